import { exactEdge, exactEdgeCovers } from '../../../engine/economics/exact-edge.js';
import type { HouseEdgeComputed } from '../../../engine/log/log-events.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { rulesHashOf } from '../projections/rules-hash.js';

/** How the exact figure assumes the players play. */
export const EXACT_EDGE_STRATEGY = 'basic strategy';

/**
 * The house edge of a profile's rules as the log records it for the ratings and the floor: the
 * exact (combinatorial) figure of basic strategy off a full shoe, no standard error, no rounds.
 * Null for rules the exact analysis does not cover (a dealer's natural that takes doubles and
 * splits as well as the original bets): a simulation (`sabot edge compute`) rates those.
 */
export function exactEdgeFact(profile: RuleProfile): ExactEdgeFact | null {
  if (!exactEdgeCovers(profile)) return null;
  return exactEdgeFactOf(profile, exactEdge(profile, 'basic').ev);
}

export type ExactEdgeFact = Omit<HouseEdgeComputed, 'type'>;

/** The fact of a player's exact expected return `ev` (negative: the house's edge) by basic strategy. */
export function exactEdgeFactOf(profile: RuleProfile, ev: number): ExactEdgeFact {
  return {
    method: 'exact',
    edge: -ev,
    standardError: 0,
    profile: profile.id,
    rulesHash: rulesHashOf(profile),
    rounds: null,
    seed: null,
    strategy: EXACT_EDGE_STRATEGY,
  };
}
