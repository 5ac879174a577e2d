import type { Outcome, ReplyOf, RequestOf } from '../contract.js';
import type { ReportPeriod } from '../core/books/shift-report.js';
import { readShiftReport } from '../core/books/shift-report-reader.js';
import { readRatingsOfFile } from '../core/projections/ratings-reader.js';
import { ratingsReply } from '../core/projections/ratings-reply.js';
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

  /**
   * The shift report read from the table's log as `sabot report shift` reads it, on its own
   * read-only connection: the live table keeps the round list current in each commit.
   */
  shiftReport: (
    { day, month }: RequestOf<'shiftReport'>,
    { served }: OperationContext,
  ): ReplyOf<'shiftReport'> => {
    const period: ReportPeriod | undefined =
      day !== undefined ? { day } : month !== undefined ? { month } : undefined;
    return readShiftReport(served.dbPath, { write: false, ...(period && { period }) }).report;
  },

  /** The rated players' sessions, read from the table's log as `sabot ratings --json` reads them. */
  ratings: ({ player, day }: RequestOf<'ratings'>, { served }: OperationContext): ReplyOf<'ratings'> =>
    ratingsReply(
      readRatingsOfFile(served.dbPath, {
        ...(player !== undefined && { player }),
        ...(day !== undefined && { day }),
      }),
      served.dbPath,
    ),
};
