import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exactEdge } from '../../../engine/economics/exact-edge.js';
import { unwrap } from '../../../engine/result.js';
import { findProfile, parseProfileJson } from '../../../engine/rules/profiles.js';
import { PUBLISHED_EDGES, SIMULATED_EDGES } from '../../fixtures/rules/published-edges.js';

const fixture = (id: string) =>
  unwrap(
    parseProfileJson(readFileSync(new URL(`../../fixtures/rules/${id}.json`, import.meta.url), 'utf8'), id),
  );

/** The published rule sets the unit tests run (the others are in docs/benchmarks.md): one deck
 * with and without double after split, and six decks without a hole card. */
const TESTED = ['wizard-1d-s17', 'wizard-1d-s17-das', 'wizard-6d-h17-enhc'];
const PUBLISHED = PUBLISHED_EDGES.filter(({ rules }) => TESTED.includes(rules));

/** Within 0.005 % of the stake where the rules match exactly. */
const PUBLISHED_BAND = 0.00005;

describe('exact edges beside published exact figures', () => {
  for (const { rules, page, ev } of PUBLISHED) {
    it(`given the rules of appendix 9 ${page} (${rules}), when played by composition, then the edge is the published ${ev}`, () => {
      expect(Math.abs(exactEdge(fixture(rules), 'composition').ev - ev)).toBeLessThan(PUBLISHED_BAND);
    });
  }
});

// The simulated figures: basic strategy, a fresh shoe against a 75 % cut card (and classic-6d's
// two boxes), close enough that the first round's figure must fall inside their 95 % interval.
const SIMULATED = SIMULATED_EDGES;

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
