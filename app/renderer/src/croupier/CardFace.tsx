import type { ReactNode } from 'react';
import { cardWords, isRed, rankLabel, suitGlyph } from '../cards';
import { useText } from '../i18n/words';
import type { Card } from '../table-types';

/** A card as it lies on the felt: rank and suit, red or black, large enough to read at arm's length. */
export function CardFace({ card }: { readonly card: Card }) {
  return (
    <span className={`card ${isRed(card) ? 'red' : 'black'}`} title={cardWords(card)} data-card={card}>
      <span className="rank">{rankLabel(card)}</span>
      <span className="suit">{suitGlyph(card)}</span>
    </span>
  );
}

/** The dealer's hole card, face down. */
export function CardBack() {
  const t = useText('screen');
  return <span className="card back" title={t('card.hole-down')} data-card="hidden" />;
}

/** Cards in the order dealt; a six-deck shoe can put the same card twice in one hand. */
export function CardRow({
  cards,
  children,
}: {
  readonly cards: readonly Card[];
  readonly children?: ReactNode;
}) {
  return (
    <div className="cards">
      {cards.map((card, index) => (
        // A card's place in the hand is its identity: cards are never reordered or removed.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <CardFace key={index} card={card} />
      ))}
      {children}
    </div>
  );
}
