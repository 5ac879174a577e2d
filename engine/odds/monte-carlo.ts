import type { CardValue } from '../cards/card.js';
import type { DealerRule } from '../dealer/dealer-action.js';
import type { RandomSource } from '../random/seeded.js';
import { unwrap } from '../result.js';
import { remainingByValue, type ShoeComposition } from '../shoe/composition.js';
import {
  checkOddsRule,
  compositionExhausted,
  copyCountsByValue,
  DEALER_RESULTS,
  type DealerResult,
  settledResultIndex,
} from './dealer-result.js';

/** A sampled probability and its standard error, sqrt(p(1 − p) / trials). */
export interface ResultEstimate {
  readonly estimate: number;
  readonly standardError: number;
}

export type DealerOddsEstimate = Readonly<Record<DealerResult, ResultEstimate>>;

/**
 * The dealer's rule played out `trials` times from the same composition, each hand drawn afresh
 * with the seeded generator. A second route to the figures, independent of the exact recursion's
 * weighting and memo, so each can check the other; the same seed always gives the same estimate.
 */
export function sampleDealerOdds(
  shoe: ShoeComposition,
  upcard: CardValue,
  rule: DealerRule,
  trials: number,
  random: RandomSource,
): DealerOddsEstimate {
  return sampleDealerOddsByValue(remainingByValue(shoe), upcard, rule, trials, random);
}

/** The same, from counts by value (index 1 = aces … 10); the up-card is already out of them. */
export function sampleDealerOddsByValue(
  countsByValue: readonly number[],
  upcard: CardValue,
  rule: DealerRule,
  trials: number,
  random: RandomSource,
): DealerOddsEstimate {
  unwrap(checkOddsRule(rule));
  if (!Number.isInteger(trials) || trials < 1)
    throw new Error(`a Monte Carlo run needs at least one trial, not ${trials}`);
  const counts = copyCountsByValue(countsByValue);
  const tally = new Array<number>(DEALER_RESULTS.length).fill(0);
  for (let trial = 0; trial < trials; trial++) {
    const result = playOneDealerHand(counts, upcard, rule, random);
    tally[result] = (tally[result] ?? 0) + 1;
  }
  const estimate = {} as Record<DealerResult, ResultEstimate>;
  DEALER_RESULTS.forEach((result, index) => {
    const share = (tally[index] ?? 0) / trials;
    estimate[result] = { estimate: share, standardError: Math.sqrt((share * (1 - share)) / trials) };
  });
  return estimate;
}

/**
 * One dealer hand drawn without replacement. The cards it takes are put back before it returns,
 * so every trial starts from the same composition.
 */
function playOneDealerHand(
  counts: number[],
  upcard: CardValue,
  rule: DealerRule,
  random: RandomSource,
): number {
  const drawn: number[] = [];
  let left = counts.reduce((sum, count) => sum + count, 0);
  let hard = upcard;
  let holdsAce = upcard === 1;
  try {
    for (;;) {
      const settled = settledResultIndex(hard, holdsAce, drawn.length + 1, rule);
      if (settled !== undefined) return settled;
      if (left === 0) throw compositionExhausted(upcard);
      const value = pickValue(counts, Math.floor(random() * left));
      counts[value] = (counts[value] ?? 0) - 1;
      drawn.push(value);
      left -= 1;
      hard += value;
      holdsAce ||= value === 1;
    }
  } finally {
    for (const value of drawn) counts[value] = (counts[value] ?? 0) + 1;
  }
}

/** The value of the card at `position` when the remaining cards are laid out ace first. */
function pickValue(counts: readonly number[], position: number): number {
  let passed = 0;
  for (let value = 1; value <= 10; value++) {
    passed += counts[value] ?? 0;
    if (position < passed) return value;
  }
  throw new Error(`no card at position ${position} of the composition`);
}
