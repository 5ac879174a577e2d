import { describe, expect, it } from 'vitest';
import type { CardValue } from '../../../engine/cards/card.js';
import { dealerFinals, KEY_WEIGHTS } from '../../../engine/economics/dealer-finals.js';
import { BLACKJACK_INDEX, DEALER_RESULTS } from '../../../engine/odds/dealer-result.js';
import { enumerateDealerOdds } from '../odds/reference-enumeration.js';

const RULES = [
  { standsOn: 17, hitsSoft17: false },
  { standsOn: 17, hitsSoft17: true },
] as const;

/** A composition of one deck less a few cards, the same for every run. */
function thinnedDeck(seed: number): number[] {
  const counts = [0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 16];
  for (let step = 1; step <= 6; step++) {
    const value = ((seed * 7 + step * 3) % 10) + 1;
    if ((counts[value] ?? 0) > 1) counts[value] = (counts[value] ?? 0) - 1;
  }
  return counts;
}

describe('dealer finals from the unrolled rule', () => {
  for (const rule of RULES) {
    it(`given one-deck compositions, when the odds are summed over finished hands (${rule.hitsSoft17 ? 'H17' : 'S17'}), then they equal a walk over every draw`, () => {
      for (const upcard of [1, 2, 6, 10] as CardValue[]) {
        for (const seed of [1, 2, 3]) {
          const counts = thinnedDeck(seed);
          const left = counts.reduce((sum, count) => sum + count, 0);
          const odds = dealerFinals(upcard, rule, false).odds(counts, left, seed);
          const walked = enumerateDealerOdds(counts, upcard, rule);
          DEALER_RESULTS.forEach((result, index) => {
            expect(odds[index]).toBeCloseTo(walked[result], 12);
          });
        }
      }
    });
  }

  it('given a peek, when the natural is left out, then its share is gone and the rest is unchanged', () => {
    const counts = thinnedDeck(4);
    const left = counts.reduce((sum, count) => sum + count, 0);
    const all = dealerFinals(10, RULES[0], false).odds(counts, left, 0);
    const checked = dealerFinals(10, RULES[0], true).odds(counts, left, 0);
    expect(all[BLACKJACK_INDEX]).toBeCloseTo((counts[1] ?? 0) / left, 12);
    expect(checked[BLACKJACK_INDEX]).toBe(0);
    expect(checked[0]).toBe(all[0]);
  });

  it('given a composition key, when the same key is asked again, then the cached odds come back', () => {
    const finals = dealerFinals(5, RULES[0], false);
    const counts = thinnedDeck(5);
    const left = counts.reduce((sum, count) => sum + count, 0);
    const first = finals.odds(counts, left, KEY_WEIGHTS[3] ?? 0);
    expect(finals.odds(counts, left, KEY_WEIGHTS[3] ?? 0)).toBe(first);
  });
});
