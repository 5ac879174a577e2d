import type { Command } from 'commander';
import { isReportTableKind, type ReportTableKind, shiftReportCsv } from '../../contract/shift-report-csv.js';
import type { ReportPeriod } from '../../core/books/shift-report.js';
import { readShiftReport } from '../../core/books/shift-report-reader.js';
import { CliError, EXIT } from '../exit-codes.js';
import { type CliIo, printJson } from '../io.js';
import { logOption, readExistingLog } from '../log-option.js';
import { shiftReportText } from '../shift-report-text.js';
import { writeReportWorkbook } from '../shift-report-workbook.js';
import {
  checkGamingDay,
  expectedHoldOf,
  type TableConfigOptions,
  withGamingDayOptions,
} from '../table-config-option.js';
import { cliText } from '../words.js';

interface ShiftOptions extends Omit<TableConfigOptions, 'chips'> {
  db: string;
  day?: string;
  month?: string;
  json?: boolean;
  /** `--csv` alone: true, the summary. */
  csv?: boolean | string;
  xlsx?: string;
  readOnly?: boolean;
}

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function registerReportCommand(program: Command, io: CliIo): void {
  const report = program.command('report').description(cliText('cli.report.description'));
  const shift = report
    .command('shift')
    .description(cliText('cli.report.shift.description'))
    .addOption(logOption())
    .option('--day <YYYY-MM-DD>', cliText('cli.report.option.day'))
    .option('--month <YYYY-MM>', cliText('cli.report.option.month'));
  withGamingDayOptions(shift)
    .option('--read-only', cliText('cli.rounds.option.read-only'))
    .option('--json', cliText('cli.report.option.json'))
    .option('--csv [KIND]', cliText('cli.report.option.csv'))
    .option('--xlsx <FILE>', cliText('cli.report.option.xlsx'))
    .action(async (options: ShiftOptions) => {
      const period = periodOf(options);
      checkGamingDay(options);
      const csvKind = reportFormOf(options);
      const expectedHold = expectedHoldOf(options.expectedHold);
      const read = readExistingLog(options.db, () =>
        readShiftReport(options.db, {
          ...(period && { period }),
          ...(options.gamingDayStarts !== undefined && { gamingDayStarts: options.gamingDayStarts }),
          ...(options.timeZone !== undefined && { timeZone: options.timeZone }),
          ...(options.readOnly && { write: false }),
          ...(expectedHold && { expectedHold }),
        }),
      );
      if (read.note) io.err(`sabot: ${read.note}\n`);
      if (options.json) printJson(io, read.report);
      else if (csvKind) io.out(shiftReportCsv([read.report], csvKind));
      else if (options.xlsx !== undefined) await writeReportWorkbook(io, [read.report], options.xlsx);
      else io.out(shiftReportText(read.report, { booksKept: read.booksKept, timeZone: read.clock.timeZone }));
    });
}

/**
 * The one form asked of a report (`--json`, `--csv [KIND]`, `--xlsx FILE`; none: the text), checked:
 * the table `--csv` asks for, the summary when it names none.
 */
export function reportFormOf(options: {
  readonly json?: boolean;
  readonly csv?: boolean | string;
  readonly xlsx?: string;
}): ReportTableKind | undefined {
  const forms = [options.json, options.csv, options.xlsx].filter((form) => form !== undefined);
  if (forms.length > 1) throw new CliError(cliText('cli.report.json-and-csv'), EXIT.usage);
  return csvKindOf(options.csv);
}

function csvKindOf(csv: boolean | string | undefined): ReportTableKind | undefined {
  if (csv === undefined) return undefined;
  if (csv === true) return 'summary';
  if (typeof csv === 'string' && isReportTableKind(csv)) return csv;
  throw new CliError(cliText('cli.report.bad-csv-kind', { text: String(csv) }), EXIT.usage);
}

/** The period asked with --day or --month (checked), or none. */
export function periodOf(options: { day?: string; month?: string }): ReportPeriod | undefined {
  if (options.day !== undefined && options.month !== undefined)
    throw new CliError(cliText('cli.report.day-and-month'), EXIT.usage);
  if (options.day !== undefined) {
    if (!DAY.test(options.day))
      throw new CliError(cliText('cli.report.bad-day', { text: options.day }), EXIT.usage);
    return { day: options.day };
  }
  if (options.month !== undefined) {
    if (!MONTH.test(options.month))
      throw new CliError(cliText('cli.report.bad-month', { text: options.month }), EXIT.usage);
    return { month: options.month };
  }
  return undefined;
}
