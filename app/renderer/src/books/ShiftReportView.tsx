import type { ReactNode } from 'react';
import { readSigner, type SignerRole } from '../../../contract';
import type { KeyOf } from '../../../i18n';
import { adjustmentMoves } from '../../../i18n/adjustment-words';
import { ColumnHeadings } from '../ColumnHeadings';
import { useText, useUnits, useWords } from '../i18n/words';
import { REPORT_FIGURES, type ReportFigure, type ShiftReport } from './report-csv';

type ReviewKey = KeyOf<'review'>;

// Each figure's label written out as a key, so the catalogue test sees every one used.
export const FIGURE_KEYS = {
  opener: 'review.books.figure.opener',
  closer: 'review.books.figure.closer',
  fills: 'review.books.figure.fills',
  credits: 'review.books.figure.credits',
  drop: 'review.books.figure.drop',
  markers: 'review.books.figure.markers',
  chipsSold: 'review.books.figure.chips-sold',
  win: 'review.books.figure.win',
  hold: 'review.books.figure.hold',
  houseResult: 'review.books.figure.house-result',
  expectedCloser: 'review.books.figure.expected-closer',
  discrepancy: 'review.books.figure.discrepancy',
  rounds: 'review.books.figure.rounds',
  roundsPerHour: 'review.books.figure.rounds-per-hour',
} as const satisfies Record<ReportFigure, ReviewKey>;

export const KIND_KEYS = {
  fill: 'review.books.slip.fill',
  credit: 'review.books.slip.credit',
} as const satisfies Record<'fill' | 'credit', ReviewKey>;

// Each table of the report: its heading, its sentence while it has no row, its columns.
const REPORT_TABLES = {
  days: {
    title: 'review.books.days',
    none: 'review.books.no-days',
    columns: [
      ['review.books.column.gaming-day', false],
      ...REPORT_FIGURES.map((name) => [FIGURE_KEYS[name], true] as const),
    ],
  },
  slips: {
    title: 'review.books.slips',
    none: 'review.books.no-slips',
    columns: [
      ['review.books.column.slip', false],
      ['review.books.column.kind', false],
      ['review.books.column.amount', true],
      ['review.books.column.at', false],
      ['review.books.column.by', false],
    ],
  },
  buyIns: {
    title: 'review.books.buy-ins',
    none: 'review.books.no-buy-ins',
    columns: [
      ['review.books.column.buy-in', true],
      ['review.books.column.at', false],
      ['review.books.column.box', true],
      ['review.books.column.bettor', false],
      ['review.books.column.amount', true],
      ['review.books.column.method', false],
      ['review.books.column.recorded-by', false],
    ],
  },
  adjustments: {
    title: 'review.books.adjustments',
    none: 'review.books.no-adjustments',
    columns: [
      ['review.books.column.round', true],
      ['review.books.column.at', false],
      ['review.books.column.ruling', false],
      ['review.books.column.ruled-by', false],
      ['review.books.column.moves', false],
      ['review.books.column.acknowledged', false],
    ],
  },
  croupiers: {
    title: 'review.books.croupiers',
    none: 'review.books.no-croupiers',
    columns: [
      ['review.books.column.croupier', false],
      ['review.books.column.rounds', true],
      ['review.books.column.hours', true],
      ['review.books.column.misdeals', true],
      ['review.books.column.corrections', true],
      ['review.books.column.voids', true],
    ],
  },
} as const;

/** One table of the report under its heading: its rows, or a sentence saying it has none. */
function ReportTable({
  name,
  rows,
}: {
  readonly name: keyof typeof REPORT_TABLES;
  readonly rows: readonly ReactNode[];
}) {
  const t = useText('review');
  const { title, none, columns } = REPORT_TABLES[name];
  return (
    <>
      <h3>{t(title)}</h3>
      {rows.length === 0 ? (
        <p className="review-muted">{t(none)}</p>
      ) : (
        <div className="books-table-scroll">
          <table className="books-table" data-testid={`report-${name}`}>
            <ColumnHeadings namespace="review" columns={columns} />
            <tbody>{rows}</tbody>
          </table>
        </div>
      )}
    </>
  );
}

const SIGNER_CODES = {
  croupier: 'signer.croupier',
  supervisor: 'signer.supervisor',
  cashier: 'signer.cashier',
  runner: 'signer.runner',
} as const satisfies Record<SignerRole, string>;

