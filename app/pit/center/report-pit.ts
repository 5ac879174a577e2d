import { MINOR_PER_UNIT } from '../../../engine/money.js';
import type { PitPeriodReport, PitTotals } from '../../contract/pit-report.js';
import type { ShiftReport } from '../../contract/shift-report.js';
import { REPORT_FIGURES, type ReportFigure } from '../../contract/shift-report-csv.js';
import type { ReportPeriod } from '../../core/books/shift-report.js';
import { readShiftBooks, type ShiftBooks } from '../../core/books/shift-report-reader.js';
import type { Replica } from './report-replicas.js';

/** What the pit's report covers: one gaming day, a month to date, every day, or the current day. */
export type PitPeriod = ReportPeriod | { readonly all: true } | { readonly current: true };

/** The amounts summed over the tables: every figure of the report but the hold and the counts. */
type Summed = Exclude<ReportFigure, 'hold' | 'rounds' | 'roundsPerHour'>;
const SUMMED = REPORT_FIGURES.filter(
  (figure): figure is Summed => figure !== 'hold' && figure !== 'rounds' && figure !== 'roundsPerHour',
);

/**
 * The pit's report: each table's shift report computed by the table's own code over its replica
 * (readShiftBooks, the reader of `sabot report shift`), and the totals. Each table's books are
 * read for the period asked only (its other days' rounds never), so a day's report costs the day.
 * Without a period, the current gaming day: the latest any table played in (today's while the pit
 * is open), for every table. `all`: every gaming day any table's log holds, oldest first (every
 * log read whole).
 */
export function pitReports(replicas: readonly Replica[], period: PitPeriod): PitPeriodReport[] {
  const books = booksOf(replicas, period);
  const periods = periodsOf(books, period);
  return periods.map((each) => {
    const tables = books.map((table) => table.report(each));
    return { day: 'day' in each ? each.day : each.month, tables, totals: pitTotalsOf(tables) };
  });
}

/** Each table's books, read for the gaming days the period needs. */
function booksOf(replicas: readonly Replica[], period: PitPeriod): ShiftBooks[] {
  if ('all' in period) return replicas.map((replica) => readShiftBooks(replica.file, 'every-day'));
  if (!('current' in period)) return replicas.map((replica) => readShiftBooks(replica.file, period));
  // The current day is the latest of the tables' last days: a table whose own last day it is was
  // read for it already; the others are read again for that day.
  const lastDays = replicas.map((replica) => readShiftBooks(replica.file, 'last-day'));
  const current = currentDay(lastDays);
  return lastDays.map((books, at) =>
    books.lastDay === current ? books : readShiftBooks((replicas[at] as Replica).file, { day: current }),
  );
}

const currentDay = (books: readonly ShiftBooks[]): string =>
  books
    .map((table) => table.lastDay)
    .sort()
    .at(-1) ?? new Date().toISOString().slice(0, 10);

function periodsOf(books: readonly ShiftBooks[], period: PitPeriod): ReportPeriod[] {
  if ('all' in period)
    return [...new Set(books.flatMap((table) => table.days))].sort().map((day) => ({ day }));
  if ('current' in period) return [{ day: currentDay(books) }];
  return [period];
}

/** Sums in minor units (no float drift), hold recomputed from the sums: never an average of holds. */
export function pitTotalsOf(tables: readonly ShiftReport[]): PitTotals {
  const sum = (figure: Summed): number =>
    tables.reduce((total, table) => total + Math.round(table[figure] * MINOR_PER_UNIT), 0) / MINOR_PER_UNIT;
  const totals = Object.fromEntries(SUMMED.map((figure) => [figure, sum(figure)])) as Record<Summed, number>;
  return {
    tableCount: tables.length,
    ...totals,
    hold: totals.drop === 0 ? null : Number((totals.win / totals.drop).toFixed(4)),
    rounds: tables.reduce((total, table) => total + table.rounds, 0),
  };
}
