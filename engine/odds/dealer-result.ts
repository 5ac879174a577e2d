import type { CardValue } from '../cards/card.js';
import { type DealerRule, dealerMustDraw } from '../dealer/dealer-action.js';
import { say } from '../refusals/message.js';
import { ok, type Result, refuse } from '../result.js';

/**
 * How a dealer hand ends, as a pit boss reads the odds: a standing total, a natural (the up-card
 * and the second card), or a bust. A 21 of three or more cards is `21`, not `blackjack`.
 */
export const DEALER_RESULTS = ['17', '18', '19', '20', '21', 'blackjack', 'bust'] as const;
export type DealerResult = (typeof DEALER_RESULTS)[number];

/** The probability of each result; the seven figures sum to 1. */
export type DealerOdds = Readonly<Record<DealerResult, number>>;

/** Odds for every up-card, ace first, as a fresh shoe gives them. */
export type DealerOddsTable = ReadonlyMap<CardValue, DealerOdds>;

/** Up-card values in the order tables print them: ace, then 2 … 10. */
export const UPCARD_VALUES: readonly CardValue[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** `A`, `2` … `10`: the up-card as a croupier names it (every 10-value card is a 10 here). */
export const upcardLabel = (upcard: CardValue): string => (upcard === 1 ? 'A' : String(upcard));

// Indexes into DEALER_RESULTS: the recursion adds plain number arrays, not records, to stay fast.
export const BLACKJACK_INDEX = DEALER_RESULTS.indexOf('blackjack');
export const BUST_INDEX = DEALER_RESULTS.indexOf('bust');
const LOWEST_STANDING_TOTAL = 17;

/**
 * The results only name totals 17–21, so a dealer who stands below 17 (a custom profile may say
 * `standsOn: 16`) would end on a total the odds have no place for; refuse it with a sentence.
 */
export function checkOddsRule(rule: DealerRule): Result<DealerRule> {
  if (rule.standsOn < LOWEST_STANDING_TOTAL) {
    return refuse(say('odds.stands-too-low', { total: rule.standsOn }));
  }
  return ok(rule);
}

/**
 * Where a dealer hand of `cardCount` cards with this hard total stands, as an index into
 * DEALER_RESULTS, or `undefined` while the rule says draw. A single card always draws: the second
 * card is owed at every table.
 */
export function settledResultIndex(
  hard: number,
  holdsAce: boolean,
  cardCount: number,
  rule: DealerRule,
): number | undefined {
  if (hard > 21) return BUST_INDEX;
  const soft = holdsAce && hard + 10 <= 21;
  const total = soft ? hard + 10 : hard;
  if (cardCount < 2 || dealerMustDraw(total, soft, rule)) return undefined;
  if (cardCount === 2 && total === 21) return BLACKJACK_INDEX;
  if (total < LOWEST_STANDING_TOTAL)
    throw new Error(`dealer stands on ${total}: check the rule with checkOddsRule`);
  return total - LOWEST_STANDING_TOTAL;
}

/** Turns the recursion's number array back into named results. */
export function toDealerOdds(figures: ArrayLike<number>): DealerOdds {
  const odds = {} as Record<DealerResult, number>;
  DEALER_RESULTS.forEach((result, index) => {
    odds[result] = figures[index] ?? 0;
  });
  return odds;
}

/**
 * Counts by value (index 1 = aces … 10; index 0 unused) checked and copied, so the recursion may
 * take cards out and put them back without touching the caller's array.
 */
export function copyCountsByValue(countsByValue: readonly number[]): number[] {
  const counts = new Array<number>(11).fill(0);
  for (let value = 1; value <= 10; value++) {
    const count = countsByValue[value] ?? 0;
    if (!Number.isInteger(count) || count < 0) {
      throw new Error(
        `a composition holds a whole number of cards of each value, not ${count} of value ${value}`,
      );
    }
    counts[value] = count;
  }
  return counts;
}

/** Thrown when a hand-made composition runs out while the dealer must still draw. */
export function compositionExhausted(upcard: CardValue): Error {
  return new RangeError(
    `the composition runs out while the dealer (up-card ${upcardLabel(upcard)}) must still draw: give it more cards`,
  );
}
