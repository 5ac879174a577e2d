import { type Message, say } from '../../../engine/refusals/message.js';
import type { Journal } from '../log/journal.js';
import { sentenceOf } from '../sentences.js';
import { Lockout, type LockRule } from './lockout.js';
import { pinMatches, pinMatchesOffThread } from './pin-hash.js';

/** Five wrong PINs within ten minutes lock their source for five minutes. */
export const LOCKOUT = { failures: 5, windowMinutes: 10, lockMinutes: 5 } as const;
const minutes = (n: number): number => n * 60_000;
export const SOURCE_LOCK: LockRule = {
  failures: LOCKOUT.failures,
  windowMs: minutes(LOCKOUT.windowMinutes),
  lockMs: minutes(LOCKOUT.lockMinutes),
};
/** An address may hold several connections (the pit terminals behind one router): four times as many. */
export const ADDRESS_LOCK: LockRule = { ...SOURCE_LOCK, failures: LOCKOUT.failures * 4 };

/** One source an attempt counts under: its key, its rule, and how a sentence names it. */
export interface LockScope {
  readonly key: string;
  readonly rule: LockRule;
  readonly name: Message;
  /** Remembered in the journal across runs: `sabot ruling` is a new process at every attempt. */
  readonly persisted?: boolean;
  /** Forgotten when its source goes away (a connection); an address outlives its connections. */
  readonly transient?: boolean;
}

/** Where a PIN attempt came from: the journal's source, the scopes it counts under, and detail for the audit. */
export interface PinSource {
  readonly source: string;
  readonly scopes: readonly LockScope[];
  readonly where?: Readonly<Record<string, string | number>>;
}

/** This machine: the CLI and the in-process desk. Its count survives a restart through the journal. */
export const LOCAL_SOURCE: PinSource = {
  source: 'local',
  scopes: [{ key: 'local', rule: SOURCE_LOCK, name: say('from.machine'), persisted: true }],
};

export interface PinAttempt {
  readonly role: string;
  /** A person's own PIN (a table that keeps a register): the refusal names their badge, not a role. */
  readonly badge?: string;
  readonly operator: string;
  readonly pin: string | undefined;
  /** What the PIN would allow: a phrase the refusal names ("void round 3"), in any language. */
  readonly action: string | Message;
  readonly from: PinSource;
}

/** The wrong-PIN times of a persisted source, newest first, as the journal holds them. */
export type RememberedFailures = (role: string, source: string, limit: number) => number[];

/**
 * Checks PINs against their scrypt hashes behind a lockout per source (see Lockout). A wrong PIN is
 * journaled, as is the first attempt a lock refuses; the rest a lock refuses are counted and
 * journaled as one summary when the lock runs out or the source goes away.
 */
export class PinGate {
  readonly #book = new Lockout();
  /** What each locked key's summary says: its role, scope and source. */
  readonly #named = new Map<string, { role: string; scope: LockScope; from: PinSource }>();

  /** `journal`: the table's, or any book that keeps the same entries (the pit's center journal). */
  constructor(
    private readonly journal: Pick<Journal, 'append'>,
    private readonly clock: () => Date,
    private readonly remembered: RememberedFailures = () => [],
  ) {}

  /** null when the PIN is right; else the refusal as its code and parameters. The hash runs on this thread. */
  checkSaid(attempt: PinAttempt, stored: string): Message | null {
    return this.#locked(attempt) ?? this.#settle(attempt, pinMatches(attempt.pin ?? '', stored));
  }

  /** The same, with the hash on the thread pool (for a server that must keep answering). */
  async checkOffThread(attempt: PinAttempt, stored: string): Promise<string | null> {
    const refused = await this.checkSaidOffThread(attempt, stored);
    return refused && sentenceOf(refused);
  }

  /** On the thread pool, the refusal as its code and parameters (a screen says it in its language). */
  async checkSaidOffThread(attempt: PinAttempt, stored: string): Promise<Message | null> {
    return (
      this.#locked(attempt) ?? this.#settle(attempt, await pinMatchesOffThread(attempt.pin ?? '', stored))
    );
  }

