import { say } from '../../engine/refusals/message.js';
import { ROLE_SAID } from '../../engine/staff/signers.js';
import { readSigner, type ShiftReport } from '../contract/shift-report.js';
import { REPORT_FIGURES, type ReportFigure } from '../contract/shift-report-csv.js';
import { adjustmentMoves } from '../i18n/adjustment-words.js';
import type { KeyOf } from '../i18n/index.js';
import { unitsText } from './round-words.js';
import { textTable } from './text-table.js';
import { cliText, fixedText, percentText, words } from './words.js';

/** How the report was read: whether the table kept books, and the zone of its gaming days. */
export interface ShiftReportContext {
  readonly booksKept: boolean;
  readonly timeZone: string;
}

/** Each figure's words on the terminal. */
const FIGURE_KEYS = {
  opener: 'cli.report.figure.opener',
  closer: 'cli.report.figure.closer',
  fills: 'cli.report.figure.fills',
  credits: 'cli.report.figure.credits',
  drop: 'cli.report.figure.drop',
  markers: 'cli.report.figure.markers',
  chipsSold: 'cli.report.figure.chips-sold',
  win: 'cli.report.figure.win',
  hold: 'cli.report.figure.hold',
  houseResult: 'cli.report.figure.house-result',
  expectedCloser: 'cli.report.figure.expected-closer',
  discrepancy: 'cli.report.figure.discrepancy',
  rounds: 'cli.report.figure.rounds',
  roundsPerHour: 'cli.report.figure.rounds-per-hour',
} as const satisfies Record<ReportFigure, KeyOf<'cli'>>;

/** The report's figures in the order the screen and the files list them, each with its words. */
export const SHIFT_FIGURES = REPORT_FIGURES.map((figure) => [figure, FIGURE_KEYS[figure]] as const);

/** The croupiers' table on the terminal. */
const CROUPIER_COLUMNS = [
  'cli.report.column.croupier',
  'cli.report.column.rounds',
  'cli.report.column.hours',
  'cli.report.column.misdeals',
  'cli.report.column.corrections',
  'cli.report.column.voids',
] as const satisfies readonly KeyOf<'cli'>[];

const clock = (iso: string): string => iso.replace('T', ' ').slice(0, 16);

const percent = (hold: number | null): string =>
  hold === null ? cliText('cli.report.hold-none') : percentText(hold, 1);

/** The report's signers ("croupier: lea") with each role in the command's language. */
export const signersText = (by: readonly string[]): string =>
  by
    .map((entry) => {
      const signer = readSigner(entry);
      return signer
        ? cliText('cli.report.signed', {
            role: words().say(say(ROLE_SAID[signer.role])),
            name: signer.name,
          })
        : entry;
    })
    .join(', ');

export type ShiftFigure = ReportFigure;

/** A figure as the terminal writes it: money, a percentage, a count (also of the pit's totals). */
export function figureText(
  report: Pick<ShiftReport, Exclude<ShiftFigure, 'roundsPerHour'>> & { readonly roundsPerHour?: number },
  figure: ShiftFigure,
): string {
  if (figure === 'hold') return percent(report.hold);
  if (figure === 'rounds') return String(report.rounds);
  if (figure === 'roundsPerHour')
    return report.roundsPerHour === undefined ? '' : fixedText(report.roundsPerHour, 1);
  return unitsText(report[figure]);
}

function discrepancySentence(report: ShiftReport): string {
  if (report.discrepancy === 0) return cliText('cli.report.discrepancy.none');
  const amount = unitsText(Math.abs(report.discrepancy));
  return cliText(report.discrepancy < 0 ? 'cli.report.discrepancy.short' : 'cli.report.discrepancy.over', {
    amount,
  });
}

/** A titled part of the report: its lines, or nothing at all when it has none. */
const section = (title: KeyOf<'cli'>, lines: readonly string[]): string =>
  lines.length === 0 ? '' : `\n${cliText(title)}\n${lines.join('\n')}\n`;

/** A part laid out as a table under its columns' words ('' for a column without a heading). */
/** Where the tray's money ends and the day's result begins among the report's figures. */
const RESULT_FROM = REPORT_FIGURES.indexOf('win');
const DAY_TABLES: readonly (readonly [KeyOf<'cli'>, readonly ReportFigure[]])[] = [
  ['cli.report.heading.days-money', REPORT_FIGURES.slice(0, RESULT_FROM)],
  ['cli.report.heading.days-result', REPORT_FIGURES.slice(RESULT_FROM)],
];

function tableSection(
  title: KeyOf<'cli'>,
  columns: readonly (KeyOf<'cli'> | '')[],
  rows: string[][],
): string {
  const header = columns.map((key) => (key === '' ? '' : cliText(key)));
  return section(title, rows.length === 0 ? [] : [textTable(header, rows)]);
}

