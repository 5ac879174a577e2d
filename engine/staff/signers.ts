import { type MessageCode, type Refusal, say } from '../refusals/message.js';
import { memberOf, type StaffRegister, type StaffRole } from './register.js';

/** Each role as a refusal, a report or a signature line names it. */
export const ROLE_SAID = {
  croupier: 'signer.croupier',
  supervisor: 'signer.supervisor',
  cashier: 'signer.cashier',
  runner: 'signer.runner',
  surveillance: 'signer.surveillance',
  manager: 'signer.manager',
  counter: 'signer.counter',
  compliance: 'signer.compliance',
} as const satisfies Record<StaffRole, MessageCode>;

/** Why the badge cannot act at all: never enrolled, or disabled. Null: an active person. */
export function personRefusal(register: StaffRegister, badge: string): Refusal | null {
  const member = memberOf(register, badge);
  if (!member) return say('staff.unknown-badge', { badge });
  return member.active ? null : say('staff.disabled', { badge, name: member.name });
}

/**
 * Why the badge cannot act in this role (sign a slip, take the table, rule): null when it can. The
 * PIN is the desk's to check (a script, a trusted replay of a sheet, carries none): `pinRefusal`.
 */
export function roleRefusal(register: StaffRegister, badge: string, role: StaffRole): Refusal | null {
  const refusal = personRefusal(register, badge);
  const member = memberOf(register, badge);
  if (refusal || !member) return refusal;
  return member.roles.includes(role)
    ? null
    : say('staff.lacks-role', { badge, name: member.name, role: say(ROLE_SAID[role]) });
}

/** Why a person cannot sign with a PIN yet: none of their own was ever set. */
export function pinRefusal(register: StaffRegister, badge: string): Refusal | null {
  const member = memberOf(register, badge);
  return !member || member.pinSet ? null : say('staff.no-pin', { badge, name: member.name });
}

/**
 * Why the signatures of one record cannot stand: a signer who may not sign in that role, one
 * without a PIN of their own where PINs sign (not in a script), or one person in two roles (a
 * slip's croupier and supervisor are two people, as a fill slip's four are).
 */
export function signersRefusal(
  register: StaffRegister,
  by: Readonly<Partial<Record<StaffRole, string>>>,
  { pins = true }: { readonly pins?: boolean } = {},
): Refusal | null {
  const seen = new Map<string, StaffRole>();
  for (const [role, badge] of Object.entries(by) as [StaffRole, string | undefined][]) {
    if (badge === undefined) continue;
    const refusal = roleRefusal(register, badge, role) ?? (pins ? pinRefusal(register, badge) : null);
    if (refusal) return refusal;
    const first = seen.get(badge);
    if (first)
      return say('staff.one-person-two-roles', {
        badge,
        first: say(ROLE_SAID[first]),
        second: say(ROLE_SAID[role]),
      });
    seen.set(badge, role);
  }
  return null;
}
