import { type RequestOf, ROUND_FLAGS, type RoundFlag, type RoundSummary } from '../../../contract';
import type { KeyOf } from '../../../i18n';
import { useText, useWords } from '../i18n/words';
import { signedMoney, unitsToMinor, useReviewWords } from './review-words';

/** What the filters choose; the page (`before`, `limit`) is the list's own business. */
export type RoundFilter = Omit<RequestOf<'listRounds'>, 'before' | 'limit'>;
type Flag = NonNullable<RoundFilter['flag']>;

// Each flag's word written out as a key, so the catalogue test sees every one used.
const FLAG_KEYS = {
  misdeal: 'review.flag.misdeal',
  correction: 'review.flag.correction',
  alarm: 'review.flag.alarm',
  void: 'review.flag.void',
} as const satisfies Record<RoundFlag, KeyOf<'review'>>;

/** A flag of the round list in words. */
export function useFlagWord(): (flag: RoundFlag) => string {
  const t = useText('review');
  return (flag) => t(FLAG_KEYS[flag]);
}

/** The choices of a flag: any (the empty value), then every flag in words. */
export function FlagOptions({ any }: { readonly any: string }) {
  const flagWord = useFlagWord();
  return (
    <>
      <option value="">{any}</option>
      {ROUND_FLAGS.map((flag) => (
        <option key={flag} value={flag}>
          {flagWord(flag)}
        </option>
      ))}
    </>
  );
}

/** Filters of the round list: by box, by bettor, by flag. */
export function RoundFilters({
  filter,
  onChange,
}: {
  readonly filter: RoundFilter;
  readonly onChange: (filter: RoundFilter) => void;
}) {
  const t = useText('review');
  return (
    <fieldset className="review-filters">
      <legend>{t('review.filters.legend')}</legend>
      <label>
        {t('review.filters.box')}
        <select
          aria-label={t('review.filters.box-label')}
          value={filter.box ?? ''}
          onChange={(event) => {
            const { box: _, ...rest } = filter;
            onChange(event.target.value === '' ? rest : { ...rest, box: Number(event.target.value) });
          }}
        >
          <option value="">{t('review.filters.any')}</option>
          {[1, 2, 3, 4, 5, 6, 7].map((box) => (
            <option key={box} value={box}>
              {box}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('review.filters.bettor')}
        <input
          aria-label={t('review.filters.bettor-label')}
          value={filter.bettor ?? ''}
          maxLength={40}
          onChange={(event) => {
            const { bettor: _, ...rest } = filter;
            onChange(event.target.value.trim() === '' ? rest : { ...rest, bettor: event.target.value });
          }}
        />
      </label>
      <label>
        {t('review.filters.flag')}
        <select
          aria-label={t('review.filters.flag-label')}
          value={filter.flag ?? ''}
          onChange={(event) => {
            const { flag: _, ...rest } = filter;
            onChange(event.target.value === '' ? rest : { ...rest, flag: event.target.value as Flag });
          }}
        >
          <FlagOptions any={t('review.filters.any')} />
        </select>
      </label>
    </fieldset>
  );
}

/** When a round began, in the language's time format; the date too when it was not today. */
function startedText(iso: string, language: string, now = new Date()): string {
  const started = new Date(iso);
  if (Number.isNaN(started.getTime())) return '—';
  const today = started.toDateString() === now.toDateString();
  return today
    ? started.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' })
    : started.toLocaleString(language, { dateStyle: 'short', timeStyle: 'short' });
}

/**
 * The rounds read so far, newest first: when each began, its croupier, its boxes and flags, and every
 * bettor's net in full (wrapped, never cut). Rows off screen are skipped by the browser's own
 * rendering (content-visibility); the next older page is asked for below the list.
 */
export function RoundList({
  rounds,
  selected,
  onSelect,
  onOlder,
}: {
  readonly rounds: readonly RoundSummary[];
  readonly selected: number | null;
  readonly onSelect: (round: number) => void;
  /** Asks for the next older page; null when the oldest round is listed. */
  readonly onOlder: (() => void) | null;
}) {
  const t = useText('review');
  if (rounds.length === 0) return <p className="review-empty">{t('review.list.none')}</p>;
  return (
    <>
      <div className="round-list" data-testid="round-list" data-count={rounds.length}>
        <ul aria-label={t('review.list.label')}>
          {rounds.map((summary) => (
            <li key={summary.round}>
              <RoundRow summary={summary} selected={summary.round === selected} onSelect={onSelect} />
            </li>
          ))}
        </ul>
      </div>
      {onOlder && (
        <button type="button" className="round-list-older" onClick={onOlder}>
          {t('review.list.older')}
        </button>
      )}
    </>
  );
}

function RoundRow({
  summary,
  selected,
  onSelect,
}: {
  readonly summary: RoundSummary;
  readonly selected: boolean;
  readonly onSelect: (round: number) => void;
}) {
  const t = useText('review');
  const words = useReviewWords();
  const { language } = useWords();
  const flagWord = useFlagWord();
  const nets = Object.entries(summary.net);
  return (
    <button
      type="button"
      className={`round-row${selected ? ' selected' : ''}`}
      data-round={summary.round}
      aria-pressed={selected}
      onClick={() => onSelect(summary.round)}
    >
      <span className="round-number">{t('review.list.round', { round: summary.round })}</span>
      <time className="round-time" dateTime={summary.startedAt}>
        {startedText(summary.startedAt, language)}
      </time>
      <span className="round-croupier">{t('review.list.croupier', { croupier: summary.croupier })}</span>
      <span className="round-shoe">{t('review.list.shoe', { shoe: summary.shoe })}</span>
      <span className="round-boxes">
        {summary.boxes.length > 0
          ? t('review.list.boxes', { count: summary.boxes.length, boxes: summary.boxes.join(', ') })
          : t('review.list.no-box')}
      </span>
      <span className="round-flags">
        {summary.flags.map((flag) => (
          <span key={flag} className={`flag flag-${flag}`} data-flag={flag}>
            {flagWord(flag)}
          </span>
        ))}
      </span>
      <span className="round-net" data-testid="round-net">
        {summary.settledAt === null && (
          <span className="round-in-play">
            {summary.bettors.length > 0
              ? t('review.list.in-play-by', { bettors: summary.bettors.join(', ') })
              : t('review.list.in-play')}
          </span>
        )}
        {summary.settledAt !== null && nets.length === 0 && t('review.list.net-none')}
        {nets.map(([bettor, net]) => (
          <span key={bettor} className="round-bettor-net" data-bettor={bettor}>
            {bettor} {signedMoney(words, unitsToMinor(net))}
          </span>
        ))}
      </span>
    </button>
  );
}
