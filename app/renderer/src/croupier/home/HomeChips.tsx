import type { HomeSession } from './session';
import './home.css';

/** The home game beside the table: where the session is, and every player's chips and the bank's. */
export function HomeChips({ session }: { readonly session: HomeSession }) {
  const { chips, settled, total } = session;
  const progress =
    total === null ? `round ${session.round}` : `round ${Math.min(session.round, total)} of ${total}`;
  return (
    <section className="home-chips" aria-label="home game chips" data-testid="home-chips">
      <h2>Home game</h2>
      <p className="home-progress" data-testid="session-progress">
        {session.over ? `${total} of ${total} rounds played` : progress}
      </p>
      <table>
        <caption>{settled > 0 ? `Chips after round ${settled}` : 'Chips at the start'}</caption>
        <tbody>
          {session.standings.map(({ player, chips: count }) => (
            <tr key={player} data-player={player} data-chips={count}>
              <th scope="row">{player}</th>
              <td>{count}</td>
            </tr>
          ))}
          <tr className="bank" data-player="bank" data-chips={chips.bank}>
            <th scope="row">Bank</th>
            <td>{chips.bank}</td>
          </tr>
        </tbody>
      </table>
      {chips.fictitious > 0 ? (
        <p className="fictitious" data-testid="fictitious" data-chips={chips.fictitious}>
          FICTITIOUS: {chips.fictitious} of the bank's chips are top-ups, not real chips
        </p>
      ) : (
        <p className="no-fictitious">no fictitious top-ups</p>
      )}
      {session.standings.length === 0 && <p className="no-players">no player has bet yet</p>}
    </section>
  );
}
