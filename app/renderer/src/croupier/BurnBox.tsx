import type { BurnedCard } from '../../../contract';
import { cardText } from '../cards';
import { useText, useWords } from '../i18n/words';
import { CardFace } from './CardFace';
import './burn-box.css';

/**
 * Every card of the round that no hand kept (pulled between rounds, marked drawn by mistake,
 * passed round the boxes), with why and what the croupier does with it: no card leaves the shoe
 * without the screen saying where it went.
 */
export function BurnBox({ burned }: { readonly burned: readonly BurnedCard[] }) {
  const t = useText('screen');
  const { say } = useWords();
  if (burned.length === 0) return null;
  return (
    <section className="burn-box" aria-labelledby="burn-box-title" data-testid="burn-box" role="status">
      <h2 id="burn-box-title">
        {t('burn.title')} <small>{t('burn.count', { count: burned.length })}</small>
      </h2>
      <ol>
        {burned.map((entry, index) => (
          // The burn box only grows during a round: a card's place in it is its identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} data-card={entry.card} data-between-rounds={entry.betweenRounds}>
            <CardFace card={entry.card} />
            <div className="burn-words">
              <p className="burn-instruction">
                <strong>{cardText(entry.card)}</strong> — {t('burn.instruction')}
                {entry.pitBossNote && <span className="burn-note"> · {t('burn.pit-boss-note')}</span>}
              </p>
              <p className="burn-why">
                <span className="burn-when">
                  {entry.betweenRounds
                    ? t('burn.between-rounds')
                    : t('burn.this-round', { round: entry.round })}
                </span>{' '}
                {say(entry.why)}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
