import { type Card, cardValue } from '../cards/card.js';
import { handTotal, isBust, isNatural } from '../cards/hand.js';

/** How one finished hand ended against the dealer. A bust is a loss: it pays nothing more. */
export type HandOutcome = 'blackjack' | 'win' | 'push' | 'lose';

/** The part of a finished hand its outcome depends on. */
export interface HandForOutcome {
  readonly cards: readonly Card[];
  /** A hand made by a split: its 21 is never a natural. */
  readonly fromSplit: boolean;
}

/** What every hand of the round is compared with, read once from the dealer's finished cards. */
export interface DealerFinish {
  readonly cards: readonly Card[];
  readonly natural: boolean;
  readonly bust: boolean;
  readonly total: number;
}

/**
 * RULES.md pays insurance "if the dealer's first two cards are a blackjack", and a dealer with a
 * natural draws no more; reading only the first two cards keeps insurance and the hand in step.
 */
export const dealerHasNatural = (dealerCards: readonly Card[]): boolean => isNatural(dealerCards.slice(0, 2));

export function readDealerFinish(cards: readonly Card[]): DealerFinish {
  return { cards, natural: dealerHasNatural(cards), bust: isBust(cards), total: handTotal(cards).total };
}

/**
 * Whether the dealer may still turn out to hold a natural: one card showing an ace or a
 * 10-value card. Where the up-card is anything else a player natural is paid at once.
 */
export function dealerMayStillHaveNatural(dealerCards: readonly Card[]): boolean {
  const [upCard] = dealerCards;
  if (dealerCards.length !== 1 || upCard === undefined) return false;
  const value = cardValue(upCard);
  return value === 1 || value === 10;
}

/**
 * The outcome of a hand still on the layout at the end of the round. The order of the checks is
 * the rule: a bust loses first (its bet was taken at once, even if the dealer busts later), then
 * naturals (two push, one beats any 21 of more cards), then the dealer's bust, then totals.
 *
 * The dealer's cards must be the finished hand; a single card is enough only for a bust or for a
 * natural against an up-card that cannot make one. Anything else is a bug in the caller.
 */
export const handOutcome = (hand: HandForOutcome, dealerCards: readonly Card[]): HandOutcome =>
  outcomeAgainst(hand, readDealerFinish(dealerCards));

/** `handOutcome` against a dealer hand already read, for settling many hands against one dealer. */
export function outcomeAgainst(hand: HandForOutcome, dealer: DealerFinish): HandOutcome {
  if (isBust(hand.cards)) return 'lose';
  const playerNatural = isNatural(hand.cards, hand.fromSplit);
  if (dealer.cards.length < 2 && (!playerNatural || dealerMayStillHaveNatural(dealer.cards))) {
    throw new Error(`a live hand cannot be settled against ${dealer.cards.length} dealer card(s)`);
  }
  if (playerNatural) return dealer.natural ? 'push' : 'blackjack';
  if (dealer.natural) return 'lose';
  if (dealer.bust) return 'win';
  const player = handTotal(hand.cards).total;
  if (player > dealer.total) return 'win';
  return player === dealer.total ? 'push' : 'lose';
}
