import type { shiftReportSchema } from './shift-report.js';
import type { WireOf } from './wire-shape.js';

/** The report as the wire or the core hands it (read only). */
export type ShiftReportWire = WireOf<typeof shiftReportSchema>;
type ShiftReport = ShiftReportWire;

/** The figures of the report in the order the screen, the terminal and the files list them. */
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
 * The tables of the report, one file (`--csv KIND`) or one sheet each: the period's figures, its
 * gaming days one by one, the slips, the buy-ins, the rulings' adjustments of paid rounds (one row
 * per bet changed), the croupiers, the tray counts, the limits.
 */
export const REPORT_TABLE_KINDS = [
  'summary',
  'days',
  'slips',
  'buy-ins',
  'adjustments',
  'croupiers',
  'counts',
  'limits',
] as const;
export type ReportTableKind = (typeof REPORT_TABLE_KINDS)[number];

export const isReportTableKind = (text: string): text is ReportTableKind =>
  (REPORT_TABLE_KINDS as readonly string[]).includes(text);

export type ReportCell = string | number | null;

/** One rectangular table: a header row of stable English names, then rows as long. */
export interface ReportTable {
  readonly columns: readonly string[];
  readonly rows: readonly (readonly ReportCell[])[];
}

/** A flag as a spreadsheet sums it: 1 yes, 0 no. */
const flag = (yes: boolean): number => (yes ? 1 : 0);

/** A slip's or a count's chips as one cell: "25=20 100=5", chip values ascending. */
const chipsCell = (inventory: Readonly<Record<string, number>>): string =>
  Object.entries(inventory)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([chip, count]) => `${chip}=${count}`)
    .join(' ');

const figuresOf = (figures: Pick<ShiftReport, ReportFigure | 'stillOpen'>): ReportCell[] => [
  ...REPORT_FIGURES.map((figure) => figures[figure]),
  flag(figures.stillOpen),
];

/** Each kind's columns, and its rows of one table's report. */
const TABLES: Record<
  ReportTableKind,
  { readonly columns: readonly string[]; readonly rows: (report: ShiftReport) => ReportCell[][] }
> = {
  summary: {
    columns: ['table', 'day', 'gamingDayStarts', ...REPORT_FIGURES, 'stillOpen'],
    rows: (report) => [[report.table, report.day, report.gamingDayStarts, ...figuresOf(report)]],
  },
  days: {
    columns: ['table', 'day', 'gamingDayStarts', ...REPORT_FIGURES, 'stillOpen'],
    rows: (report) =>
      report.days.map((day) => [report.table, day.day, report.gamingDayStarts, ...figuresOf(day)]),
  },
  slips: {
    columns: ['table', 'slip', 'kind', 'amount', 'chips', 'void', 'voidReason', 'at', 'by'],
    rows: (report) =>
      report.slips.map((slip) => [
        report.table,
        slip.slip,
        slip.kind,
        slip.amount,
        chipsCell(slip.inventory),
        flag(slip.void),
        slip.voidReason,
        slip.at,
        slip.by.join('; '),
      ]),
  },
  'buy-ins': {
    columns: [
      'table',
      'buyIn',
      'at',
      'box',
      'bettor',
      'player',
      'amount',
      'method',
      'by',
      'void',
      'voidAt',
      'voidReason',
      'voidBy',
    ],
    rows: (report) =>
      report.buyIns.map((sold) => [
        report.table,
        sold.buyIn,
        sold.at,
        sold.box,
        sold.bettor,
        sold.player,
        sold.amount,
        sold.method,
        sold.by,
        flag(sold.void !== null),
        sold.void?.at ?? null,
        sold.void?.reason ?? null,
        sold.void?.by ?? null,
      ]),
  },
  adjustments: {
    columns: [
      'table',
      'round',
      'at',
      'cause',
      'detail',
      'by',
      'box',
      'hand',
      'bettor',
      'kind',
      'was',
      'now',
      'difference',
      'acknowledgedAt',
      'acknowledgedBy',
    ],
    rows: (report) =>
      report.adjustments.flatMap((adjusted) =>
        adjusted.lines.map((line) => [
          report.table,
          adjusted.round,
          adjusted.at,
          adjusted.cause,
          adjusted.detail,
          adjusted.by,
          line.box,
          line.hand,
          line.bettor,
          line.kind,
          line.was,
          line.now,
          line.difference,
          adjusted.acknowledged?.at ?? null,
          adjusted.acknowledged?.by ?? null,
        ]),
      ),
  },
  croupiers: {
    columns: ['table', 'day', 'name', 'rounds', 'hours', 'misdeals', 'corrections', 'voids'],
    rows: (report) =>
      report.croupiers.map((line) => [
        report.table,
        report.day,
        line.name,
        line.rounds,
        line.hours,
        line.misdeals,
        line.corrections,
        line.voids,
      ]),
  },
  counts: {
    columns: ['table', 'count', 'at', 'amount', 'chips', 'by'],
    rows: (report) =>
      [
        ...report.openers.map((count) => ['opener', count] as const),
        ...report.closers.map((count) => ['closer', count] as const),
      ]
        .sort(([, a], [, b]) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))
        .map(([what, count]) => [
          report.table,
          what,
          count.at,
          count.amount,
          chipsCell(count.inventory),
          count.by.join('; '),
        ]),
  },
  limits: {
    columns: ['table', 'at', 'min', 'max'],
    rows: (report) => report.limits.map((limits) => [report.table, limits.at, limits.min, limits.max]),
  },
};

/**
 * One table of the reports (a table's, or each table's of the pit, one after the other). Every
 * file and sheet holds the same cells: amounts in table units as plain numbers, the hold as the
 * report's fraction (win ÷ drop to four places, empty on a zero drop), flags 1 or 0, times in ISO
 * 8601 UTC; column names are the report's JSON names, the same in every language.
 */
export function reportTable(reports: readonly ShiftReport[], kind: ReportTableKind): ReportTable {
  const { columns, rows } = TABLES[kind];
  return { columns, rows: reports.flatMap(rows) };
}

/**
 * A cell as a spreadsheet must read it (RFC 4180): quoted when it holds a separator, a quote or a
 * line break, and text never taken for a formula (a name typed as "=…" stays text).
 */
export function csvCell(value: ReportCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV text: cells joined by commas, lines ended by CRLF. */
export const csvOfRows = (rows: readonly (readonly ReportCell[])[]): string =>
  rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');

/**
 * One table of the shift report as a CSV file, byte for byte the same from `sabot report shift
 * --csv KIND` and the pit boss's screen: UTF-8 without a byte-order mark, one header row.
 */
export const shiftReportCsv = (reports: readonly ShiftReport[], kind: ReportTableKind): string => {
  const table = reportTable(reports, kind);
  return csvOfRows([table.columns, ...table.rows]);
};
