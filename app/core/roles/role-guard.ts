import type Database from 'better-sqlite3';
import { type Message, say } from '../../../engine/refusals/message.js';
import { type Failure, refused } from '../../../engine/result.js';
import {
  memberOf,
  registerIsOn,
  type StaffRegister,
  type StaffRole,
} from '../../../engine/staff/register.js';
import { personRefusal, pinRefusal, roleRefusal } from '../../../engine/staff/signers.js';
import type { Journal } from '../log/journal.js';
import { PinRecords, personPinKey, recordPin } from '../log/pin-record.js';
import { SealedWriter } from '../log/sealed-books.js';
import { reasonOf, sentenceOf } from '../sentences.js';
import { actionText, LOCAL_SOURCE, type PinAttempt, PinGate, type PinSource } from './pin-gate.js';
import { hashPin, pinFormRefusal } from './pin-hash.js';

/** The roles with a PIN in the log: who rules (the pit boss, or the bank at a home game), and the croupier who co-signs the books. */
export type Role = 'pit-boss' | 'bank' | 'croupier';
export const ROLES: readonly Role[] = ['pit-boss', 'bank', 'croupier'];

/**
 * The register's role a table role signs in, at a table whose register is on: the pit boss is a
 * supervisor, and so is a home game's bank (a home game has no register, but a log may get one).
 */
const SIGNS_AS = {
  'pit-boss': 'supervisor',
  bank: 'supervisor',
  croupier: 'croupier',
} as const satisfies Record<Role, StaffRole>;

/** No PIN of the role yet: how to set one (the croupier's is set with its role named). */
const notSet = (role: Role): Message =>
  role === 'croupier' ? say('pin.croupier-not-set') : say('pin.not-set', { role });

/** A person the register says has a PIN, without its row (a log cut short of it): no PIN to check. */
const noPersonPin = (register: StaffRegister, badge: string): Message =>
  say('staff.no-pin', { badge, name: memberOf(register, badge)?.name ?? badge });

type Stored = { readonly hash: string } | { readonly refusal: Message };
type Asked = { readonly attempt: PinAttempt; readonly stored: Stored };

/** Who claims to act, the PIN they keyed, and where from (this machine unless said). */
export interface Credentials {
  readonly operator: string;
  readonly pin: string;
  readonly from?: PinSource;
}

/**
 * Checks a role's PIN before a correction. At a table whose staff register is on, a role's PIN is
 * each person's own: the operator is a badge, which must be active and hold the role, and the PIN
 * is checked against that person's sealed row; a table without a register keeps one PIN a role. Every wrong PIN is journaled as a security event
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
    private readonly register: () => StaffRegister = () => ({}),
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

  /** Whether PINs are each person's own here (the register is on): a role's PIN is then set as a person's. */
  get personal(): boolean {
    return registerIsOn(this.register());
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
    if (this.personal) return refused(say('pin.personal'));
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
    return this.#settle(this.#asked({ role }, credentials, action));
  }

  /** The same check with the PIN hashed off this thread: a dashboard's login. */
  checkOffThread(role: Role, credentials: Credentials, action: string): Promise<string | null> {
    return this.#offThread(this.#asked({ role }, credentials, action));
  }

  /** A person's own PIN as one holding `as`, hashed off this thread: a dashboard's login by badge. */
  checkPersonOffThread(credentials: Credentials, action: string, as: StaffRole): Promise<string | null> {
    return this.#offThread(this.#asked({ person: as }, credentials, action));
  }

  async #offThread({ attempt, stored }: Asked): Promise<string | null> {
    if ('refusal' in stored) return sentenceOf(stored.refusal);
    return this.#gate.checkOffThread(attempt, stored.hash);
  }

  /**
   * A person's own PIN, checked as one holding `as` (without it: any active person, for their own
   * PIN): a manager changing the register, a croupier signing in. Only with the register on.
   */
  checkPersonSaid(credentials: Credentials, action: string | Message, as?: StaffRole): Failure | null {
    return this.#settle(this.#asked({ person: as }, credentials, action));
  }

  #settle({ attempt, stored }: Asked): Failure | null {
    if ('refusal' in stored) return refused(stored.refusal);
    const wrong = this.#gate.checkSaid(attempt, stored.hash);
    return wrong && refused(wrong);
  }

  /**
   * The attempt, and the hash it is checked against or why there is none, the register read once:
   * with the register on, the person's own (a refusal names the badge); else the table role's.
   */
  #asked(
    signs: { readonly role: Role } | { readonly person: StaffRole | undefined },
    credentials: Credentials,
    action: string | Message,
  ): Asked {
    const register = this.register();
    const personal = registerIsOn(register);
    const { operator, pin, from = LOCAL_SOURCE } = credentials;
    const role = 'role' in signs ? signs.role : (signs.person ?? 'staff');
    const attempt: PinAttempt = { role, operator, pin, action, from, ...(personal && { badge: operator }) };
    if (personal) {
      const as = 'role' in signs ? SIGNS_AS[signs.role] : signs.person;
      return { attempt, stored: this.#personStored(attempt, as, register) };
    }
    if (!('role' in signs)) return { attempt, stored: { refusal: say('staff.register-off') } };
    const stored = this.#pins.latest(signs.role);
    return {
      attempt,
      stored: stored === undefined ? { refusal: notSet(signs.role) } : this.#proven(attempt, stored),
    };
  }

  /**
   * A person's hash: a badge unknown, disabled, without the role or without a PIN is refused and
   * journaled, never counted as a wrong PIN (a badge is no secret).
   */
  #personStored(attempt: PinAttempt, as: StaffRole | undefined, register: StaffRegister): Stored {
    const badge = attempt.operator;
    const refusal =
      (as === undefined ? personRefusal(register, badge) : roleRefusal(register, badge, as)) ??
      pinRefusal(register, badge);
    if (refusal) return { refusal: this.#refuse(attempt, refusal, 'pin-signer') };
    const stored = this.#pins.latest(personPinKey(badge));
    if (stored === undefined) return { refusal: noPersonPin(register, badge) };
    return this.#proven(attempt, stored);
  }

  /** A PIN row put in by hand is no PIN: whoever knows it is refused, and the attempt journaled. */
  #proven(attempt: PinAttempt, stored: { hash: string; problem: Message | null }): Stored {
    if (!stored.problem) return { hash: stored.hash };
    const refusal = say('pin.forged-refused', { problem: stored.problem, action: attempt.action });
    return { refusal: this.#refuse(attempt, refusal, 'pin') };
  }

  /**
   * A refused attempt, journaled as a security event with who asked, for what, and from where;
   * `pin` counts towards the source's lockout (a forged row tried), `pin-signer` does not.
   */
  #refuse(attempt: PinAttempt, refusal: Message, check: 'pin' | 'pin-signer'): Message {
    this.journal.append({
      time: this.clock().toISOString(),
      kind: 'security',
      operator: attempt.operator,
      source: attempt.from.source,
      asked: { check, role: attempt.role, action: actionText(attempt.action), ...attempt.from.where },
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
}
