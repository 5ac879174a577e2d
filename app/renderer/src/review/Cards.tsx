import { cardText, isRed, rankLabel } from '../cards';
import { useText } from '../i18n/words';
import type { Card, RoundReport } from '../table-types';

/** Every card on the table at a step: dealer, hands and burned cards. */
export const cardsOnTable = (round: RoundReport): number =>
  round.dealer.cards.length +
  round.boxes.reduce((sum, box) => sum + box.hands.reduce((n, hand) => n + hand.cards.length, 0), 0) +
  round.burned.length;

/** A card in words, for a screen reader and the tooltip: "10 of hearts". */
function useCardWords(): (card: Card) => string {
  const t = useText('review');
  return (card) => {
    const rank = rankLabel(card);
    switch (card[1]) {
      case 'S':
        return t('review.card.spades', { rank });
      case 'H':
        return t('review.card.hearts', { rank });
      case 'D':
        return t('review.card.diamonds', { rank });
      default:
        return t('review.card.clubs', { rank });
    }
  };
}

export function Cards({ cards }: { readonly cards: readonly Card[] }) {
  const cardWords = useCardWords();
  return (
    <span className="replay-cards">
      {cards.length === 0
        ? '—'
        : cards.map((card, index) => (
            // A card's place in the hand is its identity: cards are never reordered.
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              className={`replay-card ${isRed(card) ? 'red' : 'black'}`}
              title={cardWords(card)}
              data-card={card}
            >
              {cardText(card)}
            </span>
          ))}
    </span>
  );
}
