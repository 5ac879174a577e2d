import type { HomeSession } from './session';
import './home.css';

/** The agreed rounds are played: the players ranked by chips, the way the session ends. */
export function SessionOver({ session }: { readonly session: HomeSession }) {
  if (!session.over) return null;
  const { chips } = session;
  return (
    <section className="session-over" aria-label="session over" data-testid="session-over">
      <h2>Session over — {session.total} rounds played</h2>
      <ol className="ranking">
        {session.standings.map(({ player, chips: count, rank }) => (
          <li key={player} data-player={player} data-rank={rank} data-chips={count}>
            <span className="rank">{rank}.</span> <span className="player">{player}</span>{' '}
            <span className="count">{count} chips</span>
          </li>
        ))}
      </ol>
      <p className="bank">
        Bank {chips.bank} chips
        {chips.fictitious > 0 && ` (${chips.fictitious} of them fictitious top-ups)`}
      </p>
    </section>
  );
}
