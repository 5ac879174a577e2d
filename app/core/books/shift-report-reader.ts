import { basename, extname } from 'node:path';
import type Database from 'better-sqlite3';
import type { TableOpened } from '../../../engine/log/log-events.js';
import type { ShiftReport } from '../../contract/shift-report.js';
import { openProjectedLog } from '../projections/round-list-reader.js';
import { readBookFacts, readLastFact, readOpening } from './book-log.js';
import { type BookPlace, lastDayOf, readBookPlaces } from './book-places.js';
import { walkBooks } from './book-walk.js';
import {
  DEFAULT_GAMING_DAY_STARTS,
  type GamingDayClock,
  gamingDayReader,
  knownTimeZone,
  machineTimeZone,
  minutesOfDay,
} from './gaming-day.js';
import { afterPeriod, inPeriodOf, type PeriodReading, periodReading } from './period-stretches.js';
import { settledRounds } from './settled-rounds.js';
import { type ReportPeriod, shiftReportOf } from './shift-report.js';

export interface ShiftReportRequest {
  /** A gaming day or a month; absent: the gaming day of the log's last fact. */
  readonly period?: ReportPeriod;
  /** `HH:MM` (checked by the caller); absent: the table's own, else 06:00. */
  readonly gamingDayStarts?: string;
  /** An IANA zone (checked by the caller); absent: the table's own, else the machine's. */
  readonly timeZone?: string;
  /** The hold's expected interval (fractions); absent: the table's own, else none. */
  readonly expectedHold?: { readonly low: number; readonly high: number };
  /** False: never write the file (an evidence copy); the round list is folded in memory if behind. */
  readonly write?: boolean;
}

export interface ShiftReportRead {
  readonly report: ShiftReport;
  /** Whether the table ever kept books (an opener in the log): a home game's log has none. */
  readonly booksKept: boolean;
  /** The clock the gaming days were read with. */
  readonly clock: GamingDayClock;
  /** How the round list was read, when the pit boss should know. */
  readonly note: string | null;
}

/**
 * The shift report of the log at `dbPath`: the books' facts and the settlements read through their
 * indexes, the round list's flags from its projection, walked once into gaming days. The table is
 * named after the log's file.
 */
export function readShiftReport(dbPath: string, request: ShiftReportRequest = {}): ShiftReportRead {
  const { period, ...asked } = request;
  const { note, ...books } = readShiftBooks(dbPath, period ?? 'last-day', asked);
  return { ...reportOf(books, period), note };
}

/**
 * The shift report of an open log (`log`) whose round list is current in `rows`: at a live table
 * the same connection, after `currentRoundProjection` wrote the round in play. Read in one
 * transaction, so appends meanwhile are not half seen.
 */
export function shiftReportOfLog(
  log: Database.Database,
  rows: Database.Database,
  table: string,
  request: Omit<ShiftReportRequest, 'write'> = {},
): Omit<ShiftReportRead, 'note'> {
  const { period, ...asked } = request;
  return reportOf(shiftBooksOfLog(log, rows, table, period ?? 'last-day', asked), period);
}

function reportOf(books: ShiftBooks, period: ReportPeriod | undefined): Omit<ShiftReportRead, 'note'> {
  return { report: books.report(period), booksKept: books.booksKept, clock: books.clock };
}

/**
 * Which gaming days a reading of the books must get right: one period's (the rounds of the other
 * days' sessions are then never read, so the reading costs the period, not the log), the gaming
 * day of the log's last fact, or every day the log holds (the whole log read).
 */
export type BooksScope = ReportPeriod | 'last-day' | 'every-day';

/** A log's books walked once into gaming days, for the reports of the periods its scope covers. */
export interface ShiftBooks {
  /** The gaming days the walk met, oldest first: every day the log holds when read for every day. */
  readonly days: readonly string[];
  /** The gaming day of the log's last fact (today's, for an empty log). */
  readonly lastDay: string;
  readonly booksKept: boolean;
  readonly clock: GamingDayClock;
  /** The report of a period within the scope read; absent: the gaming day of the log's last fact. */
  report(period?: ReportPeriod): ShiftReport;
}

