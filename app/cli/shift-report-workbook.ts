import type { ShiftReportWire } from '../contract/shift-report-csv.js';
import { loadWorkbookWriter, workbookSheets } from '../core/books/shift-report-workbook.js';
import { CliError, EXIT } from './exit-codes.js';
import type { CliIo } from './io.js';
import { cliText } from './words.js';

/** Why the file cannot be written, in the pit boss's words (a full disk says so in its own). */
function whyUnwritable(error: unknown): string {
  switch ((error as NodeJS.ErrnoException).code) {
    case 'ENOENT':
    case 'ENOTDIR':
      return cliText('cli.report.xlsx-why.no-folder');
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      return cliText('cli.report.xlsx-why.forbidden');
    case 'EISDIR':
      return cliText('cli.report.xlsx-why.folder');
    default:
      return (error as Error).message;
  }
}

/** `--xlsx FILE`: the report's workbook written, and a sentence saying which sheets it holds. */
export async function writeReportWorkbook(
  io: CliIo,
  reports: readonly ShiftReportWire[],
  file: string,
): Promise<void> {
  const write = await loadWorkbookWriter();
  const sheets = workbookSheets(reports);
  try {
    await write(sheets, file);
  } catch (error) {
    throw new CliError(
      cliText('cli.report.xlsx-failed', { file, reason: whyUnwritable(error) }),
      EXIT.rejected,
    );
  }
  io.out(
    `${cliText('cli.report.xlsx-written', { file, sheets: sheets.map((one) => one.sheet).join(', ') })}\n`,
  );
}