  /**
   * A source went away (a connection closed): what its own lock refused without a row each is
   * journaled and the source forgotten. Its address keeps its count: closing a connection and
   * opening another must not reset it.
   */
  gone(from: PinSource, roles: readonly string[]): void {
    const now = this.clock().getTime();
    for (const role of roles)
      for (const scope of from.scopes.filter((candidate) => candidate.transient)) {
        const key = `${role} ${scope.key}`;
        const report = this.#book.report(key, now, true);
        if (report) this.#summary(role, scope, from, report.refused);
        this.#book.forget(key);
        this.#named.delete(key);
      }
  }

  /** The server closes: every count not yet journaled is. */
  flushAll(): void {
    for (const report of this.#book.reportAll(this.clock().getTime())) {
      const named = this.#named.get(report.key);
      if (named) this.#summary(named.role, named.scope, named.from, report.refused);
    }
  }

  #locked(attempt: PinAttempt): Message | null {
    const now = this.clock().getTime();
    for (const scope of attempt.from.scopes) {
      const key = `${attempt.role} ${scope.key}`;
      this.#recall(key, scope, attempt);
      const ran = this.#book.report(key, now);
      if (ran) this.#summary(attempt.role, scope, attempt.from, ran.refused);
      const until = this.#book.lockedUntil(key, now);
      if (until === null) continue;
      const reason = say('pin.locked', {
        role: attempt.role,
        from: scope.name,
        until: new Date(until).toISOString().slice(11, 19),
        action: attempt.action,
      });
      // The first attempt a lock refuses is kept; the rest are counted (a flood costs one row).
      if (this.#book.refuse(key, now) === 1) this.#journal(attempt, 'pin-locked', reason);
      this.#named.set(key, { role: attempt.role, scope, from: attempt.from });
      return reason;
    }
    return null;
  }

  #settle(attempt: PinAttempt, matched: boolean): Message | null {
    if (matched) return null;
    const now = this.clock().getTime();
    for (const scope of attempt.from.scopes) this.#book.fail(`${attempt.role} ${scope.key}`, scope.rule, now);
    const reason =
      attempt.badge === undefined
        ? say('pin.wrong', { role: attempt.role, action: attempt.action })
        : say('pin.wrong-badge', { badge: attempt.badge, action: attempt.action });
    this.#journal(attempt, 'pin', reason);
    return reason;
  }

  #recall(key: string, scope: LockScope, attempt: PinAttempt): void {
    if (!scope.persisted || this.#book.has(key)) return;
    const times = this.remembered(attempt.role, attempt.from.source, scope.rule.failures);
    this.#book.remember(key, scope.rule, times);
  }

  #journal(attempt: PinAttempt, check: 'pin' | 'pin-locked', refusal: Message): void {
    const { role, action, from, operator } = attempt;
    this.#security(operator, from, { check, role, action: actionText(action) }, refusal);
  }

  /** `refused` counts the first attempt too, which has its own row. */
  #summary(role: string, scope: LockScope, from: PinSource, refused: number): void {
    const count = refused - 1;
    if (count <= 0) return;
    const refusal = say('pin.locked-summary', { count, role, from: scope.name });
    this.#security('(several)', from, { check: 'pin-locked', role, refused: count }, refusal);
  }

  /** A security entry of the journal, with the source's detail for the audit. */
  #security(operator: string, from: PinSource, asked: Record<string, unknown>, refusal: Message): void {
    this.journal.append({
      time: this.clock().toISOString(),
      kind: 'security',
      operator,
      source: from.source,
      asked: { ...asked, ...from.where },
      reason: sentenceOf(refusal),
      refusal,
    });
  }
}

/** The action as the journal's `asked` keeps it: a sentence, whatever language the screen spoke. */
export const actionText = (action: string | Message): string =>
  typeof action === 'string' ? action : sentenceOf(action);