/** The shift report as the pit boss reads it on a terminal or a printout. */
export function shiftReportText(report: ShiftReport, context: ShiftReportContext): string {
  const month = report.day.length === 7;
  const title = cliText(month ? 'cli.report.title.month' : 'cli.report.title.day', {
    table: report.table,
    day: report.day,
    starts: report.gamingDayStarts,
    zone: context.timeZone,
  });
  const notes: string[] = [];
  if (!context.booksKept) notes.push(cliText('cli.report.no-books'));
  if (report.stillOpen) notes.push(cliText('cli.report.still-open'));
  if (report.rounds === 0 && report.openers.length === 0 && report.closers.length === 0)
    notes.push(cliText('cli.report.nothing'));
  const figures = SHIFT_FIGURES.map(([figure, key]) => [cliText(key), figureText(report, figure)]);
  let text = `${title}\n${notes.map((note) => `${note}\n`).join('')}\n`;
  text += `${textTable([cliText('cli.report.column.figure'), cliText('cli.report.column.amount')], figures)}\n`;
  if (context.booksKept) text += `\n${discrepancySentence(report)}\n`;
  if (report.holdOutside && report.expectedHold)
    text += `${cliText('cli.report.hold-outside', {
      hold: percent(report.hold),
      low: percent(report.expectedHold.low),
      high: percent(report.expectedHold.high),
    })}\n`;
  // The days in two tables, the tray's money then the result: one table of all fourteen figures
  // was about 190 characters wide, past any terminal or printed page.
  if (month)
    for (const [title, figures] of DAY_TABLES)
      text += tableSection(
        title,
        ['cli.report.column.gaming-day', ...figures.map((figure) => FIGURE_KEYS[figure])],
        report.days.map((day) => [day.day, ...figures.map((figure) => figureText(day, figure))]),
      );
  const counts = [
    ...report.openers.map((count) => ({ ...count, what: cliText('cli.report.count.opener') })),
    ...report.closers.map((count) => ({ ...count, what: cliText('cli.report.count.closer') })),
  ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  text += tableSection(
    'cli.report.heading.counts',
    ['', 'cli.report.column.at', 'cli.report.column.amount', 'cli.report.column.by'],
    counts.map((count) => [count.what, clock(count.at), unitsText(count.amount), signersText(count.by)]),
  );
  text += section(
    'cli.report.heading.opener-differs',
    report.openerDiscrepancies.map((found) =>
      cliText('cli.report.opener-differs', {
        at: clock(found.at),
        opener: unitsText(found.opener),
        closer: unitsText(found.closer),
      }),
    ),
  );
  text += section(
    'cli.report.heading.clock-back',
    report.clockBack.map((back) =>
      cliText('cli.report.clock-back', { at: clock(back.at), after: clock(back.after) }),
    ),
  );
  text += tableSection(
    'cli.report.heading.slips',
    [
      'cli.report.column.slip',
      'cli.report.column.kind',
      'cli.report.column.amount',
      'cli.report.column.at',
      'cli.report.column.status',
      'cli.report.column.by',
    ],
    report.slips.map((slip) => [
      slip.slip,
      cliText(slip.kind === 'fill' ? 'cli.report.kind.fill' : 'cli.report.kind.credit'),
      unitsText(slip.amount),
      clock(slip.at),
      slip.void ? cliText('cli.report.status.void', { reason: slip.voidReason ?? '' }) : '',
      signersText(slip.by),
    ]),
  );
  text += tableSection(
    'cli.report.heading.buy-ins',
    [
      'cli.report.column.buy-in',
      'cli.report.column.at',
      'cli.report.column.box',
      'cli.report.column.bettor',
      'cli.report.column.amount',
      'cli.report.column.method',
      'cli.report.column.recorded-by',
      'cli.report.column.status',
    ],
    report.buyIns.map((sold) => [
      String(sold.buyIn),
      clock(sold.at),
      String(sold.box),
      sold.player === null ? sold.bettor : `${sold.bettor} (${sold.player})`,
      unitsText(sold.amount),
      cliText(sold.method === 'cash' ? 'cli.report.method.cash' : 'cli.report.method.marker'),
      sold.by ?? '',
      sold.void ? cliText('cli.report.status.void', { reason: sold.void.reason }) : '',
    ]),
  );
  text += tableSection(
    'cli.report.heading.adjustments',
    [
      'cli.report.column.round',
      'cli.report.column.at',
      'cli.report.column.ruling',
      'cli.report.column.ruled-by',
      'cli.report.column.moves',
      'cli.report.column.acknowledged',
    ],
    report.adjustments.map((adjusted) => [
      String(adjusted.round),
      clock(adjusted.at),
      cliText(adjusted.cause === 'void' ? 'cli.report.ruling.void' : 'cli.report.ruling.card', {
        reason: adjusted.detail,
        detail: adjusted.detail,
      }),
      adjusted.by,
      adjustmentMoves(adjusted.lines, (key, params) => words().text('review', key, params), unitsText).join(
        '; ',
      ),
      adjusted.acknowledged
        ? cliText('cli.report.acknowledged', {
            at: clock(adjusted.acknowledged.at),
            by: adjusted.acknowledged.by ?? '',
          })
        : cliText('cli.report.not-acknowledged'),
    ]),
  );
  text += tableSection(
    'cli.report.heading.croupiers',
    CROUPIER_COLUMNS,
    report.croupiers.map((line) => [
      line.name,
      String(line.rounds),
      fixedText(line.hours, 2),
      String(line.misdeals),
      String(line.corrections),
      String(line.voids),
    ]),
  );
  text += tableSection(
    'cli.report.heading.limits',
    ['cli.report.column.from', 'cli.report.column.min', 'cli.report.column.max'],
    report.limits.map((limits) => [clock(limits.at), unitsText(limits.min), unitsText(limits.max)]),
  );
  return text;
}
