import { useText, useUnits } from '../i18n/words';
import type { RoundReport } from '../table-types';

/**
 * The settled round in one line per bettor, all their bets together (each box shows its own
 * pay/take lines); a voided round says why every stake goes back.
 */
export function Settlement({ round }: { readonly round: RoundReport }) {
  const t = useText('screen');
  const units = useUnits();
  if (round.voided)
    return (
      <section className="settlement void" aria-label={t('settle.title', { round: round.round })}>
        <h2>{t('settle.void', { round: round.round })}</h2>
        <p>{t('settle.void-reason', { reason: round.voided.reason, author: round.voided.author })}</p>
      </section>
    );
  if (round.settlementLines.length === 0) return null;
  return (
    <section className="settlement" aria-label={t('settle.title', { round: round.round })}>
      <h2>{t('settle.title', { round: round.round })}</h2>
      <ul className="nets" aria-label={t('settle.nets')} data-testid="nets">
        {Object.entries(round.net).map(([bettor, net]) => (
          <li
            key={bettor}
            className={net > 0 ? 'pay' : net < 0 ? 'take' : 'push'}
            data-bettor={bettor}
            data-net={net}
          >
            {bettor} {net > 0 ? '+' : net < 0 ? '−' : '±'}
            {units(Math.abs(net))}
          </li>
        ))}
      </ul>
    </section>
  );
}
