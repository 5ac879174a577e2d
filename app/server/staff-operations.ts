import type { Outcome, ReplyOf, RequestOf } from '../contract.js';
import { changeRegister } from '../core/staff/register-change.js';
import { registerListing } from '../core/staff/register-listing.js';
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
    outcome(changeRegister(served.staff, request, session.from)),

  staffReport: (request: RequestOf<'staffReport'>, { served }: OperationContext) =>
    served.readers.ask('staffReport', request),
};
