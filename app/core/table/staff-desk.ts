import { type Message, say } from '../../../engine/refusals/message.js';
import { type Failure, refused } from '../../../engine/result.js';
import type { InputOf } from '../../../engine/round/inputs.js';
import { holdersOf, memberOf, registerIsOn, type StaffRegister } from '../../../engine/staff/register.js';
import type { PinSource } from '../roles/pin-gate.js';
import { hashPin, pinFormRefusal } from '../roles/pin-hash.js';
import type { Credentials, RoleGuard } from '../roles/role-guard.js';
import type { DeskResult } from './pit-boss-desk.js';
import type { TableService } from './table-service.js';

/** A person as a manager enrols them: badge, name and roles (the register decides their form). */
export interface NewPerson {
  readonly badge: string;
  readonly name: string;
  readonly roles: readonly string[];
}

/**
 * The staff register of a table without a center, and who deals at it: each change behind the PIN
 * of the person who asks (a manager for the register, each person for their own PIN and duty).
 * The engine decides every change as it decides a script's line; this desk only checks the PINs
 * and names the badge behind them as the fact's author.
 */
export class StaffDesk {
  readonly guard: RoleGuard;

  /** `guard`: the pit boss's desk's, where both serve one table, so that one lockout counts every wrong PIN. */
  constructor(
    private readonly service: TableService,
    clock: () => Date = () => new Date(),
    guard?: RoleGuard,
  ) {
    this.guard = guard ?? service.roleGuard(clock);
  }

  get register(): StaffRegister {
    return this.service.register;
  }

  /**
   * The set-up: the first manager enrols themself with their PIN (the register is off until then).
   * Two facts, the enrolment and the PIN, committed one after the other.
   */
  enrolFirstManager(person: NewPerson, pin: string): DeskResult {
    const follows = this.#followsCenter();
    if (follows) return follows;
    if (registerIsOn(this.register)) return refused(say('staff.register-on'));
    return this.#enrol(person, pin, person.badge);
  }

  /** A manager enrols a person, and sets the PIN they were handed (they change it with their own). */
  enrol(person: NewPerson, pin: string, manager: Credentials): DeskResult {
    const asked = this.#asManager(manager, say('staff.action-enrol', { badge: person.badge }));
    return asked ?? this.#enrol(person, pin, manager.operator);
  }

  /** The enrolment and the PIN, committed one after the other, both authored by `author`. */
  #enrol(person: NewPerson, pin: string, author: string): DeskResult {
    const invalid = pinFormRefusal(pin);
    if (invalid) return refused(invalid);
    const meta = this.#meta(author);
    const { badge, name, roles } = person;
    const input: InputOf<'staff'> = { type: 'staff', badge, name, roles: [...roles], by: author };
    const enrolled = this.service.submitSigned(input, meta);
    if (!enrolled.ok) return enrolled;
    const pinned = this.service.changePin(person.badge, hashPin(pin), meta);
    return pinned.ok ? { ok: true, events: [...enrolled.events, ...pinned.events] } : pinned;
  }

  changeRoles(badge: string, roles: readonly string[], manager: Credentials): DeskResult {
    const asked = this.#asManager(manager, say('staff.action-roles', { badge }));
    if (asked) return asked;
    return this.service.submitSigned(
      { type: 'staff-roles', badge, roles: [...roles], by: manager.operator },
      this.#meta(manager.operator),
    );
  }

  disable(badge: string, reason: string, manager: Credentials): DeskResult {
    const asked = this.#asManager(manager, say('staff.action-disable', { badge }));
    if (asked) return asked;
    return this.service.submitSigned(
      { type: 'staff-disable', badge, reason, by: manager.operator },
      this.#meta(manager.operator),
    );
  }

  /**
   * Whether the register is still being set up: no active manager has a PIN yet (a register a
   * script enrolled). Until one has, a person without a PIN sets their first one themself; after,
   * PINs come from their holder or a manager.
   */
  get settingUp(): boolean {
    return holdersOf(this.register, 'manager').every((manager) => !manager.pinSet);
  }

  /** Whether setting `badge`'s PIN, asked by `asking`, needs the asker's PIN first. */
  pinNeededToSet(badge: string, asking: string): boolean {
    return !(asking === badge && this.settingUp && memberOf(this.register, badge)?.pinSet === false);
  }

  /**
   * A new PIN for `badge`: asked by the person with their current PIN, or by a manager with theirs
   * (a forgotten PIN), or during the set-up by a person without one. The fact names who asked; the
   * PIN's hash stays in the log's sealed rows.
   */
  setPin(badge: string, pin: string, who: Credentials | { readonly operator: string }): DeskResult {
    const invalid = pinFormRefusal(pin) ?? this.#followsCenter()?.refusal;
    if (invalid) return refused(invalid);
    const action = say('staff.action-pin', { badge });
    const asked = this.#pinAsker(badge, who, action);
    if (asked) return asked;
    return this.service.changePin(badge, hashPin(pin), this.#meta(who.operator));
  }

  /** Why the asker may not set the PIN: a wrong or missing PIN of their own, or not a manager's. */
  #pinAsker(
    badge: string,
    who: Credentials | { readonly operator: string },
    action: Message,
  ): Failure | null {
    if (!('pin' in who))
      return this.pinNeededToSet(badge, who.operator)
        ? refused(say('staff.action-needs-pin', { action }))
        : null;
    return who.operator === badge ? this.guard.checkPersonSaid(who, action) : this.#asManager(who, action);
  }

  /** A croupier takes the table with their badge and PIN, relieving the croupier on duty. */
  signIn(badge: string, pin: string, from?: PinSource): DeskResult {
    return this.#duty({ type: 'sign-in', badge }, pin, from);
  }

  /** The croupier on duty leaves the table, with their PIN; nobody deals until the next signs in. */
  signOut(badge: string, pin: string, from?: PinSource): DeskResult {
    return this.#duty({ type: 'sign-out', badge }, pin, from);
  }

  /** A duty behind the person's own PIN: a sign-in needs a croupier's badge, a sign-out any (the engine says whose duty it is). */
  #duty(input: InputOf<'sign-in' | 'sign-out'>, pin: string, from?: PinSource): DeskResult {
    const signingIn = input.type === 'sign-in';
    const refusedPin = this.guard.checkPersonSaid(
      { operator: input.badge, pin, ...(from && { from }) },
      say(signingIn ? 'staff.action-sign-in' : 'staff.action-sign-out'),
      signingIn ? 'croupier' : undefined,
    );
    return refusedPin ?? this.service.submitSigned(input, this.#meta(input.badge));
  }

  #asManager(manager: Credentials, action: Message): Failure | null {
    const follows = this.#followsCenter();
    if (follows) return follows;
    if (!registerIsOn(this.register)) return refused(say('staff.register-off'));
    return this.guard.checkPersonSaid(manager, action, 'manager');
  }

  /**
   * A table that follows the pit's register changes it only there: a change made here alone would
   * part the table's register from the one every other table and the pit server read.
   */
  #followsCenter(): Failure | null {
    return this.followsCenter ? refused(say('staff.follows-center')) : null;
  }

  /** Whether this table follows the pit's register at its center (its log holds a fact copied from there). */
  get followsCenter(): boolean {
    return this.service.centerRegisterHeld > 0;
  }

  /** The fact's author: the badge behind the PIN checked. */
  #meta(badge: string) {
    return { source: 'keyboard', operator: badge } as const;
  }
}
