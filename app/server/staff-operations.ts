import type { Outcome, ReplyOf, RequestOf } from '../contract.js';
import type { PinSource } from '../core/roles/pin-gate.js';
import { registerListing } from '../core/staff/register-listing.js';
import type { DeskResult } from '../core/table/pit-boss-desk.js';
import type { StaffDesk } from '../core/table/staff-desk.js';
import type { OperationContext } from './served-table.js';
import { outcome } from './table-operations.js';

/**
 * The manager's screen: the register as it stands, its changes through the staff desk (each behind
 * the PIN of the person asking, locked per connection and address like a ruling), and who did what,
 * read on the reader thread.
 */
export const staffOperations = {
  staffRegister: (_: RequestOf<'staffRegister'>, { served }: OperationContext): ReplyOf<'staffRegister'> => ({
    people: registerListing(served.staff.register),
    followsCenter: served.staff.followsCenter,
  }),

  changeStaff: (request: RequestOf<'changeStaff'>, { served, session }: OperationContext): Outcome =>
    outcome(changed(served.staff, request, session.from)),

  staffReport: (request: RequestOf<'staffReport'>, { served }: OperationContext) =>
    served.readers.ask('staffReport', request),
};

function changed(desk: StaffDesk, request: RequestOf<'changeStaff'>, from: PinSource): DeskResult {
  switch (request.act) {
    case 'enrol': {
      const person = { badge: request.badge, name: request.name, roles: request.roles };
      return request.by
        ? desk.enrol(person, request.newPin, { ...request.by, from })
        : desk.enrolFirstManager(person, request.newPin);
    }
    case 'roles':
      return desk.changeRoles(request.badge, request.roles, { ...request.by, from });
    case 'disable':
      return desk.disable(request.badge, request.reason, { ...request.by, from });
    case 'pin':
      return desk.setPin(request.badge, request.newPin, { ...request.by, from });
  }
}
