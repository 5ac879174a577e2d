import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FULL_DECK } from '../../../engine/cards/card.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { home1d } from '../../../engine/rules/profiles/home-1d.js';
import { open6d } from '../../../engine/rules/profiles/open-6d.js';
import type { FinishedHand, InsuranceBet, StakeOnHand } from '../../../engine/settlement/round.js';
import { settleRound } from '../../../engine/settlement/settle.js';
import { classicOriginalBets } from './table.js';

const card = fc.constantFrom(...FULL_DECK);
const bettor = fc.constantFrom('ann', 'bob', 'cid', 'dan');
const amount = fc.integer({ min: 1, max: 50_000 });

const stakeOnHand: fc.Arbitrary<StakeOnHand> = amount.chain((stake) =>
  fc.record({ bettor, stake: fc.constant(stake), doubled: fc.integer({ min: 0, max: stake }) }),
);

// Hands need not be reachable in play (a surrendered even-money hand, say): the money laws must
// hold for whatever the caller passes.
const finishedHand: fc.Arbitrary<FinishedHand> = fc.record({
  box: fc.integer({ min: 1, max: 7 }),
  hand: fc.nat(3),
  cards: fc.array(card, { minLength: 2, maxLength: 6 }),
  fromSplit: fc.boolean(),
  surrendered: fc.boolean(),
  evenMoney: fc.boolean(),
  stakes: fc.array(stakeOnHand, { minLength: 1, maxLength: 3 }),
});

const insuranceBet: fc.Arbitrary<InsuranceBet> = fc.record({
  box: fc.integer({ min: 1, max: 7 }),
  bettor,
  amount,
});

const round = fc.record({
  hands: fc.array(finishedHand, { maxLength: 10 }),
  insurance: fc.array(insuranceBet, { maxLength: 3 }),
  dealerCards: fc.array(card, { minLength: 2, maxLength: 6 }),
  profile: fc.constantFrom(classic6d, open6d, home1d, classicOriginalBets),
});

/** What each bettor put on the table, worked out from the round itself, not from the settlement. */
function stakedByBettor(
  hands: readonly FinishedHand[],
  insurance: readonly InsuranceBet[],
): Map<string, number> {
  const staked = new Map<string, number>();
  const add = (who: string, minor: number) => staked.set(who, (staked.get(who) ?? 0) + minor);
  for (const hand of hands) for (const stake of hand.stakes) add(stake.bettor, stake.stake + stake.doubled);
  for (const bet of insurance) add(bet.bettor, bet.amount);
  return staked;
}

describe('settlement money laws, for random rounds under every profile', () => {
  it('given any round, then the bettors and the bank sum to exactly zero in whole minor units', () => {
    fc.assert(
      fc.property(round, (input) => {
        const { lines, netByBettor, bankNet } = settleRound(input);
        const bettorsNet = Object.values(netByBettor).reduce((sum, net) => sum + net, 0);
        expect(bettorsNet + bankNet).toBe(0);
        for (const line of lines) expect(Number.isInteger(line.net)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('given any round, then each bettor nets the sum of their lines and is listed exactly when they bet', () => {
    fc.assert(
      fc.property(round, (input) => {
        const { lines, netByBettor } = settleRound(input);
        const staked = stakedByBettor(input.hands, input.insurance);
        expect(Object.keys(netByBettor).sort()).toEqual([...staked.keys()].sort());
        for (const [who, net] of Object.entries(netByBettor)) {
          const fromLines = lines
            .filter((line) => line.bettor === who)
            .reduce((sum, line) => sum + line.net, 0);
          expect(net).toBe(fromLines);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('given any round, then no bettor loses more than they staked, nor any line more than its stake', () => {
    fc.assert(
      fc.property(round, (input) => {
        const { lines, netByBettor } = settleRound(input);
        const staked = stakedByBettor(input.hands, input.insurance);
        for (const [who, net] of Object.entries(netByBettor))
          expect(net).toBeGreaterThanOrEqual(-(staked.get(who) ?? 0));
        for (const line of lines) expect(line.net).toBeGreaterThanOrEqual(-line.staked);
      }),
      { numRuns: 2000 },
    );
  });
});
