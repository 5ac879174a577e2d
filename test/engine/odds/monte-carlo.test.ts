import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../../app/core/sentences.js';
import type { CardValue } from '../../../engine/cards/card.js';
import { dealerOddsTable } from '../../../engine/odds/dealer-odds.js';
import { DEALER_RESULTS, type DealerOdds } from '../../../engine/odds/dealer-result.js';
import { sampleDealerOdds, sampleDealerOddsByValue } from '../../../engine/odds/monte-carlo.js';
import { seededRandom } from '../../../engine/random/seeded.js';
import { home1d } from '../../../engine/rules/profiles/home-1d.js';
import { freshShoe, removeCard } from '../../../engine/shoe/composition.js';
import { CARD_OF_VALUE, decksWithoutUpcard } from './reference-enumeration.js';

const s17 = home1d.dealer;
const only = (cards: Partial<Record<CardValue, number>>): number[] =>
  Array.from({ length: 11 }, (_, value) => cards[value as CardValue] ?? 0);

describe('Monte Carlo dealer odds', () => {
  it('one deck: every up-card and result lies within three standard errors of the exact figure', () => {
    // 61 comparisons at three standard errors: about one seed in ten would fail one by chance, so
    // the seeds are fixed and a failure after a change means the change, not bad luck.
    const exact = dealerOddsTable(home1d);
    const trials = 50_000;
    for (let upcard = 1; upcard <= 10; upcard++) {
      const shoe = removeCard(freshShoe(1), CARD_OF_VALUE[upcard] ?? 'AS');
      if (!shoe.ok) throw new Error(reasonOf(shoe));
      const sampled = sampleDealerOdds(
        shoe.value,
        upcard as CardValue,
        s17,
        trials,
        seededRandom(2024 + upcard),
      );
      const figures = exact.get(upcard as CardValue) as DealerOdds;
      for (const result of DEALER_RESULTS) {
        const { estimate, standardError } = sampled[result];
        if (figures[result] === 0) expect(estimate, `${upcard} ${result}`).toBe(0);
        else
          expect(Math.abs(estimate - figures[result]), `${upcard} ${result}`).toBeLessThanOrEqual(
            3 * standardError,
          );
      }
    }
  });

  it('a certain result has estimate 1 and no standard error', () => {
    const sampled = sampleDealerOddsByValue(only({ 10: 12 }), 7, s17, 500, seededRandom(1));
    expect(sampled['17']).toEqual({ estimate: 1, standardError: 0 });
    expect(sampled.bust).toEqual({ estimate: 0, standardError: 0 });
  });

  it('gives the standard error of a share: sqrt(p(1 − p) / n)', () => {
    const trials = 10_000;
    const sampled = sampleDealerOddsByValue(only({ 1: 1, 6: 1, 7: 1 }), 10, s17, trials, seededRandom(7));
    const share = sampled.blackjack.estimate;
    expect(sampled.blackjack.standardError).toBeCloseTo(Math.sqrt((share * (1 - share)) / trials), 15);
    // By hand: blackjack 1/3, 17 1/2, bust 1/6 (see the exact-odds tests).
    expect(Math.abs(share - 1 / 3)).toBeLessThan(3 * sampled.blackjack.standardError);
    expect(Math.abs(sampled['17'].estimate - 1 / 2)).toBeLessThan(3 * sampled['17'].standardError);
  });

  it('the same seed gives the same figures; another seed gives other figures', () => {
    const counts = decksWithoutUpcard(1, 6);
    const first = sampleDealerOddsByValue(counts, 6, s17, 2_000, seededRandom(42));
    const again = sampleDealerOddsByValue(counts, 6, s17, 2_000, seededRandom(42));
    const other = sampleDealerOddsByValue(counts, 6, s17, 2_000, seededRandom(43));
    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
  });

  it('puts every drawn card back: the caller’s counts are unchanged', () => {
    const counts = decksWithoutUpcard(1, 2);
    const before = [...counts];
    sampleDealerOddsByValue(counts, 2, s17, 1_000, seededRandom(3));
    expect(counts).toEqual(before);
  });

  it('refuses zero trials', () => {
    expect(() => sampleDealerOddsByValue(decksWithoutUpcard(1, 2), 2, s17, 0, seededRandom(3))).toThrow(
      /trial/,
    );
  });
});
