import { type Card, cardValue, FULL_DECK, rankOf } from '../../cards/card.js';

/**
 * The fast simulator's cards: a small integer, the card's index in `FULL_DECK` (suit by suit, ace
 * to king). The statechart's driver lists a shoe's cards in that order before shuffling, so a shoe
 * of indexes shuffled with the same generator holds the same cards in the same places.
 */
export const DECK_SIZE = FULL_DECK.length;

/** Blackjack value of each card index: 1 (ace) … 10. */
export const VALUE_OF: Uint8Array = Uint8Array.from(FULL_DECK, (card) => cardValue(card));

/** Rank of each card index, 0 (ace) … 12 (king): K and Q differ here, not in `VALUE_OF`. */
export const RANK_OF: Uint8Array = Uint8Array.from(FULL_DECK, (card) =>
  'A23456789TJQK'.indexOf(rankOf(card)),
);

/** The canonical code of a card index, for traces. */
export const cardOf = (index: number): Card => FULL_DECK[index] as Card;
