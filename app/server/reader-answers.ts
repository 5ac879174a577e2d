import type { ReplyOf, RequestOf } from '../contract.js';
import type { ReportPeriod } from '../core/books/shift-report.js';
import { readShiftReport } from '../core/books/shift-report-reader.js';
import { type VerifyResult, verifyLog } from '../core/log/verify.js';
import { readRatingsOfFile } from '../core/ratings/ratings-reader.js';
import { ratingsReply } from '../core/ratings/ratings-reply.js';
import { readStaffReport } from '../core/staff/staff-report-reader.js';

/**
 * What a screen reads from the whole log (a report, the ratings, the audit), each on a connection
 * of its own to the file at `dbPath`: answered on the reader thread (reader-thread.ts), never on the
 * table's, since a month of shifts takes seconds to read.
 */
export const readerAnswers = {
  /** The shift report as `sabot report shift` reads it; the live table keeps the round list current. */
  shiftReport: ({ day, month }: RequestOf<'shiftReport'>, dbPath: string): ReplyOf<'shiftReport'> => {
    const period: ReportPeriod | undefined =
      day !== undefined ? { day } : month !== undefined ? { month } : undefined;
    return readShiftReport(dbPath, { write: false, ...(period && { period }) }).report;
  },

  /** The rated players' sessions as `sabot ratings --json` reads them. */
  ratings: ({ player, day }: RequestOf<'ratings'>, dbPath: string): ReplyOf<'ratings'> =>
    ratingsReply(
      readRatingsOfFile(dbPath, {
        ...(player !== undefined && { player }),
        ...(day !== undefined && { day }),
      }),
      dbPath,
    ),

  /** Who did what, as `sabot staff report --json` reads it. */
  staffReport: ({ badge, day }: RequestOf<'staffReport'>, dbPath: string): ReplyOf<'staffReport'> => {
    const report = readStaffReport(dbPath, { badge, ...(day !== undefined && { day }) });
    return {
      ...report,
      roles: [...report.roles],
      days: report.days.map((one) => ({
        ...one,
        slipsSigned: [...one.slipsSigned],
        rulings: [...one.rulings],
      })),
    };
  },

  /** The same audit as `sabot verify`, read-only on the file. */
  verifyLog: (_: RequestOf<'verifyLog'>, dbPath: string): ReplyOf<'verifyLog'> =>
    verifiedLogReply(verifyLog(dbPath)),
};

/** The audit's result as the contract carries it, whichever thread read it. */
export const verifiedLogReply = (verified: VerifyResult): ReplyOf<'verifyLog'> =>
  verified.ok
    ? { ok: true, events: verified.events }
    : { ok: false, position: verified.position, problem: verified.problem, said: verified.said };

export type ReaderOperation = keyof typeof readerAnswers;

export const isReaderOperation = (op: string): op is ReaderOperation => Object.hasOwn(readerAnswers, op);
