import type { Refusal } from '../refusals/message.js';
import { say } from '../refusals/message.js';
import {
  EMPTY_REGISTER,
  evolveRegister,
  memberOf,
  registerIsOn,
  type StaffFact,
  type StaffRegister,
} from './register.js';
import { roleRefusal } from './signers.js';

/** The register and who deals now, as the table's context keeps them. */
export interface TableStaff {
  readonly register: StaffRegister;
  /** The badge of the croupier signed in; null with nobody signed in (or no register). */
  readonly onDuty: string | null;
}

export const NO_STAFF: TableStaff = { register: EMPTY_REGISTER, onDuty: null };

/**
 * Whose a round is: the croupier on duty when its first card was dealt. Before a table's register
 * is on, the name the books knew (`croupier` lines, an opener's croupier) with no badge.
 */
export interface RoundCroupier {
  readonly badge: string | null;
  readonly name: string;
}

/** A croupier taking the table (relieving the one on duty), or leaving it without one. */
export type DutyEvent =
  | { readonly type: 'CroupierSignedIn'; readonly badge: string; readonly name: string }
  | { readonly type: 'CroupierSignedOut'; readonly badge: string };

export type StaffEvent = StaffFact | DutyEvent;

/** Why a croupier cannot sign in, or out: null when they can. */
export function dutyRefusal(staff: TableStaff, event: DutyEvent): Refusal | null {
  if (!registerIsOn(staff.register)) return say('staff.register-off');
  if (event.type === 'CroupierSignedOut')
    return staff.onDuty === event.badge ? null : say('staff.not-on-duty', { badge: event.badge });
  const refusal = roleRefusal(staff.register, event.badge, 'croupier');
  if (refusal) return refusal;
  return staff.onDuty === event.badge
    ? say('staff.already-on-duty', { badge: event.badge, name: event.name })
    : null;
}

/** The staff after one of its facts; the books' croupier follows who signed in (slips and reports name them). */
export function staffAfter(staff: TableStaff, event: StaffEvent): TableStaff {
  switch (event.type) {
    case 'CroupierSignedIn':
      return { ...staff, onDuty: event.badge };
    case 'CroupierSignedOut':
      return { ...staff, onDuty: null };
    default: {
      const register = evolveRegister(staff.register, event);
      if (!register.ok) return staff;
      // A croupier disabled or stripped of the role leaves the table at once.
      const stays = staff.onDuty !== null && roleRefusal(register.value, staff.onDuty, 'croupier') === null;
      return { register: register.value, onDuty: stays ? staff.onDuty : null };
    }
  }
}

/** Why a register fact does not fold onto this register (decided against it, so a broken log): null when it does. */
export function registerFactRefusal(staff: TableStaff, event: StaffFact): Refusal | null {
  const next = evolveRegister(staff.register, event);
  return next.ok ? null : next.refusal;
}

/** The croupier a round dealt now is credited to (see RoundCroupier). */
export function croupierNow(staff: TableStaff, booksCroupier: string | null): RoundCroupier | null {
  if (staff.onDuty !== null) {
    const member = memberOf(staff.register, staff.onDuty);
    return { badge: staff.onDuty, name: member?.name ?? staff.onDuty };
  }
  if (registerIsOn(staff.register)) return null;
  return booksCroupier === null ? null : { badge: null, name: booksCroupier };
}

/** Why a bet waits: a table with a register and open books takes none until a croupier signs in. */
export function noCroupierRefusal(staff: TableStaff, booksOpen: boolean): Refusal | null {
  return booksOpen && registerIsOn(staff.register) && staff.onDuty === null ? say('staff.no-croupier') : null;
}
