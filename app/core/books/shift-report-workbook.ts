import {
  REPORT_TABLE_KINDS,
  type ReportCell,
  reportTable,
  type ShiftReportWire,
} from '../../contract/shift-report-csv.js';

/** A cell as the workbook library takes it: a plain value, or one with its display format. */
export type WorkbookCell =
  | string
  | number
  | null
  | { readonly value: number; readonly type: NumberConstructor; readonly format: string }
  | { readonly value: string; readonly fontWeight: 'bold' };

export interface WorkbookSheet {
  readonly sheet: string;
  readonly data: readonly (readonly WorkbookCell[])[];
}

/** The columns a spreadsheet shows as a percentage: the value stays the report's fraction. */
const PERCENT_COLUMNS: ReadonlySet<string> = new Set(['hold']);

const cellOf = (value: ReportCell, column: string): WorkbookCell =>
  typeof value === 'number' && PERCENT_COLUMNS.has(column) ? { value, type: Number, format: '0.0%' } : value;

/**
 * The shift report as a workbook for the accounting office: one sheet per table of the report,
 * named by its kind, holding exactly the cells of `--csv KIND` (numbers as numbers, the hold
 * shown as a percentage of one decimal as on the screen, its value the same fraction).
 */
export function workbookSheets(reports: readonly ShiftReportWire[]): WorkbookSheet[] {
  return REPORT_TABLE_KINDS.map((kind) => {
    const { columns, rows } = reportTable(reports, kind);
    return {
      sheet: kind,
      data: [
        columns.map((value) => ({ value, fontWeight: 'bold' as const })),
        ...rows.map((row) => row.map((value, index) => cellOf(value, columns[index] ?? ''))),
      ],
    };
  });
}

/** What the workbook library does for us: the sheets, written to a file. */
export type WriteWorkbook = (sheets: readonly WorkbookSheet[], file: string) => Promise<void>;

/**
 * write-excel-file (maintained, pure JavaScript, one dependency) writes the .xlsx. It is loaded
 * when a workbook is asked for, so no other command pays for loading it.
 */
const WORKBOOK_LIBRARY: string = 'write-excel-file/node';

interface WriteExcelFile {
  default: (sheets: readonly WorkbookSheet[]) => { toFile(path: string): Promise<void> };
}

/** The library's writer. */
export async function loadWorkbookWriter(): Promise<WriteWorkbook> {
  const library = (await import(WORKBOOK_LIBRARY)) as WriteExcelFile;
  return (sheets, file) => library.default(sheets).toFile(file);
}
