import type { Outcome, RequestOf } from '../contract.js';
import type { OperationContext } from './served-table.js';
import { outcome } from './table-operations.js';

/**
 * The pit boss's books through the desk: each record signed with the pit boss's and the croupier's
 * PINs, a limit or croupier change with the pit boss's, each locked per connection and address
 * like a ruling. The table's refusals (a slip out of sequence, a chip the set lacks) are journaled
 * by the service; a wrong PIN by its gate.
 */
export const booksOperations = {
  recordBooks: (
    { input, ...signers }: RequestOf<'recordBooks'>,
    { served, session }: OperationContext,
  ): Outcome => outcome(served.desk.recordBooks(input, { ...signers, from: session.from })),

  changeTable: (
    { input, operator, pin }: RequestOf<'changeTable'>,
    { served, session }: OperationContext,
  ): Outcome => outcome(served.desk.changeTable(input, { operator, pin, from: session.from })),

  /** A croupier signs in or out with their own PIN, locked per connection and address like a ruling. */
  signIn: ({ badge, pin }: RequestOf<'signIn'>, { served, session }: OperationContext): Outcome =>
    outcome(served.staff.signIn(badge, pin, session.from)),

  signOut: ({ badge, pin }: RequestOf<'signOut'>, { served, session }: OperationContext): Outcome =>
    outcome(served.staff.signOut(badge, pin, session.from)),

  /** The shift report of a gaming day or a month, read on the reader thread (reader-answers.ts). */
  shiftReport: (request: RequestOf<'shiftReport'>, { served }: OperationContext) =>
    served.readers.ask('shiftReport', request),

  /** The rated players' sessions, read on the reader thread. */
  ratings: (request: RequestOf<'ratings'>, { served }: OperationContext) =>
    served.readers.ask('ratings', request),
};
