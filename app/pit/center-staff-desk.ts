import { type Message, say } from '../../engine/refusals/message.js';
import { type Failure, ok, type Result, refuse, refused } from '../../engine/result.js';
import { decideStaff } from '../../engine/staff/decide-staff.js';
import {
  evolveRegister,
  holdersOf,
  memberOf,
  registerIsOn,
  type StaffRegister,
  type StaffRole,
} from '../../engine/staff/register.js';
import { personRefusal, pinRefusal, roleRefusal } from '../../engine/staff/signers.js';
import { hashPin, pinFormRefusal } from '../core/roles/pin-hash.js';
import type { Credentials } from '../core/roles/role-guard.js';
import { sentenceOf } from '../core/sentences.js';
import type { Center } from '../core/shipping/center.js';
import {
  type CenterStaffFact,
  centerPinHash,
  centerRegister,
  changeCenterRegister,
} from '../core/staff/center-register.js';
import type { NewPerson } from '../core/table/staff-desk.js';
import { CenterJournal } from './center-journal.js';
import { provePinAtCenter } from './pit-pins.js';

/** What a change of the pit's register gives back: done, or why not. */
export type RegisterDone = Result<unknown>;

/**
 * The pit's staff register at its center: the same acts as a table's own register (the engine
 * decides each, see StaffDesk), each behind the PIN of the person who asks, checked against the
 * center's hashes with the center's lockout. Every table and the pit server follow it.
 */
export class CenterStaffDesk {
  /**
   * `prove`: how a PIN is checked against its hash; by default behind the command line's lockout
   * counted in the center's journal, at the pit server behind the connection's.
   */
  constructor(
    private readonly center: Center,
    private readonly prove: CenterProver = (attempt, hash) => provePinAtCenter(center, attempt, hash),
  ) {}

  /** The set-up: the first manager enrols themself with their PIN (the register is off until then). */
  async enrolFirstManager(person: NewPerson, pin: string): Promise<RegisterDone> {
    const invalid = pinFormRefusal(pin);
    if (invalid) return refused(invalid);
    const hash = hashPin(pin);
    return changeCenterRegister(this.center, (register) =>
      registerIsOn(register)
        ? refuse(say('staff.center-register-on'))
        : enrolled(register, person, hash, person.badge),
    );
  }

  /** A manager enrols a person with the PIN they were handed. */
  async enrol(person: NewPerson, pin: string, manager: Credentials): Promise<RegisterDone> {
    const invalid = pinFormRefusal(pin);
    if (invalid) return refused(invalid);
    const asked = await this.#asManager(manager, say('staff.action-enrol', { badge: person.badge }));
    if (asked) return asked;
    const hash = hashPin(pin);
    return changeCenterRegister(this.center, (register) =>
      enrolled(register, person, hash, manager.operator),
    );
  }

  async changeRoles(badge: string, roles: readonly string[], manager: Credentials): Promise<RegisterDone> {
    const asked = await this.#asManager(manager, say('staff.action-roles', { badge }));
    if (asked) return asked;
    return changeCenterRegister(this.center, (register) =>
      one(register, { type: 'change-roles', badge, roles }, manager.operator),
    );
  }

  async disable(badge: string, reason: string, manager: Credentials): Promise<RegisterDone> {
    const asked = await this.#asManager(manager, say('staff.action-disable', { badge }));
    if (asked) return asked;
    return changeCenterRegister(this.center, (register) =>
      one(register, { type: 'disable', badge, reason }, manager.operator),
    );
  }

  /** Whether setting `badge`'s PIN, asked by `asking`, needs the asker's PIN first (see StaffDesk). */
  async pinNeededToSet(badge: string, asking: string): Promise<boolean> {
    const { register } = await centerRegister(this.center);
    const settingUp = holdersOf(register, 'manager').every((manager) => !manager.pinSet);
    return !(asking === badge && settingUp && memberOf(register, badge)?.pinSet === false);
  }

