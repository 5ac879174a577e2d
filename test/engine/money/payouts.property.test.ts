import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../../app/core/sentences.js';
import { largestPayableStake, MAX_MINOR, type PayoutRatio, winnings } from '../../../engine/money.js';
import { contextOf, openTable, submitInput } from '../../../engine/round/table.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import type { FinishedHand } from '../../../engine/settlement/round.js';
import { settleRound } from '../../../engine/settlement/settle.js';

/** The reference: the same rounding down, in arbitrary-precision integers. */
const exactly = (stake: number, ratio: PayoutRatio): bigint =>
  (BigInt(stake) * BigInt(ratio.pays)) / BigInt(ratio.per);

/** A hand's stake is at most a box's doubled: never more than twice the largest amount. */
const largestStakeFor = (ratio: PayoutRatio): number => Math.min(largestPayableStake(ratio), 2 * MAX_MINOR);

const ratio: fc.Arbitrary<PayoutRatio> = fc.record({
  pays: fc.integer({ min: 1, max: 1000 }),
  per: fc.integer({ min: 1, max: 1000 }),
});

/** A ratio and a stake it pays, the largest payable stake and its neighbours drawn often. */
const ratioAndStake = ratio.chain((drawn) => {
  const largest = largestStakeFor(drawn);
  return fc.tuple(
    fc.constant(drawn),
    fc.oneof(
      fc.integer({ min: 0, max: largest }),
      fc.integer({ min: Math.max(0, largest - 2000), max: largest }),
    ),
  );
});

/** A profile whose plain win pays 1000:1 (a custom profile may), every other ratio as classic's. */
const thousandToOne = { ...classic6d, payouts: { ...classic6d.payouts, win: { pays: 1000, per: 1 } } };

describe('payouts are exact for every ratio and stake the table can pay', () => {
  it('given any ratio up to 1000:1000 and any stake it pays, then the winnings are the exact integer rounded down', () => {
    fc.assert(
      fc.property(ratioAndStake, ([drawn, stake]) => {
        const paid = winnings(stake, drawn);
        expect(Number.isSafeInteger(paid)).toBe(true);
        expect(BigInt(paid)).toBe(exactly(stake, drawn));
        expect(paid).toBeLessThanOrEqual(MAX_MINOR);
      }),
      { numRuns: 20_000 },
    );
  });

  it('given 1000:1 on the largest stake a box may hold, doubled, then the win settles to the minor unit', () => {
    const box = Math.floor(largestPayableStake({ pays: 1000, per: 1 }) / 2);
    const hand: FinishedHand = {
      box: 1,
      hand: 0,
      cards: ['TS', '9H'],
      fromSplit: false,
      surrendered: false,
      evenMoney: false,
      stakes: [{ bettor: 'ann', stake: box, doubled: box }],
    } as FinishedHand;
    const dealerCards = ['TD', '8C'] as FinishedHand['cards'];
    const { netByBettor } = settleRound({
      hands: [hand],
      insurance: [],
      dealerCards,
      profile: thousandToOne,
    });
    expect(BigInt(netByBettor.ann as number)).toBe(BigInt(2 * box) * 1000n);
  });

  it('given a 1000:1 table whose maximum is the largest amount, then a bet it could not pay is refused with a sentence', () => {
    const table = openTable(thousandToOne, { min: 100, max: MAX_MINOR });
    const bet = submitInput(table, { type: 'bet', box: 1, amount: MAX_MINOR / 100 });
    expect(bet.ok).toBe(false);
    expect(!bet.ok && reasonOf(bet)).toBe(
      'box 1 would hold 9999999999999.99: above 4999999999.99 a box could win more than the table can pay at its payouts',
    );
    const payable = Math.floor(largestPayableStake({ pays: 1000, per: 1 }) / 2);
    const largest = submitInput(table, { type: 'bet', box: 1, amount: payable / 100 });
    expect(largest.ok && contextOf(largest.snapshot).round.boxes[0]?.bettors[0]?.stake).toBe(payable);
  });
});
