import type { HouseEdgeComputed } from '../log/log-events.js';

/**
 * The house edge a table's hold is expected from, per unit of initial stake, until the table's
 * own house-edge facts are recorded: the simulated figures of docs/benchmarks.md ("Rule economics",
 * ten million rounds of basic strategy each), players' ev with the sign turned.
 */
export const SIMULATED_HOUSE_EDGE: Readonly<Record<string, number>> = {
  'classic-6d': 0.00647,
  'open-6d': 0.00222,
  'home-1d': -0.00034,
};

/** A profile this Sabot has no figure for: the classic table's. */
export const houseEdgeOf = (profileId: string): number =>
  SIMULATED_HOUSE_EDGE[profileId] ?? (SIMULATED_HOUSE_EDGE['classic-6d'] as number);

/**
 * Where the edge the hold is expected from comes from, for the sentence that says so: given by the
 * reader (`--edge`), the exact figure recorded in the log, a simulated one recorded there, or, with
 * none recorded, the profile's figure above.
 */
export type EdgeSource = 'asked' | 'exact' | 'simulation' | 'profile';

export interface ChosenEdge {
  readonly edge: number;
  readonly source: EdgeSource;
}

/**
 * The edge of the table's rules (`rulesHash`) as the ratings choose it: the latest exact figure
 * recorded, else the latest simulated one; with none recorded, the profile's simulated figure.
 */
export function chooseEdge(
  asked: number | undefined,
  recorded: readonly HouseEdgeComputed[],
  rulesHash: string | null,
  profileId: string | null,
): ChosenEdge {
  if (asked !== undefined) return { edge: asked, source: 'asked' };
  const forRules = recorded.filter((edge) => edge.rulesHash === rulesHash);
  const found = forRules.findLast((edge) => edge.method === 'exact') ?? forRules.at(-1);
  if (found) return { edge: found.edge, source: found.method === 'exact' ? 'exact' : 'simulation' };
  return { edge: houseEdgeOf(profileId ?? ''), source: 'profile' };
}

/**
 * The standard deviation of a round's net per unit of initial stake under basic strategy: about
 * 1.15 at these rules (doubles and splits widen it beyond an even-money bet's 1), the usual figure
 * of blackjack's risk tables.
 */
export const ROUND_STANDARD_DEVIATION = 1.15;

/**
 * The correlation of two boxes' nets in one round: they play against the same dealer's hand, so a
 * dealer's bust pays most of the table at once. Measured through the statechart, 100,000 rounds of
 * seven boxes of basic strategy: 0.34 at classic-6d and 0.37 at open-6d (σ² per box 1.245 at
 * open-6d). Without it a simulated month of seven boxes spread its days' z 1.3 times as wide as a
 * standard normal, and flagged two honest days in thirty.
 */
export const BOX_CORRELATION = 0.35;