  /** A new PIN for `badge`, asked by the person with their PIN, or a manager with theirs. */
  async setPin(
    badge: string,
    pin: string,
    who: Credentials | { readonly operator: string },
  ): Promise<RegisterDone> {
    const invalid = pinFormRefusal(pin);
    if (invalid) return refused(invalid);
    const action = say('staff.action-pin', { badge });
    if (!('pin' in who)) {
      if (await this.pinNeededToSet(badge, who.operator))
        return refused(say('staff.action-needs-pin', { action }));
    } else {
      const asked =
        who.operator === badge ? await this.provePerson(who, action) : await this.#asManager(who, action);
      if (asked) return asked;
    }
    const hash = hashPin(pin);
    return changeCenterRegister(this.center, (register) => {
      const decided = decideStaff(register, { type: 'change-pin', badge }, who.operator);
      return decided.ok ? ok([{ fact: decided.value, pinHash: hash }]) : decided;
    });
  }

  /**
   * A person's own PIN checked at the center, as one holding `as` (without it: any active person):
   * a badge unknown, disabled, without the role or without a PIN is refused and journaled, never
   * counted as a wrong PIN (a badge is no secret).
   */
  async provePerson(credentials: Credentials, action: Message, as?: StaffRole): Promise<Failure | null> {
    const { register } = await centerRegister(this.center);
    return this.#provePerson(register, credentials, action, as);
  }

  async #asManager(manager: Credentials, action: Message): Promise<Failure | null> {
    const { register } = await centerRegister(this.center);
    if (!registerIsOn(register)) return refused(say('staff.register-off'));
    return this.#provePerson(register, manager, action, 'manager');
  }

  async #provePerson(
    register: StaffRegister,
    { operator: badge, pin }: Credentials,
    action: Message,
    as?: StaffRole,
  ): Promise<Failure | null> {
    const role = as ?? 'staff';
    const stored = await personPinAtCenter(this.center, register, badge, as);
    if ('refusal' in stored) {
      const why = stored.refusal;
      await new CenterJournal(this.center, () => undefined).record({
        operator: badge,
        role,
        action: 'refused',
        detail: { check: 'pin-signer', action: sentenceOf(action), reason: sentenceOf(why), code: why.code },
      });
      return refused(why);
    }
    const wrong = await this.prove({ role, operator: badge, badge, pin, action }, stored.hash);
    return wrong && refused(wrong);
  }
}

/** A PIN checked against its hash at the center: null when right, else the refusal (a wrong one journaled). */
export type CenterProver = (
  attempt: { role: string; operator: string; badge: string; pin: string; action: Message },
  hash: string,
) => Promise<Message | null>;

/**
 * The hash a person's PIN is checked against at the center, as one holding `as` (without it: any
 * active person), or why there is none: a badge unknown, disabled, without the role or without a
 * PIN (the caller journals it, never as a wrong PIN: a badge is no secret).
 */
export async function personPinAtCenter(
  center: Center,
  register: StaffRegister,
  badge: string,
  as?: StaffRole,
): Promise<{ readonly hash: string } | { readonly refusal: Message }> {
  const refusal =
    (as === undefined ? personRefusal(register, badge) : roleRefusal(register, badge, as)) ??
    pinRefusal(register, badge);
  if (refusal) return { refusal };
  const hash = await centerPinHash(center, badge);
  // A register that says the PIN was set, without its row: a center cut short of it.
  return hash === null
    ? { refusal: say('staff.no-pin', { badge, name: memberOf(register, badge)?.name ?? badge }) }
    : { hash };
}

/** An enrolment and the PIN handed with it: two facts, one after the other. */
function enrolled(
  register: StaffRegister,
  person: NewPerson,
  pinHash: string,
  author: string,
): Result<CenterStaffFact[]> {
  const enrolment = decideStaff(register, { type: 'enrol', ...person }, author);
  if (!enrolment.ok) return enrolment;
  const after = evolveRegister(register, enrolment.value);
  if (!after.ok) return after;
  const pin = decideStaff(after.value, { type: 'change-pin', badge: enrolment.value.badge }, author);
  return pin.ok ? ok([{ fact: enrolment.value }, { fact: pin.value, pinHash }]) : pin;
}

function one(
  register: StaffRegister,
  act: Parameters<typeof decideStaff>[1],
  author: string,
): Result<CenterStaffFact[]> {
  const decided = decideStaff(register, act, author);
  return decided.ok ? ok([{ fact: decided.value }]) : decided;
}
