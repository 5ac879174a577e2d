import type Database from 'better-sqlite3';
import { say } from '../../../engine/refusals/message.js';
import { renderMessage } from '../../../engine/refusals/render.js';
import type { Journal } from '../log/journal.js';
import { LOCAL_SOURCE, PinGate, type PinSource } from './pin-gate.js';
import { hashPin, pinRefusal } from './pin-hash.js';

export { LOCKOUT } from './pin-gate.js';

export type Role = 'pit-boss' | 'bank';
const ROLES: readonly Role[] = ['pit-boss', 'bank'];

/** Who claims to act, the PIN they keyed, and where from (this machine unless said). */
export interface Credentials {
  readonly operator: string;
  readonly pin: string;
  readonly from?: PinSource;
}

/**
 * Checks a role's PIN before a correction. Every wrong PIN is journaled as a security event
 * (without the PIN); five within ten minutes from one source lock that source for five minutes
 * (see PinGate): a flood of wrong PINs from a dashboard's connection does not lock `sabot ruling`
 * on the table's machine. This machine's count is read back from the journal, so a new process
 * (every `sabot ruling` is one) does not reset it.
 */
export class RoleGuard {
  readonly #latest: Database.Statement<[string], string>;
  readonly #insert: Database.Statement<[string, string, string, string]>;
  readonly #gate: PinGate;

  constructor(
    db: Database.Database,
    journal: Journal,
    private readonly clock: () => Date,
  ) {
    this.#latest = db
      .prepare<[string], string>('SELECT hash FROM pins WHERE role = ? ORDER BY position DESC LIMIT 1')
      .pluck();
    this.#insert = db.prepare('INSERT INTO pins (role, hash, set_at, set_by) VALUES (?, ?, ?, ?)');
    // Newest first, through the index of security events by source: a few rows, however long the journal.
    const failures = db
      .prepare<[string, string, number], string>(
        "SELECT time FROM journal WHERE kind = 'security' AND source = ? AND json_extract(asked, '$.check') = 'pin' AND json_extract(asked, '$.role') = ? ORDER BY position DESC LIMIT ?",
      )
      .pluck();
    this.#gate = new PinGate(journal, clock, (role, source, limit) =>
      failures.all(source, role, limit).map((time) => new Date(time).getTime()),
    );
  }

  hasPin(role: Role): boolean {
    return this.#latest.get(role) !== undefined;
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
    this.#insert.run(role, hashPin(pin), this.clock().toISOString(), by.operator);
    return null;
  }

  /** null when the PIN is right; else the sentence shown, and the failure journaled. */
  check(role: Role, credentials: Credentials, action: string): string | null {
    const stored = this.#latest.get(role);
    if (stored === undefined) return renderMessage(say('pin.not-set', { role }));
    return this.#gate.check(this.#attempt(role, credentials, action), stored);
  }

  /** The same check with the PIN hashed off this thread: a dashboard's login. */
  async checkOffThread(role: Role, credentials: Credentials, action: string): Promise<string | null> {
    const stored = this.#latest.get(role);
    if (stored === undefined) return renderMessage(say('pin.not-set', { role }));
    return this.#gate.checkOffThread(this.#attempt(role, credentials, action), stored);
  }

  /** A dashboard's connection closed: see PinGate.gone. */
  gone(from: PinSource): void {
    this.#gate.gone(from, ROLES);
  }

  /** The server closes: see PinGate.flushAll. */
  flushAll(): void {
    this.#gate.flushAll();
  }

  #attempt(role: Role, credentials: Credentials, action: string) {
    const { operator, pin, from = LOCAL_SOURCE } = credentials;
    return { role, operator, pin, action, from };
  }
}
