import type { RequestOf } from '../../contract.js';
import type { PinSource } from '../roles/pin-gate.js';
import type { Credentials } from '../roles/role-guard.js';
import type { NewPerson } from '../table/staff-desk.js';

/** A change of a register as a screen asks for it (the contract's `changeStaff`). */
export type RegisterChange = RequestOf<'changeStaff'>;

/** What changes a register: a table's own desk, or the pit's at its center, each with its own result. */
export interface RegisterDesk<R> {
  enrolFirstManager(person: NewPerson, pin: string): R;
  enrol(person: NewPerson, pin: string, manager: Credentials): R;
  changeRoles(badge: string, roles: readonly string[], manager: Credentials): R;
  disable(badge: string, reason: string, manager: Credentials): R;
  setPin(badge: string, pin: string, who: Credentials): R;
}

/**
 * A screen's change through a desk, as `sabot staff` asks the same desk: an enrolment without `by`
 * is the set-up's first manager enrolling themself. `from`: where the asker's PIN attempts count.
 */
export function changeRegister<R>(desk: RegisterDesk<R>, change: RegisterChange, from?: PinSource): R {
  const asking = (by: Credentials): Credentials => ({ ...by, ...(from && { from }) });
  switch (change.act) {
    case 'enrol': {
      const person = { badge: change.badge, name: change.name, roles: change.roles };
      return change.by
        ? desk.enrol(person, change.newPin, asking(change.by))
        : desk.enrolFirstManager(person, change.newPin);
    }
    case 'roles':
      return desk.changeRoles(change.badge, change.roles, asking(change.by));
    case 'disable':
      return desk.disable(change.badge, change.reason, asking(change.by));
    case 'pin':
      return desk.setPin(change.badge, change.newPin, asking(change.by));
  }
}
