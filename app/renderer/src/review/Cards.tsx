import { cardText, cardWords, isRed } from '../cards';
import type { Card, RoundReport } from '../table-types';

/** Every card on the table at a step: dealer, hands and burned cards. */
export const cardsOnTable = (round: RoundReport): number =>
  round.dealer.cards.length +
  round.boxes.reduce((sum, box) => sum + box.hands.reduce((n, hand) => n + hand.cards.length, 0), 0) +
  round.burned.length;

export function Cards({ cards }: { readonly cards: readonly Card[] }) {
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
