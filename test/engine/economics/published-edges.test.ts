import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exactEdge } from '../../../engine/economics/exact-edge.js';
import { unwrap } from '../../../engine/result.js';
import { findProfile, parseProfileJson } from '../../../engine/rules/profiles.js';

const fixture = (id: string) =>
  unwrap(
    parseProfileJson(readFileSync(new URL(`../../fixtures/rules/${id}.json`, import.meta.url), 'utf8'), id),
  );

/**
 * Wizard of Odds, Blackjack Appendix 9 (https://wizardofodds.com/games/blackjack/appendix/9/):
 * expected returns computed with "the exact hand composition at every step", split hands by "how
 * many hands the player had already split, but not the other cards drawn in those hands" — the
 * composition-dependent play and the split approximation of this analysis. Rules: resplit to four
 * hands except aces, one card on split aces, double on any two cards, no surrender.
 */
const PUBLISHED: readonly { rules: string; page: string; ev: number }[] = [
  { rules: 'wizard-1d-s17', page: '1ds17r4', ev: 0.000423 },
  { rules: 'wizard-1d-s17-das', page: '1ds17r4', ev: 0.001839 },
  { rules: 'wizard-6d-h17-enhc', page: 'euro-6dh17r4', ev: -0.0086975 },
];

/** Within 0.005 % of the stake where the rules match exactly. */
const PUBLISHED_BAND = 0.00005;

describe('exact edges beside published exact figures', () => {
  for (const { rules, page, ev } of PUBLISHED) {
    it(`given the rules of appendix 9 ${page} (${rules}), when played by composition, then the edge is the published ${ev}`, () => {
      expect(Math.abs(exactEdge(fixture(rules), 'composition').ev - ev)).toBeLessThan(PUBLISHED_BAND);
    });
  }
});

/**
 * The 95 % intervals of ten million simulated rounds per profile (docs/benchmarks.md, "Rule
 * economics", seed 2026): basic strategy, fresh shoe against a 75 % cut card (and classic-6d's two
 * boxes), close enough that the first round's figure must fall inside.
 */
const SIMULATED: readonly { id: string; low: number; high: number }[] = [
  { id: 'classic-6d', low: -0.00704, high: -0.0059 },
  { id: 'open-6d', low: -0.00291, high: -0.00153 },
  { id: 'home-1d', low: -0.00037, high: 0.00105 },
];

describe("the profiles' exact edges beside their simulated figures", () => {
  for (const { id, low, high } of SIMULATED) {
    it(`given ${id}, when played by its chart, then the exact edge lies in the simulation's 95 % interval`, () => {
      const { ev, byUpcard } = exactEdge(unwrap(findProfile(id)), 'basic');
      expect(ev).toBeGreaterThan(low);
      expect(ev).toBeLessThan(high);
      expect(byUpcard.reduce((sum, row) => sum + row.probability, 0)).toBeCloseTo(1, 12);
    });
  }
});
