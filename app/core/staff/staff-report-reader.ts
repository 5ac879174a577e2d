import { roundOfStream } from '../../../engine/log/log-events.js';
import { sqlTypeList } from '../../../engine/table/event-kinds.js';
import { readOpening } from '../books/book-log.js';
import { gamingDayReader } from '../books/gaming-day.js';
import { gamingDayClockOf } from '../books/shift-report-reader.js';
import { openProjectedLog } from '../projections/round-list-reader.js';
import { type StaffJournalRow, type StaffReport, StaffReportBuilder } from './staff-report.js';

/** The types of fact who-did-what reads: a duty, a change of the register, a signed record, a ruling. */
const STAFF_REPORT_TYPES = sqlTypeList('duty', 'register', 'signed', 'audited');

export interface StaffReportRequest {
  readonly badge: string;
  /** One gaming day (`YYYY-MM-DD`, the table's day start and zone); every day without it. */
  readonly day?: string;
  /** The zone the gaming days are read in; the table's own without it. */
  readonly timeZone?: string;
}

/**
 * One person's work at the table of `dbPath` (`sabot staff report`): its facts and journal
 * streamed row by row in the log's order, the rounds they dealt from the round list (whose
 * croupier is the one on duty at each round's first card).
 */
export function readStaffReport(dbPath: string, request: StaffReportRequest): StaffReport {
  const opened = openProjectedLog(dbPath);
  try {
    const { log, rows } = opened;
    return log.transaction(() => {
      const opening = readOpening(log)?.event;
      const clock = gamingDayClockOf(
        opening,
        request.timeZone === undefined ? {} : { timeZone: request.timeZone },
      );
      const builder = new StaffReportBuilder(request.badge, gamingDayReader(clock), request.day);
      // Only the kinds of fact the report reads: the cards and bets, most of a log, are never parsed.
      const facts = log.prepare<[], { type: string; stream: string; data: string; time: string }>(
        `SELECT type, stream, data, json_extract(metadata, '$.time') AS time FROM events WHERE type IN (${STAFF_REPORT_TYPES}) ORDER BY position`,
      );
      for (const fact of facts.iterate())
        builder.fact({
          type: fact.type,
          round: roundOfStream(fact.stream),
          data: JSON.parse(fact.data),
          time: fact.time,
        });
      const journal = log.prepare<[], StaffJournalRow>(
        `SELECT kind, operator, json_extract(asked, '$.check') AS "check", code, time FROM journal ORDER BY position`,
      );
      for (const entry of journal.iterate()) builder.journal(entry);
      const dealt = rows
        .prepare<[string], string>(
          'SELECT started_at FROM round_list WHERE croupier_badge = ? ORDER BY round',
        )
        .pluck();
      for (const startedAt of dealt.iterate(request.badge)) builder.roundDealt(startedAt);
      return builder.report();
    })();
  } finally {
    opened.close();
  }
}
