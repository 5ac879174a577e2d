import { type ExactEdge, exactEdge, exactEdgeCovers } from '../../engine/economics/exact-edge.js';
import { checkOddsRule } from '../../engine/odds/dealer-result.js';
import { contextOf } from '../../engine/round/table.js';
import type { RuleProfile } from '../../engine/rules/profile-schema.js';
import { BUILT_IN_PROFILES, findProfile } from '../../engine/rules/profiles.js';
import type { ReplyOf, RequestOf } from '../contract.js';
import type { OperationContext } from './served-table.js';

type ProfileEdge = ReplyOf<'ruleEconomics'>['table'];

/** A few seconds a profile: computed once per rule set while the server runs. */
const cache = new Map<string, ProfileEdge>();

const UPCARD_NAMES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T'] as const;

const covered = (profile: RuleProfile): boolean =>
  checkOddsRule(profile.dealer).ok && exactEdgeCovers(profile);

function bars(found: ExactEdge): ProfileEdge['byUpcard'] {
  return found.byUpcard.map((row, index) => ({
    upcard: UPCARD_NAMES[index] ?? 'T',
    probability: row.probability,
    ev: row.ev,
  }));
}

/** The profile's exact edge by basic strategy, keyed by its whole rules (a file may reuse an id). */
function edgeOf(profile: RuleProfile): ProfileEdge {
  const key = JSON.stringify(profile);
  const known = cache.get(key);
  if (known) return known;
  const found = covered(profile) ? exactEdge(profile, 'basic') : null;
  const edge: ProfileEdge = {
    profile: profile.id,
    name: profile.name,
    ev: found?.ev ?? null,
    byUpcard: found ? bars(found) : null,
  };
  cache.set(key, edge);
  return edge;
}

/** The pit boss's rule economics: computed here, never on the screen. */
export const economicsOperations = {
  ruleEconomics: (
    { vs }: RequestOf<'ruleEconomics'>,
    { served }: OperationContext,
  ): ReplyOf<'ruleEconomics'> => {
    const other = vs === undefined ? null : findProfile(vs);
    return {
      table: edgeOf(contextOf(served.table.service.snapshot).profile),
      vs: other?.ok ? edgeOf(other.value) : null,
      profiles: BUILT_IN_PROFILES.map((profile) => ({ id: profile.id, name: profile.name })),
    };
  },
};
