import type { CardValue } from '../cards/card.js';
import type { DealerRule } from '../dealer/dealer-action.js';
import { BLACKJACK_INDEX, DEALER_RESULTS, settledResultIndex } from '../odds/dealer-result.js';

/**
 * The dealer's final results for many compositions of one shoe, each exact and each cached.
 *
 * The dealer's draws after the up-card depend only on the multiset of cards drawn, so the rule is
 * unrolled once into its finished hands: every multiset at which the dealer stops, with its result
 * and the number of orders in which it can be drawn without stopping earlier. The chance of one
 * such order from counts n (N cards left) is the same for all of them,
 * prod over values of n_v (n_v - 1) … (n_v - k_v + 1) / (N (N - 1) … (N - m + 1)),
 * so a composition's odds are a sum over the finished hands: no recursion per composition, and a
 * value the composition lacks contributes nothing (its falling product reaches 0).
 */
export interface DealerFinals {
  /**
   * The chance of each result (DEALER_RESULTS order) from `counts` (by value, index 1 … 10) with
   * `left` cards; `key` names the composition for the cache. With `withoutNatural` the natural's
   * share is left out, not renormalised: the joint chance of the result and of no natural.
   */
  odds(counts: readonly number[], left: number, key: number): Float64Array;
}

interface FinishedHands {
  readonly result: Uint8Array;
  readonly ways: Float64Array;
  readonly drawn: Uint8Array;
  /** Per finished hand, pairs (value, count) from `start[i]` to `start[i + 1]`. */
  readonly start: Uint32Array;
  readonly values: Uint8Array;
  readonly counts: Uint8Array;
  /** The most cards of each value any finished hand holds, and the most cards drawn. */
  readonly most: Uint8Array;
  readonly mostDrawn: number;
}

/** Radix of a composition key's digits: no hand or dealer draw holds 32 cards of one value. */
export const KEY_RADIX = 32;
export const KEY_WEIGHTS: readonly number[] = Array.from({ length: 11 }, (_, value) =>
  value === 0 ? 0 : KEY_RADIX ** (value - 1),
);

export function dealerFinals(upcard: CardValue, rule: DealerRule, withoutNatural: boolean): DealerFinals {
  const hands = finishedHands(upcard, rule);
  const cache = new Map<number, Float64Array>();
  const falling = Array.from({ length: 11 }, (_, value) => new Float64Array((hands.most[value] ?? 0) + 1));
  const inverse = new Float64Array(hands.mostDrawn + 1);
  return {
    odds(counts, left, key) {
      const known = cache.get(key);
      if (known) return known;
      for (let value = 1; value <= 10; value++) {
        const row = falling[value] as Float64Array;
        row[0] = 1;
        for (let k = 1; k < row.length; k++)
          row[k] = (row[k - 1] ?? 0) * Math.max(0, (counts[value] ?? 0) - k + 1);
      }
      inverse[0] = 1;
      for (let m = 1; m < inverse.length; m++)
        inverse[m] = left - m + 1 > 0 ? (inverse[m - 1] ?? 0) / (left - m + 1) : 0;
      const odds = new Float64Array(DEALER_RESULTS.length);
      const total = hands.result.length;
      for (let hand = 0; hand < total; hand++) {
        let chance = (hands.ways[hand] ?? 0) * (inverse[hands.drawn[hand] ?? 0] ?? 0);
        const end = hands.start[hand + 1] ?? 0;
        for (let at = hands.start[hand] ?? 0; at < end && chance > 0; at++)
          chance *= (falling[hands.values[at] ?? 0] as Float64Array)[hands.counts[at] ?? 0] ?? 0;
        const result = hands.result[hand] ?? 0;
        odds[result] = (odds[result] ?? 0) + chance;
      }
      if (withoutNatural) odds[BLACKJACK_INDEX] = 0;
      cache.set(key, odds);
      return odds;
    },
  };
}

/** The dealer's rule unrolled level by level (cards drawn), multisets merged by their key. */
function finishedHands(upcard: CardValue, rule: DealerRule): FinishedHands {
  type Open = { counts: number[]; hard: number; ways: number };
  const finished = new Map<number, { counts: number[]; result: number; ways: number }>();
  let level = new Map<number, Open>([[0, { counts: new Array<number>(11).fill(0), hard: upcard, ways: 1 }]]);
  let drawnCards = 0;
  while (level.size > 0) {
    drawnCards += 1;
    const next = new Map<number, Open>();
    for (const [key, open] of level) {
      for (let value = 1; value <= 10; value++) {
        const counts = open.counts.slice();
        counts[value] = (counts[value] ?? 0) + 1;
        const hard = open.hard + value;
        const holdsAce = upcard === 1 || (counts[1] ?? 0) > 0;
        const nextKey = key + (KEY_WEIGHTS[value] ?? 0);
        const result = settledResultIndex(hard, holdsAce, drawnCards + 1, rule);
        const into = result === undefined ? next : finished;
        const entry = into.get(nextKey);
        if (entry) entry.ways += open.ways;
        else if (result === undefined) next.set(nextKey, { counts, hard, ways: open.ways });
        else finished.set(nextKey, { counts, result, ways: open.ways });
      }
    }
    level = next;
  }
  return packed([...finished.values()]);
}

function packed(hands: readonly { counts: number[]; result: number; ways: number }[]): FinishedHands {
  const pairs = hands.reduce((sum, hand) => sum + hand.counts.filter((count) => count > 0).length, 0);
  const packedHands = {
    result: new Uint8Array(hands.length),
    ways: new Float64Array(hands.length),
    drawn: new Uint8Array(hands.length),
    start: new Uint32Array(hands.length + 1),
    values: new Uint8Array(pairs),
    counts: new Uint8Array(pairs),
    most: new Uint8Array(11),
    mostDrawn: 0,
  };
  let at = 0;
  hands.forEach((hand, index) => {
    packedHands.result[index] = hand.result;
    packedHands.ways[index] = hand.ways;
    packedHands.start[index] = at;
    let drawn = 0;
    for (let value = 1; value <= 10; value++) {
      const count = hand.counts[value] ?? 0;
      if (count === 0) continue;
      packedHands.values[at] = value;
      packedHands.counts[at] = count;
      packedHands.most[value] = Math.max(packedHands.most[value] ?? 0, count);
      drawn += count;
      at += 1;
    }
    packedHands.drawn[index] = drawn;
    packedHands.mostDrawn = Math.max(packedHands.mostDrawn, drawn);
  });
  packedHands.start[hands.length] = at;
  return packedHands;
}
