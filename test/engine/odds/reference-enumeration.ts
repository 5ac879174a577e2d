import type { Card, CardValue } from '../../../engine/cards/card.js';
import { handTotal, isNatural } from '../../../engine/cards/hand.js';
import { type DealerRule, dealerAction } from '../../../engine/dealer/dealer-action.js';
import { CARD_OF_VALUE } from '../../../engine/economics/hand-rules.js';
import type { DealerResult } from '../../../engine/odds/dealer-result.js';

/** One card per value, to build real hands the dealer-action code can read. */
export { CARD_OF_VALUE };

/**
 * A deliberately naive second opinion for the exact odds: walks every draw sequence, one card at a
 * time, with no memo and no key, and asks `dealerAction` and `handTotal` on real card codes what
 * the dealer does. It shares nothing with the recursion under test but the rule itself.
 */
export function enumerateDealerOdds(
  countsByValue: readonly number[],
  upcard: CardValue,
  rule: DealerRule,
): Record<DealerResult, number> {
  const odds: Record<DealerResult, number> = {
    '17': 0,
    '18': 0,
    '19': 0,
    '20': 0,
    '21': 0,
    blackjack: 0,
    bust: 0,
  };
  const counts = [...countsByValue];
  const walk = (hand: Card[], chance: number): void => {
    const action = dealerAction(hand, rule);
    if (action === 'bust') {
      odds.bust += chance;
      return;
    }
    if (action === 'stand') {
      const result = isNatural(hand) ? 'blackjack' : (String(handTotal(hand).total) as DealerResult);
      odds[result] += chance;
      return;
    }
    const left = counts.reduce((sum, count) => sum + count, 0);
    for (let value = 1; value <= 10; value++) {
      const count = counts[value] ?? 0;
      if (count === 0) continue;
      counts[value] = count - 1;
      walk([...hand, CARD_OF_VALUE[value] as Card], (chance * count) / left);
      counts[value] = count;
    }
  };
  walk([CARD_OF_VALUE[upcard] as Card], 1);
  return odds;
}

/** Counts by value of `decks` fresh decks with one card of the up-card's value taken out. */
export function decksWithoutUpcard(decks: number, upcard: CardValue): number[] {
  const counts = [0, ...Array.from({ length: 9 }, () => 4 * decks), 16 * decks];
  counts[upcard] = (counts[upcard] ?? 0) - 1;
  return counts;
}
