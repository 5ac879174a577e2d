import type { ShiftReport } from '../contract/shift-report.js';
import { shiftReportCsv as csvOf, type ReportFigure } from '../contract/shift-report-csv.js';
import { CROUPIER_COLUMNS, SHIFT_FIGURES } from './shift-report-text.js';
import { cliText } from './words.js';

/** Each figure's words, as the terminal's table names it. */
const FIGURE_KEY = new Map<ReportFigure, (typeof SHIFT_FIGURES)[number][1]>(SHIFT_FIGURES);

/**
 * The shift report as one CSV file a casino's accountant opens in a spreadsheet, in the blocks
 * the pit boss's screen downloads (see the contract's `shiftReportCsv`): labels in the command's
 * language, a void slip marked 1, and a line saying whether the table is still open.
 */
export const shiftReportCsv = (report: ShiftReport): string =>
  csvOf(report, {
    tableColumns: [
      cliText('cli.report.column.table'),
      cliText('cli.report.column.day'),
      cliText('cli.report.column.starts'),
    ],
    figureColumns: [cliText('cli.report.column.figure'), cliText('cli.report.column.amount')],
    label: (figure) => cliText(FIGURE_KEY.get(figure) ?? 'cli.report.column.figure'),
    stillOpen: cliText('cli.report.still-open-field'),
    slipColumns: [
      cliText('cli.report.column.slip'),
      cliText('cli.report.column.kind'),
      cliText('cli.report.column.amount'),
      cliText('cli.report.column.void'),
      cliText('cli.report.column.reason'),
      cliText('cli.report.column.at'),
      cliText('cli.report.column.by'),
    ],
    croupierColumns: CROUPIER_COLUMNS.map((key) => cliText(key)),
    kind: (kind) => cliText(kind === 'fill' ? 'cli.report.kind.fill' : 'cli.report.kind.credit'),
    voidCell: (isVoid) => (isVoid ? 1 : 0),
  });
