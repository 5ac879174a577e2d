import { cardText } from '../cards';
import { useText } from '../i18n/words';
import type { TableView } from '../table-types';
import type { Act } from '../use-table';
import { CardFace } from './CardFace';

type Offer = NonNullable<TableView['offer']>;

/**
 * The box asked now takes the misdealt card or passes it on. One function for the buttons and the
 * one-key answers, so both say the same to the table and to the refusal list.
 */
export function answerOffer(act: Act, offer: Offer, answer: 'take' | 'pass'): void {
  if (answer === 'take')
    void act('submitInput', { input: { type: 'take', box: offer.to } }, `box ${offer.to} takes`);
  else void act('submitInput', { input: { type: 'pass' } }, `box ${offer.to} passes`);
}

/** A misdealt card on offer: the box asked now takes it or passes, and the offer goes round. */
export function MisdealOffer({ offer, act }: { readonly offer: Offer; readonly act: Act }) {
  const t = useText('screen');
  return (
    <section className="offer" aria-label={t('offer.title')} data-box={offer.to}>
      <h2>{t('offer.title')}</h2>
      <div className="offer-line">
        <CardFace card={offer.card} />
        <span>{t('offer.line', { card: cardText(offer.card), box: offer.to })}</span>
      </div>
      <button type="button" aria-keyshortcuts="t" onClick={() => answerOffer(act, offer, 'take')}>
        <kbd>T</kbd> {t('offer.take', { box: offer.to })}
      </button>
      <button type="button" aria-keyshortcuts="n" onClick={() => answerOffer(act, offer, 'pass')}>
        <kbd>N</kbd> {t('offer.pass')}
      </button>
    </section>
  );
}
