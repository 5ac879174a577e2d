import { useCallback, useEffect, useState } from 'react';
import type { TableMessage } from '../../../contract';
import { useText, useUnits, useWords } from '../i18n/words';
import { useReadOnly } from '../page-session';
import { ReadOnlyNotice } from '../ReadOnlyNotice';
import { useReviewClient } from '../review/review-client';
import { ReadProblem } from '../review/TableAnswer';
import { useRoundMilestones } from '../review/use-round-milestones';
import { useTableTransport } from '../transport-choice';
import { BooksForms, type BuyInOffered } from './BooksForms';
import { ReportPanel } from './ReportPanel';
import type { ShiftReport } from './report-csv';
import '../review/review.css';
import './books.css';

const STATUS_KEYS = {
  'never-opened': 'review.books.status.never-opened',
  open: 'review.books.status.open',
  closed: 'review.books.status.closed',
} as const;

/** The table as it is pushed: the books' status, chip set, next slips and limits the forms start from. */
function useTableMessage(): { message: TableMessage | null; problem: string | null } {
  const session = useTableTransport();
  const { connection, request } = useReviewClient();
  const [message, setMessage] = useState<TableMessage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => session.onTable(setMessage), [session]);
  useEffect(() => {
    if (connection !== 'open') return;
    void request('viewTable', {}).then((answer) => {
      if (answer.ok) setMessage(answer.reply);
      else setProblem(answer.error);
    });
  }, [connection, request]);
  return { message, problem };
}

/**
 * What of the pushed table changes the report: a round beginning or settling, or a record of the
 * books (its status, its slips, its croupier, its limits). Not every card: the report reads the log.
 */
const booksMilestone = (message: TableMessage | null): string =>
  message
    ? JSON.stringify([message.books.status, message.books.nextSlip, message.books.croupier, message.limits])
    : '';

/** The pit boss's books: the table's status, the records, and the shift report beside them. */
export function BooksScreen() {
  const t = useText('review');
  const units = useUnits();
  const client = useReviewClient();
  const session = useTableTransport();
  const readOnly = useReadOnly(session);
  const rounds = useRoundMilestones(session);
  const { message, problem } = useTableMessage();
  const [recorded, setRecorded] = useState(0);
  const [slips, setSlips] = useState<readonly string[]>([]);
  const [buyIns, setBuyIns] = useState<readonly BuyInOffered[]>([]);
  const { language } = useWords();
  const milestone = booksMilestone(message);
  // The report is asked for again when any of these moves.
  const reloadKey = `${rounds}|${recorded}|${milestone}`;
  const onReport = useCallback(
    (report: ShiftReport | null) => {
      setSlips(report?.slips.filter((slip) => !slip.void).map((slip) => slip.slip) ?? []);
      const at = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });
      setBuyIns(
        (report?.buyIns ?? [])
          .filter((sold) => sold.void === null)
          .map((sold) => ({
            buyIn: sold.buyIn,
            label: t('review.books.buy-in-offered', {
              buyIn: sold.buyIn,
              amount: units(sold.amount),
              box: sold.box,
              at: at.format(new Date(sold.at)),
            }),
          })),
      );
    },
    [language, t, units],
  );
  const onRecorded = useCallback(() => setRecorded((n) => n + 1), []);
  const books = message?.books;
  return (
    <div className="books-screen" data-connection={client.connection} data-status={books?.status ?? ''}>
      <header className="review-header books-header">
        <h1>{t('review.books.title')}</h1>
        {books && message && (
          <p className="books-now" data-testid="books-now">
            <span className={`books-status ${books.status}`} data-testid="books-status">
              {t(STATUS_KEYS[books.status])}
            </span>
            <span>
              {t('review.books.limits-now', {
                min: units(message.limits.minStake),
                max: units(message.limits.maxStake),
              })}
            </span>
            {books.nextLimits && (
              <span data-testid="books-next-limits">
                {t('review.books.limits-next', {
                  min: units(books.nextLimits.minStake),
                  max: units(books.nextLimits.maxStake),
                })}
              </span>
            )}
            <span data-testid="books-croupier">
              {books.croupier === null
                ? t('review.books.on-duty-none')
                : t('review.books.on-duty', { name: books.croupier })}
            </span>
          </p>
        )}
      </header>
      {readOnly && (
        <ReadOnlyNotice title={t('review.read-only.title')}>{t('review.books.read-only')}</ReadOnlyNotice>
      )}
      <ReadProblem problem={message ? null : problem} />
      <div className="books-layout">
        {message && (
          // A disabled fieldset switches off every field inside: the review role reads only.
          <fieldset className="books-records" disabled={readOnly}>
            <BooksForms
              message={message}
              request={client.request}
              knownSlips={slips}
              knownBuyIns={buyIns}
              onRecorded={onRecorded}
            />
          </fieldset>
        )}
        <ReportPanel client={client} reloadKey={reloadKey} onReport={onReport} />
      </div>
    </div>
  );
}
