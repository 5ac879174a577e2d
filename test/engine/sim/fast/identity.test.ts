import { describe, expect, it } from 'vitest';
import type { RuleProfile } from '../../../../engine/rules/profile-schema.js';
import { classic6d } from '../../../../engine/rules/profiles/classic-6d.js';
import { home1d } from '../../../../engine/rules/profiles/home-1d.js';
import { open6d } from '../../../../engine/rules/profiles/open-6d.js';
import { checkFastPath, type FastRunner } from '../../../../engine/sim/fast/identity-check.js';
import { simulateRoundsFast } from '../../../../engine/sim/fast/simulate-fast.js';
import { type SimulationSummary as Summary, summarize } from '../../../../engine/sim/simulation-summary.js';
import { peerProfile } from '../../../bench/peers/peer-profile.js';

/** 100,000 rounds a profile, every box occupied: the most cards, splits and chips per round. */
const LONG = 100_000;
/**
 * A run is synchronous and bounded (it cannot hang), so its deadline only has to be one a loaded
 * machine meets: 100,000 statechart rounds took 30–60 s beside two CPU-bound programs and 128 s
 * with more sharing the two cores.
 */
const TIMEOUT = 360_000;

function expectIdentical(profile: RuleProfile, boxes: number, rounds: number, seed: number) {
  const check = checkFastPath({ profile, boxes, rounds, seed });
  expect(check.mismatch).toBeNull();
  expect(check.identical).toBe(true);
  const statechart = summarize(check.statechart);
  const fast = summarize(check.fast);
  expect(fast.rounds).toBe(rounds);
  expect(fast.ev).toBe(statechart.ev);
  expect(fast.stderr).toBe(statechart.stderr);
  expect(fast.stakePerRound).toBe(statechart.stakePerRound);
  expect(check.fast).toEqual(check.statechart);
  return statechart;
}

/**
 * Each profile with several boxes (more cards, splits and chips a round than its fewest) and what
 * its run must show. Seven classic-6d boxes took 35–54 s on the shared two cores, most of it the
 * statechart: three keep each run well under 40 s.
 */
const LONG_RUNS = [
  {
    given: 'classic-6d, three boxes, a cut card at 75 %',
    profile: classic6d,
    boxes: 3,
    seed: 6,
    shows: (summary: Summary) => [summary.doubles, summary.splits, summary.shoes - 1],
  },
  {
    given: 'open-6d, five boxes, resplit aces, double after split and surrender',
    profile: open6d,
    boxes: 5,
    seed: 7,
    shows: (summary: Summary) => [summary.doubles, summary.splits, summary.surrenders],
  },
  {
    given: 'the peers bench’s table (no surrender, four hands at most, split aces not resplit), two boxes',
    profile: peerProfile,
    boxes: 2,
    seed: 9,
    shows: (summary: Summary) => [summary.doubles, summary.splits, summary.shoes - 1],
  },
  {
    given: 'home-1d, six boxes, a deck gathered every round and players short of chips',
    profile: home1d,
    boxes: 6,
    seed: 8,
    shows: (summary: Summary) => [summary.playersReplaced, summary.sessions, summary.shoes - LONG + 1],
  },
];

describe('the fast path plays the statechart’s rounds', () => {
  for (const run of LONG_RUNS) {
    it(
      `given ${run.given}, then 100,000 seeded rounds are identical round for round`,
      () => {
        const summary = expectIdentical(run.profile, run.boxes, LONG, run.seed);
        for (const count of run.shows(summary)) expect(count).toBeGreaterThan(0);
      },
      TIMEOUT,
    );
  }

  it(
    'given a home deck that runs out within a round (sixteen boxes), then the backup deck deals the same cards',
    () => {
      // No real home table runs out: six boxes use at most about 32 of the 52 cards. Sixteen do,
      // often, and each time the driver shuffles a fresh deck at its next input.
      const crowded = { ...home1d, table: { ...home1d.table, boxes: 16 } };
      let roundsPastTheDeck = 0;
      simulateRoundsFast({
        profile: crowded,
        boxes: 16,
        rounds: 2_000,
        seed: 8,
        onTrace: (trace) => {
          const cards = trace.boxes.reduce(
            (sum, box) => sum + box.hands.reduce((n, hand) => n + hand.cards.length, 0),
            trace.dealer.length,
          );
          if (cards > 52) roundsPastTheDeck += 1;
        },
      });
      expect(roundsPastTheDeck).toBeGreaterThan(0);
      expectIdentical(crowded, 16, 2_000, 8);
    },
    TIMEOUT,
  );

  it(
    'given each profile at its fewest boxes and another seed, then the rounds are identical too',
    () => {
      expectIdentical(classic6d, 2, 10_000, 21);
      expectIdentical(open6d, 1, 10_000, 22);
      expectIdentical(home1d, 1, 10_000, 23);
    },
    TIMEOUT,
  );
});

describe('the identity check', () => {
  const plan = { profile: open6d, boxes: 3, rounds: 2_000, seed: 5 };

  it('given a fast path that plays one round differently, then the check names that round and shows both', () => {
    const wrongAt777: FastRunner = (run) =>
      simulateRoundsFast({
        ...run,
        ...(run.onTrace && {
          onTrace: (trace) =>
            run.onTrace?.(trace.round === 777 ? { ...trace, dealer: [...trace.dealer].reverse() } : trace),
        }),
      });
    const check = checkFastPath(plan, wrongAt777);
    expect(check.identical).toBe(false);
    expect(check.mismatch?.round).toBe(777);
    expect(check.mismatch?.fast).not.toBe(check.mismatch?.statechart);
    expect(check.mismatch?.statechart.startsWith('#777 ')).toBe(true);
  });

  it('given a fast path whose totals differ though its rounds agree, then the check fails on the totals', () => {
    const wrongTotals: FastRunner = (run) => ({ ...simulateRoundsFast(run), handsWon: -1 });
    const check = checkFastPath(plan, wrongTotals);
    expect(check.identical).toBe(false);
    expect(check.mismatch?.fast).toContain('"handsWon":-1');
  });

  it('given a profile the fast path does not play (doubles on split aces), then it refuses with the reason', () => {
    const doublesSplitAces = { ...open6d, double: { ...open6d.double, onSplitAces: true } };
    expect(() => simulateRoundsFast({ profile: doublesSplitAces, boxes: 1, rounds: 10, seed: 1 })).toThrow(
      /split aces/,
    );
  });
});
