import type { PitPeriodReport } from '../contract/pit-report.js';
import { figureText, SHIFT_FIGURES, type ShiftFigure } from './shift-report-text.js';
import { textTable } from './text-table.js';
import { cliText } from './words.js';

/** The figures of the pit's table, one line per table and the totals, in the report's order. */
const PIT_FIGURES = [
  'opener',
  'closer',
  'fills',
  'credits',
  'drop',
  'win',
  'hold',
  'discrepancy',
  'rounds',
  'roundsPerHour',
] as const satisfies readonly ShiftFigure[];

const FIGURE_WORDS = new Map(SHIFT_FIGURES);
const label = (figure: ShiftFigure): string =>
  cliText(FIGURE_WORDS.get(figure) ?? 'cli.report.column.figure');

/** The pit's report of one period on a terminal: a line per table with the table's figures, then the pit's. */
export function pitReportText(report: PitPeriodReport): string {
  const title = cliText(report.day.length === 7 ? 'cli.pit.report.title.month' : 'cli.pit.report.title.day', {
    day: report.day,
    tables: report.totals.tableCount,
  });
  const rows = report.tables.map((table) => [
    table.table,
    ...PIT_FIGURES.map((figure) => figureText(table, figure)),
  ]);
  rows.push([
    cliText('cli.pit.report.totals'),
    ...PIT_FIGURES.map((figure) => figureText(report.totals, figure)),
  ]);
  const notes = report.tables
    .filter((table) => table.stillOpen)
    .map((table) => cliText('cli.pit.report.still-open', { table: table.table }));
  return `${title}\n\n${textTable([cliText('cli.report.column.table'), ...PIT_FIGURES.map(label)], rows)}\n${notes
    .map((note) => `${note}\n`)
    .join('')}`;
}
