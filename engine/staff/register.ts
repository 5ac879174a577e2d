import { say } from '../refusals/message.js';
import { ok, type Result, refuse } from '../result.js';

/** What a person may do at a table or the pit. The supervisor is the pit boss. */
export const STAFF_ROLES = [
  'croupier',
  'supervisor',
  'cashier',
  'runner',
  'surveillance',
  'manager',
  /** A member of the count team: counts the drop boxes, three of them signing each count. */
  'counter',
  /** The compliance officer: reads the cash records of the pit (Title 31, anti-money-laundering). */
  'compliance',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A person as the register knows them: their badge is the casino's employee id. */
export interface StaffMember {
  readonly badge: string;
  readonly name: string;
  readonly roles: readonly StaffRole[];
  readonly active: boolean;
  /** Whether a PIN of their own was ever set: a person without one signs nothing. */
  readonly pinSet: boolean;
}

/**
 * Every person ever enrolled, by badge: a disabled person stays, so old facts still name them. A
 * plain record, as the table's context is kept (snapshots are JSON); read it through `memberOf`.
 */
export type StaffRegister = Readonly<Record<string, StaffMember>>;

export const EMPTY_REGISTER: StaffRegister = {};

/** The person of a badge (a badge such as "constructor" is a key of the record only if enrolled). */
export const memberOf = (register: StaffRegister, badge: string): StaffMember | undefined =>
  Object.hasOwn(register, badge) ? register[badge] : undefined;

/** Whether the register is on: a table's first enrolment turns it on, and it never goes off. */
export const registerIsOn = (register: StaffRegister): boolean => Object.keys(register).length > 0;

/**
 * The register's facts, each with its author's badge (a manager; the first manager enrols
 * themself at set-up). A PIN's scrypt hash is never in a fact: facts are shipped and published,
 * so the hash stays in the log's sealed PIN rows and the fact says only that it changed.
 */
export type StaffFact =
  | {
      readonly type: 'StaffEnrolled';
      readonly badge: string;
      readonly name: string;
      readonly roles: readonly StaffRole[];
      readonly author: string;
    }
  | {
      readonly type: 'StaffRolesChanged';
      readonly badge: string;
      readonly roles: readonly StaffRole[];
      readonly author: string;
    }
  | { readonly type: 'StaffPinChanged'; readonly badge: string; readonly author: string }
  | {
      readonly type: 'StaffDisabled';
      readonly badge: string;
      readonly reason: string;
      readonly author: string;
    };

/**
 * One fact applied to the register. Facts were decided against the register they follow, so a
 * fact naming a badge never enrolled (or enrolling one twice) is a log that does not fold: said,
 * never skipped.
 */
export function evolveRegister(register: StaffRegister, fact: StaffFact): Result<StaffRegister> {
  const known = memberOf(register, fact.badge);
  if (fact.type === 'StaffEnrolled') {
    if (known) return refuse(say('staff.badge-taken', { badge: fact.badge, name: known.name }));
    const member = { badge: fact.badge, name: fact.name, roles: fact.roles, active: true, pinSet: false };
    return ok({ ...register, [fact.badge]: member });
  }
  if (!known) return refuse(say('staff.unknown-badge', { badge: fact.badge }));
  const changed: StaffMember =
    fact.type === 'StaffRolesChanged'
      ? { ...known, roles: fact.roles }
      : fact.type === 'StaffPinChanged'
        ? { ...known, pinSet: true }
        : { ...known, active: false };
  return ok({ ...register, [fact.badge]: changed });
}

/** The register the facts make, in order, or the first that does not fold. */
export function registerOf(facts: Iterable<StaffFact>): Result<StaffRegister> {
  let register = EMPTY_REGISTER;
  for (const fact of facts) {
    const next = evolveRegister(register, fact);
    if (!next.ok) return next;
    register = next.value;
  }
  return ok(register);
}

/** The active people holding a role. */
export const holdersOf = (register: StaffRegister, role: StaffRole): StaffMember[] =>
  Object.values(register).filter((member) => member.active && member.roles.includes(role));
