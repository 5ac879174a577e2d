import { type Refusal, say } from '../refusals/message.js';
import { ok, type Result, refuse } from '../result.js';
import {
  holdersOf,
  memberOf,
  registerIsOn,
  STAFF_ROLES,
  type StaffFact,
  type StaffRegister,
  type StaffRole,
} from './register.js';
import { personRefusal } from './signers.js';

/** What a manager asks of the register (or, for their own PIN, any person of it). */
export type StaffAct =
  | {
      readonly type: 'enrol';
      readonly badge: string;
      readonly name: string;
      readonly roles: readonly string[];
    }
  | { readonly type: 'change-roles'; readonly badge: string; readonly roles: readonly string[] }
  | { readonly type: 'change-pin'; readonly badge: string }
  | { readonly type: 'disable'; readonly badge: string; readonly reason: string };

/** A badge as casinos print them: letters, digits and hyphens, at most 16. */
const BADGE = /^[A-Za-z0-9][A-Za-z0-9-]{0,15}$/;
/** A name as a header, a slip and a report show it in full. */
export const STAFF_NAME_MAX_LENGTH = 60;

/**
 * Decide: the fact an act on the register causes, or why it is refused. The author is the badge of
 * the person asking, their PIN already checked by the caller. Only an active manager changes the
 * register, but for a person's own PIN; the first enrolment of an empty register is the set-up's
 * manager enrolling themself. No act leaves the register without an active manager: nobody could
 * enrol, mend or disable anyone after it.
 */
export function decideStaff(register: StaffRegister, act: StaffAct, author: string): Result<StaffFact> {
  const badge = act.badge.trim();
  if (!BADGE.test(badge)) return refuse(say('staff.badge-form', { badge: act.badge }));
  const refusal = authorRefusal(register, act, badge, author);
  if (refusal) return refuse(refusal);
  switch (act.type) {
    case 'enrol': {
      const known = memberOf(register, badge);
      if (known) return refuse(say('staff.badge-taken', { badge, name: known.name }));
      const name = act.name.trim();
      if (name === '' || name.length > STAFF_NAME_MAX_LENGTH)
        return refuse(say('staff.name-form', { max: STAFF_NAME_MAX_LENGTH }));
      const roles = rolesOf(act.roles);
      if (!roles.ok) return roles;
      if (!registerIsOn(register) && !roles.value.includes('manager'))
        return refuse(say('staff.first-is-manager'));
      return ok({ type: 'StaffEnrolled', badge, name, roles: roles.value, author });
    }
    case 'change-roles': {
      const roles = rolesOf(act.roles);
      if (!roles.ok) return roles;
      const target = personRefusal(register, badge);
      if (target) return refuse(target);
      if (!roles.value.includes('manager') && lastManager(register, badge))
        return refuse(say('staff.last-manager', { badge }));
      return ok({ type: 'StaffRolesChanged', badge, roles: roles.value, author });
    }
    case 'change-pin': {
      const target = personRefusal(register, badge);
      return target ? refuse(target) : ok({ type: 'StaffPinChanged', badge, author });
    }
    case 'disable': {
      const known = memberOf(register, badge);
      if (!known) return refuse(say('staff.unknown-badge', { badge }));
      if (!known.active) return refuse(say('staff.already-disabled', { badge, name: known.name }));
      if (act.reason.trim() === '') return refuse(say('staff.needs-reason'));
      if (lastManager(register, badge)) return refuse(say('staff.last-manager', { badge }));
      return ok({ type: 'StaffDisabled', badge, reason: act.reason.trim(), author });
    }
  }
}

/** Who may ask: the set-up's first manager, a person for their own PIN, otherwise an active manager. */
function authorRefusal(
  register: StaffRegister,
  act: StaffAct,
  badge: string,
  author: string,
): Refusal | null {
  if (!registerIsOn(register))
    return act.type === 'enrol' && author === badge ? null : say('staff.first-is-manager');
  if (act.type === 'change-pin' && author === badge) return null;
  const asking = personRefusal(register, author);
  if (asking) return asking;
  return memberOf(register, author)?.roles.includes('manager')
    ? null
    : say('staff.not-a-manager', { badge: author });
}

function rolesOf(asked: readonly string[]): Result<StaffRole[]> {
  const unknown = asked.find((role) => !(STAFF_ROLES as readonly string[]).includes(role));
  if (unknown !== undefined)
    return refuse(say('staff.unknown-role', { role: unknown, roles: STAFF_ROLES.join(', ') }));
  const roles = STAFF_ROLES.filter((role) => asked.includes(role));
  return roles.length > 0 ? ok(roles) : refuse(say('staff.no-role'));
}

/** Whether the badge is the only active manager. */
const lastManager = (register: StaffRegister, badge: string): boolean => {
  const managers = holdersOf(register, 'manager');
  return managers.length === 1 && managers[0]?.badge === badge;
};
