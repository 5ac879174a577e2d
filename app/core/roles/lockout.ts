/** How many wrong PINs from one source within a window lock that source, and for how long. */
export interface LockRule {
  readonly failures: number;
  readonly windowMs: number;
  readonly lockMs: number;
}

interface Tally {
  /** The times of the last counted wrong PINs, at most `rule.failures` of them. */
  failures: number[];
  lockedUntil: number;
  /** The window the failures count in, to know when nothing is left to remember. */
  windowMs: number;
  /** Attempts refused because the source was locked, since the last summary. */
  refusedWhileLocked: number;
}

/** A lock that ran out (or is reported at close) with the attempts it refused meanwhile. */
export interface LockReport {
  readonly key: string;
  readonly refused: number;
}

/** Past this many sources the book drops the ones with nothing left to remember. */
const SWEEP_ABOVE = 1000;

/**
 * Wrong-PIN counts per source, in memory: a connection, an address, this machine. Every question
 * costs the same however many attempts came before (no scan of the journal), and an attempt
 * refused while its source is locked is only counted: it neither extends the lock nor reaches the
 * PIN, so a flood cannot keep a lock alive or spend the machine on hashing.
 */
export class Lockout {
  readonly #tallies = new Map<string, Tally>();

  /** The time the source is locked until, or null when it may try. */
  lockedUntil(key: string, now: number): number | null {
    const tally = this.#tallies.get(key);
    return tally && tally.lockedUntil > now ? tally.lockedUntil : null;
  }

  /** A wrong PIN from the source; true when it locks the source. */
  fail(key: string, rule: LockRule, now: number): boolean {
    const tally = this.#tally(key, now);
    tally.windowMs = rule.windowMs;
    tally.failures.push(now);
    if (tally.failures.length > rule.failures) tally.failures.shift();
    const first = tally.failures[0] ?? now;
    if (tally.failures.length < rule.failures || now - first > rule.windowMs) return false;
    tally.lockedUntil = now + rule.lockMs;
    return true;
  }

  /** Counts an attempt refused by the lock; returns how many it has refused since the last report. */
  refuse(key: string, now: number): number {
    const tally = this.#tally(key, now);
    tally.refusedWhileLocked += 1;
    return tally.refusedWhileLocked;
  }

  /** A source's refused attempts once its lock ran out (or `force`, at close); each is told once. */
  report(key: string, now: number, force = false): LockReport | null {
    const tally = this.#tallies.get(key);
    if (!tally || tally.refusedWhileLocked === 0) return null;
    if (!force && tally.lockedUntil > now) return null;
    const refused = tally.refusedWhileLocked;
    tally.refusedWhileLocked = 0;
    return { key, refused };
  }

  /** Every source with refused attempts not yet told, for the summary at close. */
  reportAll(now: number): LockReport[] {
    return [...this.#tallies.keys()].flatMap((key) => this.report(key, now, true) ?? []);
  }

  /** Seeds a source with wrong PINs remembered elsewhere (the journal, for `sabot ruling`). */
  remember(key: string, rule: LockRule, times: readonly number[]): void {
    for (const time of [...times].sort((a, b) => a - b)) this.fail(key, rule, time);
  }

  has(key: string): boolean {
    return this.#tallies.has(key);
  }

  /** A connection that closed: its tally can no longer be used. */
  forget(key: string): void {
    this.#tallies.delete(key);
  }

  #tally(key: string, now: number): Tally {
    let tally = this.#tallies.get(key);
    if (!tally) {
      if (this.#tallies.size >= SWEEP_ABOVE) this.#sweep(now);
      tally = { failures: [], lockedUntil: 0, windowMs: 0, refusedWhileLocked: 0 };
      this.#tallies.set(key, tally);
    }
    return tally;
  }

  /** Amortised over the new sources: drops those with no lock, no failure in their window, nothing to tell. */
  #sweep(now: number): void {
    for (const [key, tally] of this.#tallies) {
      const last = tally.failures.at(-1) ?? 0;
      const spent = tally.lockedUntil <= now && now - last > tally.windowMs;
      if (spent && tally.refusedWhileLocked === 0) this.#tallies.delete(key);
    }
  }
}
