import type { ShiftReport } from '../contract/shift-report.js';
import { CROUPIER_COLUMNS, SHIFT_FIGURES } from './shift-report-text.js';
import { cliText } from './words.js';

/** A field as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break. */
export const csvField = (value: string | number | null): string => {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

const csvLine = (fields: readonly (string | number | null)[]): string =>
  `${fields.map(csvField).join(',')}\r\n`;

/**
 * The shift report as one CSV file a casino's accountant opens in a spreadsheet: the summary (one
 * figure a line), then the slips, then the croupiers, each block under its own heading line and
 * separated by an empty line. Amounts are plain numbers in table units (a point before the cents),
 * times ISO 8601, lines ended by CRLF (RFC 4180).
 */
export function shiftReportCsv(report: ShiftReport): string {
  let csv = csvLine([
    cliText('cli.report.column.table'),
    cliText('cli.report.column.day'),
    cliText('cli.report.column.starts'),
  ]);
  csv += csvLine([report.table, report.day, report.gamingDayStarts]);
  csv += '\r\n';
  csv += csvLine([cliText('cli.report.column.figure'), cliText('cli.report.column.amount')]);
  for (const [figure, key] of SHIFT_FIGURES) csv += csvLine([cliText(key), report[figure]]);
  csv += csvLine([cliText('cli.report.still-open-field'), report.stillOpen ? 1 : 0]);
  csv += '\r\n';
  csv += csvLine([
    cliText('cli.report.column.slip'),
    cliText('cli.report.column.kind'),
    cliText('cli.report.column.amount'),
    cliText('cli.report.column.void'),
    cliText('cli.report.column.reason'),
    cliText('cli.report.column.at'),
    cliText('cli.report.column.by'),
  ]);
  for (const slip of report.slips)
    csv += csvLine([
      slip.slip,
      cliText(slip.kind === 'fill' ? 'cli.report.kind.fill' : 'cli.report.kind.credit'),
      slip.amount,
      slip.void ? 1 : 0,
      slip.voidReason,
      slip.at,
      slip.by.join('; '),
    ]);
  csv += '\r\n';
  csv += csvLine(CROUPIER_COLUMNS.map((key) => cliText(key)));
  for (const line of report.croupiers)
    csv += csvLine([line.name, line.rounds, line.hours, line.misdeals, line.corrections, line.voids]);
  return csv;
}
