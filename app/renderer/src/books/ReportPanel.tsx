import { useEffect, useMemo, useState } from 'react';
import { useText } from '../i18n/words';
import { type ReviewClient, useTableReply } from '../review/review-client';
import { ReadProblem } from '../review/TableAnswer';
import {
  isReportTableKind,
  REPORT_TABLE_KINDS,
  type ReportTableKind,
  reportFileName,
  type ShiftReport,
  shiftReportCsv,
} from './report-csv';
import { ShiftReportView } from './ShiftReportView';

/** Which period the report covers: the gaming day of the log's last fact, a given day, a month to date. */
type Period =
  | { readonly kind: 'latest' }
  | { readonly kind: 'day'; readonly day: string }
  | { readonly kind: 'month'; readonly month: string };

const requestOf = (period: Period) =>
  period.kind === 'day' ? { day: period.day } : period.kind === 'month' ? { month: period.month } : {};

/**
 * One table of the report as CSV, built here by the contract's own function, so the file is byte
 * for byte `sabot report shift --csv KIND` of the same report (no request leaves the page).
 */
function downloadCsv(report: ShiftReport, kind: ReportTableKind): void {
  const url = URL.createObjectURL(
    new Blob([shiftReportCsv([report], kind)], { type: 'text/csv;charset=utf-8' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = reportFileName(report, kind);
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The shift report beside the forms: read again when `reloadKey` changes (a round settled, a record
 * of the books), printable alone, and saved as CSV.
 */
export function ReportPanel({
  client,
  reloadKey,
  onReport,
}: {
  readonly client: ReviewClient;
  readonly reloadKey: string;
  readonly onReport: (report: ShiftReport | null) => void;
}) {
  const t = useText('review');
  const [period, setPeriod] = useState<Period>({ kind: 'latest' });
  const asked = useMemo(() => requestOf(period), [period]);
  const { reply: report, problem } = useTableReply(client, 'shiftReport', asked, reloadKey);
  const [csvKind, setCsvKind] = useState<ReportTableKind>('summary');
  useEffect(() => {
    if (report) onReport(report);
  }, [report, onReport]);

  return (
    <section className="books-report-panel review-panel" aria-label={t('review.books.report')}>
      <div className="books-report-tools">
        <label>
          {t('review.books.period')}
          <select
            value={period.kind}
            onChange={(event) => {
              const kind = event.target.value;
              const today = new Date().toISOString().slice(0, 10);
              setPeriod(
                kind === 'day'
                  ? { kind, day: report?.day.length === 10 ? report.day : today }
                  : kind === 'month'
                    ? { kind, month: (report?.day ?? today).slice(0, 7) }
                    : { kind: 'latest' },
              );
            }}
          >
            <option value="latest">{t('review.books.period-latest')}</option>
            <option value="day">{t('review.books.period-day-choice')}</option>
            <option value="month">{t('review.books.period-month-choice')}</option>
          </select>
        </label>
        {period.kind === 'day' && (
          <label>
            {t('review.books.day')}
            <input
              type="date"
              required
              value={period.day}
              onChange={(event) => event.target.value && setPeriod({ kind: 'day', day: event.target.value })}
            />
          </label>
        )}
        {period.kind === 'month' && (
          <label>
            {t('review.books.month')}
            <input
              type="month"
              required
              value={period.month}
              onChange={(event) =>
                event.target.value && setPeriod({ kind: 'month', month: event.target.value })
              }
            />
          </label>
        )}
        <button type="button" onClick={() => window.print()} disabled={!report}>
          {t('review.books.print')}
        </button>
        <label>
          {t('review.books.csv-kind')}
          {/* The kinds are the files' own names, the same in every language, as the CLI takes them. */}
          <select
            value={csvKind}
            data-testid="csv-kind"
            onChange={(event) => isReportTableKind(event.target.value) && setCsvKind(event.target.value)}
          >
            {REPORT_TABLE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kind}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => report && downloadCsv(report, csvKind)} disabled={!report}>
          {t('review.books.csv')}
        </button>
      </div>
      <ReadProblem problem={problem} />
      {report ? (
        <ShiftReportView report={report} />
      ) : (
        <p className="review-empty">{t('review.books.reading')}</p>
      )}
    </section>
  );
}
