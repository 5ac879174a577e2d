import { describe, expect, it } from 'vitest';
import { partSeed, planParts } from '../../../engine/sim/run-parts.js';

describe('a run cut into parts for worker threads', () => {
  it('splits the rounds into whole parts that add up to the run, the first parts taking one more', () => {
    expect(planParts(1, 10, 3).map((part) => part.rounds)).toEqual([4, 3, 3]);
    expect(planParts(1, 2, 4).map((part) => part.rounds)).toEqual([1, 1, 0, 0]);
    const parts = planParts(99, 10_000_001, 2);
    expect(parts.reduce((sum, part) => sum + part.rounds, 0)).toBe(10_000_001);
  });

  it('gives each part its own seed, the same for the same run seed and part', () => {
    const seeds = planParts(7, 100, 4).map((part) => part.seed);
    expect(new Set(seeds).size).toBe(4);
    expect(planParts(7, 100, 4).map((part) => part.seed)).toEqual(seeds);
    expect(partSeed(8, 0)).not.toBe(partSeed(7, 0));
    expect(partSeed(2 ** 40 + 7, 0)).not.toBe(partSeed(7, 0));
    for (const seed of seeds) expect(seed).toBe(seed >>> 0);
  });

  it('refuses a run without parts', () => {
    expect(() => planParts(1, 10, 0)).toThrow(/at least one part/);
  });
});