/** The report's signers ("croupier: lea") with each role in the page's language. */
function useSignersText(): (by: readonly string[]) => string {
  const t = useText('review');
  const { say } = useWords();
  return (by) =>
    by
      .map((entry) => {
        const signer = readSigner(entry);
        return signer
          ? t('review.books.signed', {
              role: say({ code: SIGNER_CODES[signer.role], params: {} }),
              name: signer.name,
            })
          : entry;
      })
      .join(', ');
}

const COUNTS: ReadonlySet<ReportFigure> = new Set(['rounds', 'roundsPerHour']);

/** A figure as the pit boss reads it: money in the language's format, hold as a percentage. */
function useFigureText(): (report: Pick<ShiftReport, ReportFigure>, figure: ReportFigure) => string {
  const t = useText('review');
  const units = useUnits();
  const { number, language } = useWords();
  // One decimal always, as the terminal and the printout write it: -17.0 %, never -17 %.
  const percent = new Intl.NumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (report, figure) => {
    if (figure === 'hold')
      return report.hold === null ? t('review.books.hold-none') : percent.format(report.hold);
    const value = report[figure];
    return COUNTS.has(figure) ? number(value) : units(value);
  };
}

const when = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

/** The discrepancy named: none, or the tray short or over by so much. */
function DiscrepancyVerdict({ report }: { readonly report: ShiftReport }) {
  const t = useText('review');
  const units = useUnits();
  if (report.stillOpen)
    return (
      <p className="books-verdict" data-testid="books-verdict" data-discrepancy="open">
        {t('review.books.still-open')}
      </p>
    );
  if (report.openers.length === 0)
    return (
      <p className="books-verdict" data-testid="books-verdict" data-discrepancy="none">
        {t('review.books.no-opener')}
      </p>
    );
  const { discrepancy } = report;
  if (discrepancy === 0)
    return (
      <p className="books-verdict balanced" data-testid="books-verdict" data-discrepancy="0">
        {t('review.books.balanced')}
      </p>
    );
  return (
    <p
      className="books-verdict discrepant"
      role="alert"
      data-testid="books-verdict"
      data-discrepancy={discrepancy}
    >
      {t(discrepancy < 0 ? 'review.books.short' : 'review.books.over', {
        amount: units(Math.abs(discrepancy)),
      })}
    </p>
  );
}

