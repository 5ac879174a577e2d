import { useText } from '../../i18n/words';
import type { HomeSession } from './session';
import './home.css';

/** The agreed rounds are played: the players ranked by chips, the way the session ends. */
export function SessionOver({ session }: { readonly session: HomeSession }) {
  const t = useText('screen');
  if (!session.over) return null;
  const { chips } = session;
  return (
    <section
      className="session-over"
      aria-label={t('home.over', { count: session.total ?? 0 })}
      data-testid="session-over"
    >
      <h2>{t('home.over', { count: session.total ?? 0 })}</h2>
      <ol className="ranking">
        {session.standings.map(({ player, chips: count, rank }) => (
          <li key={player} data-player={player} data-rank={rank} data-chips={count}>
            <span className="rank">{rank}.</span> <span className="player">{player}</span>{' '}
            <span className="count">{t('home.chips', { count })}</span>
          </li>
        ))}
      </ol>
      <p className="bank">
        {t('home.bank-chips', { count: chips.bank })}
        {chips.fictitious > 0 && t('home.bank-fictitious', { count: chips.fictitious })}
      </p>
    </section>
  );
}
