import type Database from 'better-sqlite3';
import { type Message, say } from '../../../engine/refusals/message.js';
import { type Failure, refused } from '../../../engine/result.js';
import type { Journal } from '../log/journal.js';
import { PinRecords, recordPin } from '../log/pin-record.js';
import { SealedWriter } from '../log/sealed-books.js';
import { reasonOf, sentenceOf } from '../sentences.js';
import { actionText, LOCAL_SOURCE, type PinAttempt, PinGate, type PinSource } from './pin-gate.js';
import { hashPin, pinFormRefusal } from './pin-hash.js';

/** The roles with a PIN in the log: who rules (the pit boss, or the bank at a home game), and the croupier who co-signs the books. */
export type Role = 'pit-boss' | 'bank' | 'croupier';
export const ROLES: readonly Role[] = ['pit-boss', 'bank', 'croupier'];

/** No PIN of the role yet: how to set one (the croupier's is set with its role named). */
const notSet = (role: Role): Message =>
  role === 'croupier' ? say('pin.croupier-not-set') : say('pin.not-set', { role });

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
  readonly #pins: PinRecords;
  readonly #writer: SealedWriter;
  readonly #gate: PinGate;

  constructor(
    private readonly db: Database.Database,
    private readonly journal: Journal,
    private readonly clock: () => Date,
  ) {
    this.#pins = new PinRecords(db);
    this.#writer = new SealedWriter(db, 'pins');
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
    return this.#pins.latest(role) !== undefined;
  }

  /** Sets (or changes) a role's PIN; changing one needs the current PIN. */
  setPin(role: Role, pin: string, by: Credentials | { operator: string }): string | null {
    const refused = this.setPinSaid(role, pin, by);
    return refused && reasonOf(refused);
  }

  /** The same, the refusal with its code, for a command to say in its language. */
  setPinSaid(role: Role, pin: string, by: Credentials | { operator: string }): Failure | null {
    const invalid = pinFormRefusal(pin);
    if (invalid) return refused(invalid);
    if (this.hasPin(role)) {
      if (!('pin' in by)) return refused(say('pin.already-set', { role }));
      const wrong = this.checkSaid(role, by, say('pin.action-change'));
      if (wrong) return wrong;
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
    const wrong = this.checkSaid(role, credentials, action);
    return wrong && reasonOf(wrong);
  }

  /** The same check, the refusal with its code where it has one (a wrong PIN, a lock, no PIN set). */
  checkSaid(role: Role, credentials: Credentials, action: string | Message): Failure | null {
    const attempt = this.#attempt(role, credentials, action);
    const stored = this.#pins.latest(role);
    const said = (refusal: Message | null) => refusal && refused(refusal);
    if (stored === undefined) return said(notSet(role));
    if (stored.problem) return said(this.#unproven(attempt, stored.problem));
    return said(this.#gate.checkSaid(attempt, stored.hash));
  }

  /** The same check with the PIN hashed off this thread: a dashboard's login. */
  async checkOffThread(role: Role, credentials: Credentials, action: string): Promise<string | null> {
    const attempt = this.#attempt(role, credentials, action);
    const stored = this.#pins.latest(role);
    if (stored === undefined) return sentenceOf(notSet(role));
    if (stored.problem) return sentenceOf(this.#unproven(attempt, stored.problem));
    return this.#gate.checkOffThread(attempt, stored.hash);
  }

  /** A PIN row put in by hand is no PIN: whoever knows it is refused, and the attempt journaled. */
  #unproven(attempt: PinAttempt, problem: Message): Message {
    const refusal = say('pin.forged-refused', { problem, action: attempt.action });
    this.journal.append({
      time: this.clock().toISOString(),
      kind: 'security',
      operator: attempt.operator,
      source: attempt.from.source,
      asked: { check: 'pin', role: attempt.role, action: actionText(attempt.action), ...attempt.from.where },
      reason: sentenceOf(refusal),
      refusal,
    });
    return refusal;
  }

  /** A dashboard's connection closed: see PinGate.gone. */
  gone(from: PinSource): void {
    this.#gate.gone(from, ROLES);
  }

  /** The server closes: see PinGate.flushAll. */
  flushAll(): void {
    this.#gate.flushAll();
  }

  #attempt(role: Role, credentials: Credentials, action: string | Message): PinAttempt {
    const { operator, pin, from = LOCAL_SOURCE } = credentials;
    return { role, operator, pin, action, from };
  }
}
