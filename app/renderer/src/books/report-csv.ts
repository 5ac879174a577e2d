import type { ReplyOf } from '../../../contract';

/** The shift report as the wire carries it (the contract's `ShiftReport`, read only). */
export type ShiftReport = ReplyOf<'shiftReport'>;

/** The words a CSV's labels are written in: the report's own, in the page's language. */
export interface ReportCsvWords {
  /** The headings of the first two blocks: table, day, day starts; figure, amount. */
  readonly tableColumns: readonly [string, string, string];
  readonly figureColumns: readonly [string, string];
  readonly label: (figure: ReportFigure) => string;
  readonly slipColumns: readonly string[];
  readonly croupierColumns: readonly string[];
  readonly kind: (kind: 'fill' | 'credit') => string;
  readonly voided: string;
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
 * A text cell as a spreadsheet must read it: quoted when it holds a separator, a quote or a line
 * break, and never taken for a formula (a name typed as "=…" stays text).
 */
function cell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = (cells: readonly (string | number | null)[]): string => cells.map(cell).join(',');

/**
 * The shift report as CSV, in the blocks `sabot report shift` writes: the table and its day, the
 * figures (amounts in table units, plain digits with a dot, as a spreadsheet reads them in any
 * language), the slips (VOID marked, its reason beside it), the croupiers; each block under its
 * heading, an empty line between, lines ended by CRLF.
 */
export function reportCsv(report: ShiftReport, words: ReportCsvWords): string {
  const lines = [
    line(words.tableColumns),
    line([report.table, report.day, report.gamingDayStarts]),
    '',
    line(words.figureColumns),
    ...REPORT_FIGURES.map((figure) => line([words.label(figure), report[figure]])),
    '',
    line(words.slipColumns),
    ...report.slips.map((slip) =>
      line([
        slip.slip,
        words.kind(slip.kind),
        slip.amount,
        slip.void ? words.voided : '',
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

/** The file's name: the table and the period, as the pit files them. */
export const reportFileName = (report: ShiftReport): string =>
  `shift-${report.table.replace(/[^\w.-]+/g, '_')}-${report.day}.csv`;
