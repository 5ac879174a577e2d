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
