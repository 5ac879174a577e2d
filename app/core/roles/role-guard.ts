import type Database from 'better-sqlite3';
import type { Journal } from '../log/journal.js';
import { SealedWriter } from '../log/sealed-books.js';
import { hashPin, pinMatches, pinRefusal } from './pin-hash.js';
import { PinRecords, recordPin } from './pin-record.js';

export type Role = 'pit-boss' | 'bank';

/** Who claims to act, and the PIN they keyed. */
export interface Credentials {
  readonly operator: string;
  readonly pin: string;
}

export const LOCKOUT = { failures: 5, windowMinutes: 10, lockMinutes: 5 } as const;

/**
 * Checks a role's PIN before a correction. Every failure is journaled as a security event
 * (without the PIN); after five failures within ten minutes the role's actions are locked for
 * five minutes, whoever keys them. The count is read back from the journal, so a restart does not
 * reset it.
 */
export class RoleGuard {
  readonly #pins: PinRecords;
  readonly #writer: SealedWriter;
  readonly #failures: Database.Statement<[string, string], string>;

  constructor(
    private readonly db: Database.Database,
    private readonly journal: Journal,
    private readonly clock: () => Date,
  ) {
    this.#pins = new PinRecords(db);
    this.#writer = new SealedWriter(db, 'pins');
    this.#failures = db
      .prepare<[string, string], string>(
        "SELECT time FROM journal WHERE kind = 'security' AND json_extract(asked, '$.role') = ? AND time >= ? AND json_extract(asked, '$.check') = 'pin' ORDER BY position",
      )
      .pluck();
  }

  hasPin(role: Role): boolean {
    return this.#pins.latest(role) !== undefined;
  }

  /** Sets (or changes) a role's PIN; changing one needs the current PIN. */
  setPin(role: Role, pin: string, by: Credentials | { operator: string }): string | null {
    const invalid = pinRefusal(pin);
    if (invalid) return invalid;
    if (this.hasPin(role)) {
      if (!('pin' in by)) return `a ${role} PIN is already set: give the current PIN to change it`;
      const refused = this.check(role, by, 'change the PIN');
      if (refused) return refused;
    }
    recordPin(this.db, this.journal, this.#writer, {
      role,
      hash: hashPin(pin),
      setAt: this.clock().toISOString(),
      setBy: by.operator,
    });
    return null;
  }

  /** null when the PIN is right; else the sentence shown, and the failure journaled. */
  check(role: Role, credentials: Credentials, action: string): string | null {
    const now = this.clock();
    const stored = this.#pins.latest(role);
    if (stored === undefined) return `no ${role} PIN is set on this table: set one with "sabot pin set"`;
    // A PIN row put in by hand is no PIN: whoever knows it is refused, and the attempt journaled.
    if (stored.problem)
      return this.#refuse(
        role,
        credentials,
        action,
        `${stored.problem}; ${action} refused until a pit boss has verified the log`,
      );
    const lockedUntil = this.#lockedUntil(role, now);
    if (lockedUntil) {
      return this.#refuse(
        role,
        credentials,
        action,
        `${role} actions are locked until ${lockedUntil.toISOString().slice(11, 19)} after repeated wrong PINs`,
      );
    }
    if (pinMatches(credentials.pin, stored.hash)) return null;
    return this.#refuse(role, credentials, action, `wrong ${role} PIN: ${action} refused`);
  }

  #refuse(role: Role, credentials: Credentials, action: string, reason: string): string {
    this.journal.append({
      time: this.clock().toISOString(),
      kind: 'security',
      operator: credentials.operator,
      source: 'pin',
      asked: { check: 'pin', role, action },
      reason,
    });
    return reason;
  }

  #lockedUntil(role: Role, now: Date): Date | null {
    const since = new Date(now.getTime() - (LOCKOUT.windowMinutes + LOCKOUT.lockMinutes) * 60_000);
    const times = this.#failures.all(role, since.toISOString()).map((time) => new Date(time).getTime());
    // Locked when LOCKOUT.failures failures fall within one window and the lock has not run out.
    for (let i = times.length - 1; i >= LOCKOUT.failures - 1; i--) {
      const last = times[i] as number;
      const first = times[i - LOCKOUT.failures + 1] as number;
      if (last - first <= LOCKOUT.windowMinutes * 60_000) {
        const until = new Date(last + LOCKOUT.lockMinutes * 60_000);
        return until > now ? until : null;
      }
    }
    return null;
  }
}
