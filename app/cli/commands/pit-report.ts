import type { Command } from 'commander';
import { shiftReportCsv } from '../../contract/shift-report-csv.js';
import { type PitPeriod, pitReports } from '../../pit/center/report-pit.js';
import { CliError, EXIT } from '../exit-codes.js';
import { type CliIo, printJson } from '../io.js';
import { withLog } from '../log-option.js';
import { pitReportText } from '../pit-report-text.js';
import { writeReportWorkbook } from '../shift-report-workbook.js';
import { centerOption } from '../shipping-option.js';
import { cliText } from '../words.js';
import { periodOf, reportFormOf } from './report.js';
import { replicaCacheOption, withCenter, withReplicas } from './with-center.js';

interface PitReportOptions {
  pg: string;
  day?: string;
  month?: string;
  all?: boolean;
  json?: boolean;
  /** `--csv` alone: true, the summary. */
  csv?: boolean | string;
  xlsx?: string;
  cache?: string;
}

/** `sabot pit report`: the shift report of every table and of the whole pit, read from the center. */
export function registerPitReportCommand(pit: Command, io: CliIo): void {
  pit
    .command('report')
    .description(cliText('cli.pit.report.description'))
    .addOption(centerOption())
    .option('--day <YYYY-MM-DD>', cliText('cli.pit.report.option.day'))
    .option('--month <YYYY-MM>', cliText('cli.report.option.month'))
    .option('--all', cliText('cli.pit.report.option.all'))
    .option('--json', cliText('cli.pit.option.json'))
    .option('--csv [KIND]', cliText('cli.report.option.csv'))
    .option('--xlsx <FILE>', cliText('cli.report.option.xlsx'))
    .addOption(replicaCacheOption())
    .action(async (options: PitReportOptions) => {
      const period = pitPeriodOf(options);
      const csvKind = reportFormOf(options);
      const reports = await withCenter(options.pg, (center) =>
        withReplicas(io, center, options.cache, (tables) => withLog(() => pitReports(tables, period))),
      );
      // Each table's rows of every period in one file or workbook: the tables' own, side by side.
      const tables = reports.flatMap((report) => report.tables);
      if (options.json) printJson(io, 'all' in period ? { days: reports } : reports[0]);
      else if (csvKind) io.out(shiftReportCsv(tables, csvKind));
      else if (options.xlsx !== undefined) await writeReportWorkbook(io, tables, options.xlsx);
      else io.out(reports.map(pitReportText).join('\n'));
    });
}

function pitPeriodOf(options: PitReportOptions): PitPeriod {
  const asked = periodOf(options);
  if (options.all) {
    if (asked) throw new CliError(cliText('cli.pit.report.all-and-period'), EXIT.usage);
    return { all: true };
  }
  return asked ?? { current: true };
}
