import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../../app/core/sentences.js';
import { handTotal } from '../../../engine/cards/hand.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { home1d } from '../../../engine/rules/profiles/home-1d.js';
import { open6d } from '../../../engine/rules/profiles/open-6d.js';
import { findProfile } from '../../../engine/rules/profiles.js';
import type { Strategy } from '../../../engine/sim/auto-table.js';
import { simulateRounds, simulationPlanRefusal } from '../../../engine/sim/simulate-rounds.js';
import { summarize } from '../../../engine/sim/simulation-summary.js';

describe('simulated rounds through the round statechart', () => {
  it('given the same seed, when the run is played again, then every figure is the same; another seed plays other rounds', () => {
    const plan = { profile: open6d, boxes: 1, rounds: 2_000, seed: 42 };
    const first = simulateRounds(plan);
    expect(simulateRounds(plan)).toEqual(first);
    const other = simulateRounds({ ...plan, seed: 43 });
    expect(other.rounds).toBe(2_000);
    expect(other.netSum).not.toBe(first.netSum);
  });

  it('given basic strategy, when a short run is played, then its ev is finite, near the house edge, and counts each round once', () => {
    const summary = summarize(simulateRounds({ profile: open6d, boxes: 1, rounds: 3_000, seed: 1 }));
    expect(summary.rounds).toBe(3_000);
    expect(Number.isFinite(summary.ev)).toBe(true);
    expect(Number.isFinite(summary.stderr)).toBe(true);
    expect(Math.abs(summary.ev)).toBeLessThan(0.1);
    expect(summary.hands).toBeGreaterThanOrEqual(3_000);
    expect(summary.handsWon + summary.handsPushed + summary.handsLost + summary.surrenders).toBe(
      summary.hands,
    );
    expect(summary.doubles).toBeGreaterThan(0);
    expect(summary.splits).toBeGreaterThan(0);
    expect(summary.stakePerRound).toBe(500);
  });

  it('given 16 times the rounds, then the standard error is about a quarter', () => {
    const stderrOf = (rounds: number) =>
      summarize(simulateRounds({ profile: open6d, boxes: 1, rounds, seed: 7 })).stderr;
    const ratio = stderrOf(2_000) / stderrOf(32_000);
    expect(ratio).toBeGreaterThan(3.5);
    expect(ratio).toBeLessThan(4.5);
  });

  it("reports the players' net, not the bank's: players who always stand lose about 15 % of their stakes", () => {
    const alwaysStand: Strategy = () => 'stand';
    const summary = summarize(
      simulateRounds({ profile: home1d, boxes: 1, rounds: 4_000, seed: 3, strategy: alwaysStand }),
    );
    expect(summary.ev).toBeLessThan(-0.1);
    expect(summary.ev).toBeGreaterThan(-0.25);
  });

  it('plays a home game past its agreed rounds as back-to-back sessions, each from the starting chips', () => {
    const totals = simulateRounds({ profile: home1d, boxes: 3, rounds: 25, seed: 5 });
    expect(totals.rounds).toBe(25);
    expect(totals.sessions).toBe(3); // 10 + 10 + 5 of the agreed 10 rounds
    expect(totals.stakePerRound).toBe(3 * 200);
  });

  it('plays classic-6d on its two-box minimum and refuses fewer boxes with the reason', () => {
    expect(simulateRounds({ profile: classic6d, boxes: 2, rounds: 200, seed: 9 }).stakePerRound).toBe(1_000);
    expect(simulationPlanRefusal(classic6d, 1, 100)).toMatch(/at least 2 occupied boxes/);
    expect(() => simulateRounds({ profile: classic6d, boxes: 1, rounds: 100, seed: 9 })).toThrow(
      /at least 2 occupied boxes/,
    );
    expect(simulationPlanRefusal(classic6d, 8, 100)).toMatch(/boxes 1 to 7/);
    expect(simulationPlanRefusal(classic6d, 2, 0)).toMatch(/at least 1/);
  });

  it('never skips a refused input: a strategy asking for an illegal split stops the run with the reason', () => {
    const splitEverything: Strategy = (hand) => (handTotal(hand.cards).total < 12 ? 'split' : 'stand');
    const profile = findProfile('open-6d');
    if (!profile.ok) throw new Error(reasonOf(profile));
    expect(() =>
      simulateRounds({ profile: profile.value, boxes: 1, rounds: 500, seed: 2, strategy: splitEverything }),
    ).toThrow(/the table refused \{"type":"split"\} in round \d+ \(players\): split\./);
  });
});
