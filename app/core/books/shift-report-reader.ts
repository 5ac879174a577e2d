import { basename, extname } from 'node:path';
import type { ShiftReport } from '../../contract/shift-report.js';
import { openProjectedLog } from '../projections/round-list-reader.js';
import { readBookLog } from './book-log.js';
import { walkBooks } from './book-walk.js';
import {
  DEFAULT_GAMING_DAY_STARTS,
  type GamingDayClock,
  gamingDayReader,
  knownTimeZone,
  machineTimeZone,
  minutesOfDay,
} from './gaming-day.js';
import { type ReportPeriod, shiftReportOf } from './shift-report.js';

export interface ShiftReportRequest {
  /** A gaming day or a month; absent: the gaming day of the log's last fact. */
  readonly period?: ReportPeriod;
  /** `HH:MM` (checked by the caller); absent: the table's own, else 06:00. */
  readonly gamingDayStarts?: string;
  /** An IANA zone (checked by the caller); absent: the table's own, else the machine's. */
  readonly timeZone?: string;
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
 * indexes, the round list's flags from its projection, walked once into gaming days.
 */
export function readShiftReport(dbPath: string, request: ShiftReportRequest = {}): ShiftReportRead {
  const opened = openProjectedLog(dbPath, request.write === false ? { write: false } : {});
  try {
    const log = opened.log.transaction(() => readBookLog(opened.log, opened.rows))();
    const table = log.opening?.event;
    const clock: GamingDayClock = {
      starts:
        request.gamingDayStarts ??
        (table?.gamingDayStarts !== undefined && minutesOfDay(table.gamingDayStarts) !== null
          ? table.gamingDayStarts
          : DEFAULT_GAMING_DAY_STARTS),
      timeZone:
        request.timeZone ??
        (table?.timeZone !== undefined && knownTimeZone(table.timeZone) ? table.timeZone : machineTimeZone()),
    };
    const ledger = walkBooks(log, gamingDayReader(clock));
    const period = request.period ?? { day: ledger.lastDay ?? new Date().toISOString().slice(0, 10) };
    const name = basename(dbPath, extname(dbPath));
    return {
      report: shiftReportOf(ledger, period, name, clock.starts),
      booksKept: log.facts.some((fact) => fact.event.type === 'OpenerCounted'),
      clock,
      note: opened.note,
    };
  } finally {
    opened.close();
  }
}
