import { useMemo, useState } from 'react';
import type { RatingReply, RatingsReply } from '../../../contract';
import { useText, useUnits, useWords } from '../i18n/words';
import { useReviewClient, useTableReply } from '../review/review-client';
import '../review/review.css';
import './ratings.css';

/** Which sessions are shown: every one, or a player's card and a gaming day. */
interface RatingsFilter {
  readonly player: string;
  readonly day: string;
}

const requestOf = ({ player, day }: RatingsFilter) => ({
  ...(player.trim() !== '' && { player: player.trim() }),
  ...(day !== '' && { day }),
});

/**
 * The pit boss's ratings: each rated player's session at the table, exact from the log (time,
 * rounds, hands, average bet, stakes, the actual result) and the theoretical win at the house edge
 * recorded for the table's rules, with its 95 % interval. Read again at every change of the table.
 */
export function RatingsScreen() {
  const t = useText('review');
  const client = useReviewClient();
  const [filter, setFilter] = useState<RatingsFilter>({ player: '', day: '' });
  const asked = useMemo(() => requestOf(filter), [filter]);
  const { reply, problem } = useTableReply(client, 'ratings', asked, client.version);

  return (
    <section className="ratings review-panel" aria-label={t('review.ratings.title')}>
      <h1>{t('review.ratings.title')}</h1>
      <form className="ratings-filter" onSubmit={(event) => event.preventDefault()}>
        <label>
          {t('review.ratings.player')}
          <input
            type="text"
            maxLength={40}
            value={filter.player}
            onChange={(event) => setFilter({ ...filter, player: event.target.value })}
          />
        </label>
        <label>
          {t('review.ratings.day')}
          <input
            type="date"
            value={filter.day}
            onChange={(event) => setFilter({ ...filter, day: event.target.value })}
          />
        </label>
      </form>
      {problem && (
        <p className="review-problem" role="alert">
          {problem}
        </p>
      )}
      {reply === null ? (
        <p className="review-empty">{t('review.reading')}</p>
      ) : (
        <RatingsTable reply={reply} />
      )}
    </section>
  );
}

function RatingsTable({ reply }: { readonly reply: RatingsReply }) {
  const t = useText('review');
  const money = useUnits();
  const words = useWords();
  if (reply.ratings.length === 0) return <p className="review-empty">{t('review.ratings.none')}</p>;
  const hours = (value: number) => words.money(Math.round(value * 100));
  const percent = (share: number) => `${words.money(Math.round(share * 10_000))} %`;
  const clock = new Intl.DateTimeFormat(words.language, { hour: '2-digit', minute: '2-digit' });
  const at = (iso: string) => clock.format(new Date(iso));
  const theo = (rating: RatingReply) =>
    rating.theo === null || rating.theoLow === null || rating.theoHigh === null || rating.edge === null
      ? t('review.ratings.no-theo')
      : t('review.ratings.theo-value', {
          theo: money(rating.theo),
          low: money(rating.theoLow),
          high: money(rating.theoHigh),
          edge: percent(rating.edge),
        });
  return (
    <>
      <table className="ratings-table" data-testid="ratings-table">
        <thead>
          <tr>
            <th>{t('review.ratings.column.player')}</th>
            <th>{t('review.ratings.column.box')}</th>
            <th>{t('review.ratings.column.start')}</th>
            <th>{t('review.ratings.column.end')}</th>
            <th>{t('review.ratings.column.hours')}</th>
            <th>{t('review.ratings.column.rounds')}</th>
            <th>{t('review.ratings.column.hands')}</th>
            <th>{t('review.ratings.column.average-bet')}</th>
            <th>{t('review.ratings.column.stakes')}</th>
            <th>{t('review.ratings.column.actual')}</th>
            <th>{t('review.ratings.column.theo')}</th>
          </tr>
        </thead>
        <tbody>
          {reply.ratings.map((rating) => (
            <tr key={`${rating.player}-${rating.start}`} data-player={rating.player}>
              <td>{t('review.ratings.player-name', { player: rating.player, name: rating.name })}</td>
              <td>{rating.box}</td>
              <td>{at(rating.start)}</td>
              <td>{rating.open ? t('review.ratings.still-seated') : at(rating.end)}</td>
              <td data-testid="rating-hours">{hours(rating.hours)}</td>
              <td>{words.number(rating.rounds)}</td>
              <td>{words.number(rating.hands)}</td>
              <td>{rating.averageBet === null ? '' : money(rating.averageBet)}</td>
              <td data-testid="rating-stakes">{money(rating.stakes)}</td>
              <td data-testid="rating-actual">{money(rating.actual)}</td>
              <td data-testid="rating-theo">{theo(rating)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="ratings-signs review-muted" data-testid="ratings-signs">
        {t('review.ratings.signs')}
      </p>
      {reply.withoutEdge.map(({ profile, command }) => (
        <p key={profile} className="ratings-without-edge" data-testid="ratings-without-edge">
          {t('review.ratings.without-edge', { profile, command })}
        </p>
      ))}
    </>
  );
}
