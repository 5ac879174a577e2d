import type { SettlementKind } from '../../engine/settlement/round.js';
import type { KeyOf } from './catalogues/index.js';
import type { Params } from './translator.js';

/** A line of a ruling's adjustment: the bettor's net on one bet as paid and as owed now (any unit). */
export interface AdjustmentLineWords {
  readonly box: number;
  readonly hand: number;
  readonly bettor: string;
  readonly kind: SettlementKind;
  readonly was: number;
  readonly now: number;
}

type Say = (key: KeyOf<'review'>, params?: Params) => string;

// Each bet but the hand written out as a key, so the catalogue test sees every one used.
const BET_KEYS = {
  insurance: 'review.adjust.bet.insurance',
  'even-money': 'review.adjust.bet.even-money',
  surrender: 'review.adjust.bet.surrender',
} as const satisfies Record<Exclude<SettlementKind, 'hand'>, KeyOf<'review'>>;

/** The bet a line is on, as the croupier names it: "hand", "hand 2" after a split, "insurance". */
const betWords = (line: AdjustmentLineWords, say: Say, split: boolean): string =>
  line.kind !== 'hand'
    ? say(BET_KEYS[line.kind])
    : split
      ? say('review.adjust.bet.split-hand', { hand: line.hand + 1 })
      : say('review.adjust.bet.hand');

/**
 * What the croupier moves for each line, the difference and never the new total: "box 1, hand:
 * collect 20 from ann" (the bettor was paid more than is owed now), "box 1, insurance: pay ann
 * 20". The screen, the review and the terminal say it with these same words.
 */
export function adjustmentMoves(
  lines: readonly AdjustmentLineWords[],
  say: Say,
  money: (amount: number) => string,
): string[] {
  const splitBoxes = new Set(lines.filter((line) => line.hand > 0).map((line) => line.box));
  return lines.map((line) => {
    const difference = line.now - line.was;
    const move =
      difference > 0
        ? say('review.adjust.pay', { bettor: line.bettor, amount: money(difference) })
        : say('review.adjust.collect', { bettor: line.bettor, amount: money(-difference) });
    return say('review.adjust.line', {
      box: line.box,
      bet: betWords(line, say, splitBoxes.has(line.box)),
      move,
    });
  });
}
