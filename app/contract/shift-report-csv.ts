import type { shiftReportSchema } from './shift-report.js';
import type { WireOf } from './wire-shape.js';

/** The report as the wire or the core hands it (read only). */
type ShiftReport = WireOf<typeof shiftReportSchema>;

/** The words a CSV's labels are written in: the report's own, in the reader's language. */
export interface ReportCsvWords {
  /** The headings of the first two blocks: table, day, day starts; figure, amount. */
  readonly tableColumns: readonly [string, string, string];
  readonly figureColumns: readonly [string, string];
  readonly label: (figure: ReportFigure) => string;
  readonly slipColumns: readonly string[];
  readonly croupierColumns: readonly string[];
  readonly kind: (kind: 'fill' | 'credit') => string;
  /** What the void column holds for a slip, void or not. */
  readonly voidCell: (isVoid: boolean) => string | number;
  /** The label of a line saying whether the table is still open (1) or closed (0); none: no line. */
  readonly stillOpen?: string;
}

/** The figures of the report in the order the screen and the CSV list them. */
export const REPORT_FIGURES = [
  'opener',
  'closer',
  'fills',
  'credits',
  'drop',
  'markers',
  'chipsSold',
  'win',
  'hold',
  'houseResult',
  'expectedCloser',
  'discrepancy',
  'rounds',
  'roundsPerHour',
] as const satisfies readonly (keyof ShiftReport)[];
export type ReportFigure = (typeof REPORT_FIGURES)[number];

/**
 * A cell as a spreadsheet must read it (RFC 4180): quoted when it holds a separator, a quote or a
 * line break, and text never taken for a formula (a name typed as "=…" stays text).
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = (cells: readonly (string | number | null)[]): string => cells.map(csvCell).join(',');

/**
 * The shift report as one CSV file, the same for `sabot report shift --csv` and the pit boss's
 * screen: the table and its day, the figures (amounts in table units, plain digits with a dot, as
 * a spreadsheet reads them in any language), the slips (VOID marked, its reason beside it), the
 * croupiers; each block under its heading, an empty line between, lines ended by CRLF.
 */
export function shiftReportCsv(report: ShiftReport, words: ReportCsvWords): string {
  const lines = [
    line(words.tableColumns),
    line([report.table, report.day, report.gamingDayStarts]),
    '',
    line(words.figureColumns),
    ...REPORT_FIGURES.map((figure) => line([words.label(figure), report[figure]])),
    ...(words.stillOpen === undefined ? [] : [line([words.stillOpen, report.stillOpen ? 1 : 0])]),
    '',
    line(words.slipColumns),
    ...report.slips.map((slip) =>
      line([
        slip.slip,
        words.kind(slip.kind),
        slip.amount,
        words.voidCell(slip.void),
        slip.voidReason,
        slip.at,
        slip.by.join('; '),
      ]),
    ),
    '',
    line(words.croupierColumns),
    ...report.croupiers.map((croupier) =>
      line([
        croupier.name,
        croupier.rounds,
        croupier.hours,
        croupier.misdeals,
        croupier.corrections,
        croupier.voids,
      ]),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
