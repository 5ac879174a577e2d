import { useText } from '../../i18n/words';
import type { HomeSession } from './session';
import './home.css';

/** The home game beside the table: where the session is, and every player's chips and the bank's. */
export function HomeChips({ session }: { readonly session: HomeSession }) {
  const t = useText('screen');
  const { chips, settled, total } = session;
  const progress =
    total === null
      ? t('home.round', { round: session.round })
      : t('home.round-of', { round: Math.min(session.round, total), total });
  return (
    <section className="home-chips" aria-label={t('home.title')} data-testid="home-chips">
      <h2>{t('home.title')}</h2>
      <p className="home-progress" data-testid="session-progress">
        {session.over && total !== null ? t('home.played', { count: total }) : progress}
      </p>
      <table>
        <caption>{settled > 0 ? t('home.chips-after', { round: settled }) : t('home.chips-start')}</caption>
        <tbody>
          {session.standings.map(({ player, chips: count }) => (
            <tr key={player} data-player={player} data-chips={count}>
              <th scope="row">{player}</th>
              <td>{count}</td>
            </tr>
          ))}
          <tr className="bank" data-player="bank" data-chips={chips.bank}>
            <th scope="row">{t('home.bank')}</th>
            <td>{chips.bank}</td>
          </tr>
        </tbody>
      </table>
      {chips.fictitious > 0 ? (
        <p className="fictitious" data-testid="fictitious" data-chips={chips.fictitious}>
          {t('home.fictitious', { count: chips.fictitious })}
        </p>
      ) : (
        <p className="no-fictitious">{t('home.no-fictitious')}</p>
      )}
      {session.standings.length === 0 && <p className="no-players">{t('home.no-players')}</p>}
    </section>
  );
}