/** The books of the log at `dbPath` (see readShiftReport), walked once for the gaming days of `scope`. */
export function readShiftBooks(
  dbPath: string,
  scope: BooksScope,
  request: Omit<ShiftReportRequest, 'period'> = {},
): ShiftBooks & { readonly note: string | null } {
  const opened = openProjectedLog(dbPath, request.write === false ? { write: false } : {});
  try {
    const table = basename(dbPath, extname(dbPath));
    const books = shiftBooksOfLog(opened.log, opened.rows, table, scope, request);
    return { ...books, note: opened.note };
  } finally {
    opened.close();
  }
}

function shiftBooksOfLog(
  log: Database.Database,
  rows: Database.Database,
  table: string,
  scope: BooksScope,
  request: Omit<ShiftReportRequest, 'write' | 'period'>,
): ShiftBooks {
  // One transaction: appends meanwhile are not half seen, and the walk's lookups read the same log.
  return log.transaction(() => {
    const opening = readOpening(log)?.event;
    const clock = gamingDayClockOf(opening, request);
    const dayOf = gamingDayReader(clock);
    const places = readBookPlaces(log, dayOf);
    const lastFact = readLastFact(log);
    const today = new Date().toISOString().slice(0, 10);
    const read =
      scope === 'every-day'
        ? null
        : scope === 'last-day'
          ? { day: lastDayOf(places, lastFact, dayOf) ?? today }
          : scope;
    const reading = read && periodReadingOf(log, rows, places, read, dayOf);
    const facts = readBookFacts(
      log,
      rows,
      reading && reading.until !== null ? { until: reading.until, later: reading.later } : null,
    );
    const ledger = walkBooks({ ...facts, ...settledRounds(log, rows, reading?.stretches ?? null) }, dayOf);
    // A walk cut after the period does not meet the log's last facts: the places tell its last day.
    const lastDay = (read ? lastDayOf(places, lastFact, dayOf) : ledger.lastDay) ?? today;
    const expectedHold = request.expectedHold ?? opening?.expectedHold ?? null;
    return {
      days: [...ledger.days.keys()].sort(),
      lastDay,
      booksKept: places.some((place) => place.type === 'OpenerCounted'),
      clock,
      report: (period = read ?? { day: lastDay }) => {
        // The other days' rounds were not read: their figures would be wrong, so asking is a bug.
        if (read && !within(period, read))
          throw new Error(`books read for ${JSON.stringify(read)}, not ${JSON.stringify(period)}`);
        return shiftReportOf(ledger, period, table, clock.starts, expectedHold);
      },
    };
  })();
}

/**
 * What the report of `period` reads (see periodReading), unless something after it is timed back
 * into it (a clock put back): a round dealt with no session open, or a fact reaching back whose
 * own time falls in or before the period (a spoiled slip form is listed in the day of its void).
 * Then the whole log after it is read, as the walk of the whole log would count it.
 */
function periodReadingOf(
  log: Database.Database,
  rows: Database.Database,
  places: readonly BookPlace[],
  period: ReportPeriod,
  dayOf: (iso: string) => string,
): Pick<PeriodReading, 'stretches' | 'until' | 'later'> {
  const reading = periodReading(places, period);
  const last = afterPeriod(period);
  const later = new Set(reading.later);
  const timedBack =
    places.some((place) => later.has(place.position) && dayOf(place.time) <= last) ||
    (reading.after.length > 0 &&
      settledRounds(log, rows, reading.after).settlements.some((settled) => dayOf(settled.time) <= last));
  return timedBack
    ? { stretches: [...reading.stretches, ...reading.after], until: null, later: [] }
    : reading;
}

/** Whether every gaming day of `asked` is one of `read`'s. */
const within = (asked: ReportPeriod, read: ReportPeriod): boolean =>
  'day' in asked ? inPeriodOf(read)(asked.day) : 'month' in read && read.month === asked.month;

/** The clock a table's gaming days are read with: the one asked, else the table's own, else 06:00 here. */
export function gamingDayClockOf(
  opening: Pick<TableOpened, 'gamingDayStarts' | 'timeZone'> | undefined,
  request: Pick<ShiftReportRequest, 'gamingDayStarts' | 'timeZone'> = {},
): GamingDayClock {
  return {
    starts:
      request.gamingDayStarts ??
      (opening?.gamingDayStarts !== undefined && minutesOfDay(opening.gamingDayStarts) !== null
        ? opening.gamingDayStarts
        : DEFAULT_GAMING_DAY_STARTS),
    timeZone:
      request.timeZone ??
      (opening?.timeZone !== undefined && knownTimeZone(opening.timeZone)
        ? opening.timeZone
        : machineTimeZone()),
  };
}
