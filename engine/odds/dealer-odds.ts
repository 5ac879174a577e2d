import type { Card, CardValue } from '../cards/card.js';
import type { DealerRule } from '../dealer/dealer-action.js';
import { unwrap } from '../result.js';
import type { RuleProfile } from '../rules/profile-schema.js';
import { freshShoe, remainingByValue, removeCard, type ShoeComposition } from '../shoe/composition.js';
import {
  checkOddsRule,
  compositionExhausted,
  copyCountsByValue,
  DEALER_RESULTS,
  type DealerOdds,
  type DealerOddsTable,
  settledResultIndex,
  toDealerOdds,
  UPCARD_VALUES,
} from './dealer-result.js';

/**
 * Exact dealer odds: every way the dealer's hand can go, weighted by the cards left, summed
 * without sampling. Not conditioned on a peek: the second card may be anything, so `blackjack`
 * carries the natural's own probability. A rule `checkOddsRule` refuses, or a hand-made
 * composition too small for the dealer to finish, is a caller's bug and throws.
 */
export function dealerOdds(shoe: ShoeComposition, upcard: CardValue, rule: DealerRule): DealerOdds {
  return dealerOddsByValue(remainingByValue(shoe), upcard, rule);
}

/** The same, from counts by value (index 1 = aces … 10); the up-card is already out of them. */
export function dealerOddsByValue(
  countsByValue: readonly number[],
  upcard: CardValue,
  rule: DealerRule,
): DealerOdds {
  unwrap(checkOddsRule(rule));
  const counts = copyCountsByValue(countsByValue);
  const weights = drawnCardsKeyWeights(counts);
  // The cards drawn so far are exactly the dealer's hand after the up-card, so the multiset of
  // drawn cards fixes the hard total, the ace, the card count and what is left: it alone is the
  // memo key. Orders that reach the same multiset (5 then 6, 6 then 5) share one entry.
  const memo = new Map<number, Float64Array>();

  const oddsFrom = (
    hard: number,
    holdsAce: boolean,
    cardCount: number,
    left: number,
    key: number,
  ): Float64Array => {
    const settled = settledResultIndex(hard, holdsAce, cardCount, rule);
    if (settled !== undefined) return CERTAIN[settled] as Float64Array;
    const known = memo.get(key);
    if (known !== undefined) return known;
    if (left === 0) throw compositionExhausted(upcard);
    const odds = new Float64Array(DEALER_RESULTS.length);
    for (let value = 1; value <= 10; value++) {
      const count = counts[value] ?? 0;
      if (count === 0) continue;
      counts[value] = count - 1;
      const next = oddsFrom(
        hard + value,
        holdsAce || value === 1,
        cardCount + 1,
        left - 1,
        key + (weights[value] ?? 0),
      );
      counts[value] = count;
      const chance = count / left;
      for (let result = 0; result < odds.length; result++)
        odds[result] = (odds[result] ?? 0) + chance * (next[result] ?? 0);
    }
    memo.set(key, odds);
    return odds;
  };

  const cardsLeft = counts.reduce((sum, count) => sum + count, 0);
  return toDealerOdds(oddsFrom(upcard, upcard === 1, 1, cardsLeft, 0));
}

/**
 * For a fresh shoe of the profile's decks: each up-card taken out of the shoe, then its odds.
 * Ace first, then 2 … 10, the order a pit boss reads them.
 */
export function dealerOddsTable(profile: RuleProfile): DealerOddsTable {
  const shoe = freshShoe(profile.shoe.decks);
  const table = new Map<CardValue, DealerOdds>();
  for (const upcard of UPCARD_VALUES) {
    const withoutUpcard = unwrap(removeCard(shoe, cardOfValue(upcard)));
    table.set(upcard, dealerOdds(withoutUpcard, upcard, profile.dealer));
  }
  return table;
}

/** One card for each value: the suit does not change the odds, nor does T against J, Q, K. */
function cardOfValue(value: CardValue): Card {
  if (value === 1) return 'AS';
  if (value === 10) return 'TS';
  return `${value as 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}S`;
}

/** A settled hand is certain of its result: one row per result, 1 in its own place. */
const CERTAIN: readonly Float64Array[] = DEALER_RESULTS.map((_, index) => {
  const row = new Float64Array(DEALER_RESULTS.length);
  row[index] = 1;
  return row;
});

/**
 * Mixed-radix weights over the cards drawn. The dealer draws only while the hard total is 20 or
 * less, so at most floor(20 / value) + 1 cards of a value can be drawn; capping each digit there
 * keeps the key small (about 10^8 at most) whatever the number of decks.
 */
function drawnCardsKeyWeights(counts: readonly number[]): number[] {
  const weights = new Array<number>(11).fill(0);
  let weight = 1;
  for (let value = 1; value <= 10; value++) {
    weights[value] = weight;
    const mostDrawn = Math.min(counts[value] ?? 0, Math.floor(20 / value) + 1);
    weight *= mostDrawn + 1;
  }
  return weights;
}
