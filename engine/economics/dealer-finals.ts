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
 * value the composition lacks contributes nothing (its falling product reaches 0). The finished
 * hands are kept as a tree by their counts, tens first then nines … aces, so hands that share
 * their first counts share the product of them.
 */
export interface DealerFinals {
  /**
   * The chance of each result (DEALER_RESULTS order) from `counts` (by value, index 1 … 10) with
   * `left` cards; `key` names the composition for the cache. With `withoutNatural` the natural's
   * share is left out, not renormalised: the joint chance of the result and of no natural.
   */
  odds(counts: readonly number[], left: number, key: number): Float64Array;
}

/**
 * The finished hands as a tree in preorder: each node one (value, count) of a hand, below the
 * counts of higher values it shares with its neighbours; a node where a hand ends carries that
 * hand's result (else -1), its number of orders and its number of cards drawn.
 */
interface FinishedTree {
  readonly value: Uint8Array;
  readonly count: Uint8Array;
  readonly depth: Uint8Array;
  readonly result: Int8Array;
  readonly ways: Float64Array;
  readonly drawn: Uint8Array;
  /** The most cards of one value any finished hand holds, and the most cards drawn. */
  readonly mostOfValue: number;
  readonly mostDrawn: number;
}

/** Radix of a composition key's digits: no hand or dealer draw holds 32 cards of one value. */
export const KEY_RADIX = 32;
export const KEY_WEIGHTS: readonly number[] = Array.from({ length: 11 }, (_, value) =>
  value === 0 ? 0 : KEY_RADIX ** (value - 1),
);

export function dealerFinals(upcard: CardValue, rule: DealerRule, withoutNatural: boolean): DealerFinals {
  const tree = finishedTree(finishedHands(upcard, rule));
  const cache = new Map<number, Float64Array>();
  const row = tree.mostOfValue + 1;
  // falling[value * row + k]: n (n - 1) … (n - k + 1) for the composition's n cards of the value.
  const falling = new Float64Array(11 * row);
  const inverse = new Float64Array(tree.mostDrawn + 1);
  const product = new Float64Array(12);
  const nodes = tree.value.length;
  return {
    odds(counts, left, key) {
      const known = cache.get(key);
      if (known) return known;
      for (let value = 1; value <= 10; value++) {
        const n = counts[value] ?? 0;
        falling[value * row] = 1;
        for (let k = 1; k < row; k++)
          falling[value * row + k] = (falling[value * row + k - 1] ?? 0) * Math.max(0, n - k + 1);
      }
      inverse[0] = 1;
      for (let m = 1; m < inverse.length; m++)
        inverse[m] = left - m + 1 > 0 ? (inverse[m - 1] ?? 0) / (left - m + 1) : 0;
      const odds = new Float64Array(DEALER_RESULTS.length);
      product[0] = 1;
      for (let node = 0; node < nodes; node++) {
        const depth = tree.depth[node] ?? 1;
        const chance =
          (product[depth - 1] ?? 0) * (falling[(tree.value[node] ?? 0) * row + (tree.count[node] ?? 0)] ?? 0);
        product[depth] = chance;
        const result = tree.result[node] ?? -1;
        if (result >= 0)
          odds[result] =
            (odds[result] ?? 0) + chance * (tree.ways[node] ?? 0) * (inverse[tree.drawn[node] ?? 0] ?? 0);
      }
      if (withoutNatural) odds[BLACKJACK_INDEX] = 0;
      cache.set(key, odds);
      return odds;
    },
  };
}

/** A multiset of cards at which the dealer stops: its counts by value, result and orders. */
type FinishedHand = { counts: number[]; result: number; ways: number };

/** The dealer's rule unrolled level by level (cards drawn), multisets merged by their key. */
function finishedHands(upcard: CardValue, rule: DealerRule): FinishedHand[] {
  type Open = { counts: number[]; hard: number; ways: number };
  const finished = new Map<number, FinishedHand>();
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
  return [...finished.values()];
}

/** Values from tens down: the first levels of the tree have the fewest different counts. */
const TREE_ORDER = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1] as const;

function finishedTree(hands: readonly FinishedHand[]): FinishedTree {
  const pathOf = (hand: FinishedHand): [number, number][] =>
    TREE_ORDER.filter((value) => (hand.counts[value] ?? 0) > 0).map((value) => [
      value,
      hand.counts[value] ?? 0,
    ]);
  const paths = hands.map((hand) => ({ hand, path: pathOf(hand) }));
  const dense = (hand: FinishedHand): number[] => TREE_ORDER.map((value) => hand.counts[value] ?? 0);
  paths.sort((a, b) => {
    const left = dense(a.hand);
    const right = dense(b.hand);
    for (let at = 0; at < left.length; at++)
      if (left[at] !== right[at]) return (left[at] ?? 0) - (right[at] ?? 0);
    return 0;
  });
  const nodes: {
    value: number;
    count: number;
    depth: number;
    result: number;
    ways: number;
    drawn: number;
  }[] = [];
  let previous: [number, number][] = [];
  for (const { hand, path } of paths) {
    let shared = 0;
    while (
      shared < path.length &&
      shared < previous.length &&
      path[shared]?.[0] === previous[shared]?.[0] &&
      path[shared]?.[1] === previous[shared]?.[1]
    )
      shared += 1;
    for (let at = shared; at < path.length; at++) {
      const [value, count] = path[at] as [number, number];
      nodes.push({ value, count, depth: at + 1, result: -1, ways: 0, drawn: 0 });
    }
    const last = nodes.at(-1);
    if (!last || shared === path.length) throw new Error('two finished hands hold the same cards');
    last.result = hand.result;
    last.ways = hand.ways;
    last.drawn = path.reduce((sum, [, count]) => sum + count, 0);
    previous = path;
  }
  return {
    value: Uint8Array.from(nodes, (node) => node.value),
    count: Uint8Array.from(nodes, (node) => node.count),
    depth: Uint8Array.from(nodes, (node) => node.depth),
    result: Int8Array.from(nodes, (node) => node.result),
    ways: Float64Array.from(nodes, (node) => node.ways),
    drawn: Uint8Array.from(nodes, (node) => node.drawn),
    mostOfValue: Math.max(...nodes.map((node) => node.count)),
    mostDrawn: Math.max(...nodes.map((node) => node.drawn)),
  };
}
