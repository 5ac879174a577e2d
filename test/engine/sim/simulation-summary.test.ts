import { describe, expect, it } from 'vitest';
import type { TallyTotals } from '../../../engine/sim/round-tally.js';
import { mergeTotals, summarize } from '../../../engine/sim/simulation-summary.js';

/** Totals of rounds with these nets (minor units) on a stake of `stake` per round. */
function totalsOf(nets: readonly number[], stake: number): TallyTotals {
  const zero = {
    hands: nets.length,
    blackjacks: 0,
    dealerBlackjacks: 0,
    doubles: 0,
    splits: 0,
    surrenders: 0,
    insurances: 0,
    evenMoney: 0,
    handsWon: 0,
    handsPushed: 0,
    handsLost: 0,
    shoes: 1,
    playersReplaced: 0,
    sessions: 0,
  };
  return {
    ...zero,
    rounds: nets.length,
    stakePerRound: stake,
    netSum: String(nets.reduce((sum, net) => sum + net, 0)),
    netSquareSum: String(nets.reduce((sum, net) => sum + net * net, 0)),
  };
}

describe('the mean and standard error of a run', () => {
  it('given the nets of each round, then ev is their mean per unit staked and stderr the sample sd over √n', () => {
    // Stake 500: shares +1, −1, +1.5, 0, −1.
    const summary = summarize(totalsOf([500, -500, 750, 0, -500], 500));
    const shares = [1, -1, 1.5, 0, -1];
    const mean = shares.reduce((a, b) => a + b, 0) / 5;
    const variance = shares.reduce((sum, x) => sum + (x - mean) ** 2, 0) / 4;
    expect(summary.ev).toBeCloseTo(mean, 15);
    expect(summary.stderr).toBeCloseTo(Math.sqrt(variance / 5), 15);
    expect(summary.roundStdDev).toBeCloseTo(Math.sqrt(variance), 15);
  });

  it('merges the parts of a run exactly: the same figures as one tally of all its rounds', () => {
    const nets = [500, -500, 750, 0, -500, -1000, 1000, 500, -500, -250];
    const whole = totalsOf(nets, 500);
    const merged = mergeTotals([totalsOf(nets.slice(0, 3), 500), totalsOf(nets.slice(3), 500)]);
    expect(merged).toEqual({ ...whole, shoes: 2 });
    expect(summarize(merged).ev).toBe(summarize(whole).ev);
    expect(summarize(merged).stderr).toBe(summarize(whole).stderr);
  });

  it('keeps sums beyond 2^53 exact', () => {
    const big = { ...totalsOf([], 500), rounds: 3, netSum: '-9007199254740993', netSquareSum: '1' };
    expect(mergeTotals([big, big]).netSum).toBe('-18014398509481986');
  });

  it('refuses to merge parts that staked differently per round', () => {
    expect(() => mergeTotals([totalsOf([500], 500), totalsOf([200], 200)])).toThrow(/staked differently/);
  });
});