/** The shift report as the CLI's --json holds it: every figure, the slips (VOID marked), the croupiers. */
export function ShiftReportView({ report }: { readonly report: ShiftReport }) {
  const t = useText('review');
  const units = useUnits();
  const { number, language } = useWords();
  const figure = useFigureText();
  const signers = useSignersText();
  const period = report.day.length === 7 ? 'review.books.period-month' : 'review.books.period-day';
  return (
    <article className="books-report" data-testid="shift-report" data-day={report.day}>
      <h2>{t('review.books.report-title', { table: report.table })}</h2>
      <p className="books-period">{t(period, { day: report.day, starts: report.gamingDayStarts })}</p>
      <DiscrepancyVerdict report={report} />
      {report.holdOutside && report.expectedHold && report.hold !== null && (
        <p className="books-verdict discrepant" role="alert" data-testid="hold-outside">
          {t('review.books.hold-outside', {
            hold: figure(report, 'hold'),
            low: new Intl.NumberFormat(language, { style: 'percent' }).format(report.expectedHold.low),
            high: new Intl.NumberFormat(language, { style: 'percent' }).format(report.expectedHold.high),
          })}
        </p>
      )}
      <dl className="books-figures">
        {REPORT_FIGURES.map((name) => (
          <div
            key={name}
            data-figure={name}
            className={name === 'discrepancy' && report.discrepancy !== 0 ? 'off' : ''}
          >
            <dt>
              {t(
                name === 'closer' && report.stillOpen
                  ? 'review.books.figure.closer-uncounted'
                  : FIGURE_KEYS[name],
              )}
            </dt>
            <dd data-testid={`figure-${name}`} data-value={report[name] ?? ''}>
              {figure(report, name)}
            </dd>
          </div>
        ))}
      </dl>
      {report.openerDiscrepancies.map((differs) => (
        <p key={differs.at} className="books-verdict discrepant" data-testid="opener-differs">
          {t('review.books.opener-differs', {
            at: when(differs.at, language),
            opener: units(differs.opener),
            closer: units(differs.closer),
          })}
        </p>
      ))}
      {report.clockBack.map((back) => (
        <p key={back.at} className="books-verdict discrepant" data-testid="clock-back">
          {t('review.books.clock-back', { at: when(back.at, language), after: when(back.after, language) })}
        </p>
      ))}
      {report.day.length === 7 && (
        <ReportTable
          name="days"
          rows={report.days.map((day) => (
            <tr key={day.day} data-day={day.day}>
              <td>{day.day}</td>
              {REPORT_FIGURES.map((name) => (
                <td key={name} className="number" data-figure={name} data-value={day[name] ?? ''}>
                  {figure(day, name)}
                </td>
              ))}
            </tr>
          ))}
        />
      )}
      <ReportTable
        name="slips"
        rows={report.slips.map((slip) => (
          <tr key={slip.slip} data-slip={slip.slip} data-void={slip.void} className={slip.void ? 'void' : ''}>
            <td>
              {slip.slip}
              {slip.void && (
                <strong className="void-mark">
                  {' '}
                  {t('review.books.void-mark', { reason: slip.voidReason ?? '' })}
                </strong>
              )}
            </td>
            <td>{t(KIND_KEYS[slip.kind])}</td>
            <td className="number">{units(slip.amount)}</td>
            <td>{when(slip.at, language)}</td>
            <td>{signers(slip.by)}</td>
          </tr>
        ))}
      />
      <ReportTable
        name="buyIns"
        rows={report.buyIns.map((sold) => (
          <tr
            key={sold.buyIn}
            data-buy-in={sold.buyIn}
            data-void={sold.void !== null}
            className={sold.void ? 'void' : ''}
          >
            <td className="number">
              {number(sold.buyIn)}
              {sold.void && (
                <strong className="void-mark">
                  {' '}
                  {t('review.books.void-mark', { reason: sold.void.reason })}
                </strong>
              )}
            </td>
            <td>{when(sold.at, language)}</td>
            <td className="number">{number(sold.box)}</td>
            <td>{sold.player === null ? sold.bettor : `${sold.bettor} (${sold.player})`}</td>
            <td className="number">{units(sold.amount)}</td>
            <td>{t(sold.method === 'cash' ? 'review.books.cash' : 'review.books.marker')}</td>
            <td>{sold.by ?? ''}</td>
          </tr>
        ))}
      />
      <ReportTable
        name="adjustments"
        rows={report.adjustments.map((adjusted) => (
          <tr
            key={`${adjusted.round} ${adjusted.at}`}
            data-round={adjusted.round}
            data-moved={adjusted.acknowledged !== null}
          >
            <td className="number">{number(adjusted.round)}</td>
            <td>{when(adjusted.at, language)}</td>
            <td>
              {t(adjusted.cause === 'void' ? 'review.books.ruling.void' : 'review.books.ruling.card', {
                reason: adjusted.detail,
                detail: adjusted.detail,
              })}
            </td>
            <td>{adjusted.by}</td>
            <td>{adjustmentMoves(adjusted.lines, t, units).join('; ')}</td>
            <td>
              {adjusted.acknowledged ? (
                t('review.books.acknowledged', {
                  at: when(adjusted.acknowledged.at, language),
                  by: adjusted.acknowledged.by ?? '',
                })
              ) : (
                <strong className="void-mark">{t('review.books.not-acknowledged')}</strong>
              )}
            </td>
          </tr>
        ))}
      />
      <ReportTable
        name="croupiers"
        rows={report.croupiers.map((croupier) => (
          <tr key={croupier.name} data-croupier={croupier.name}>
            <td>{croupier.name}</td>
            <td className="number">{number(croupier.rounds)}</td>
            <td className="number">{number(Math.round(croupier.hours * 100) / 100)}</td>
            <td className="number">{number(croupier.misdeals)}</td>
            <td className="number">{number(croupier.corrections)}</td>
            <td className="number">{number(croupier.voids)}</td>
          </tr>
        ))}
      />
      {report.limits.length > 0 && (
        <>
          <h3>{t('review.books.limits-title')}</h3>
          <ul className="books-limits">
            {report.limits.map((limit) => (
              <li key={limit.at}>
                {t('review.books.limits-from', {
                  at: when(limit.at, language),
                  min: units(limit.min),
                  max: units(limit.max),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
