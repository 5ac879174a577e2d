import {
  type ExactEdge,
  exactEdgeCovers,
  type UpcardName,
  upcardName,
} from '../../../engine/economics/exact-edge.js';
import { checkOddsRule } from '../../../engine/odds/dealer-result.js';
import { contextOf } from '../../../engine/round/table.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { BUILT_IN_PROFILES, findProfile } from '../../../engine/rules/profiles.js';
import type { TableService } from '../table/table-service.js';
import { exactEdgeOffThread } from './exact-edge-thread.js';

/** A profile's exact edge by basic strategy, by up-card; null figures where the analysis does not reach. */
export interface ProfileEdge {
  readonly profile: string;
  readonly name: string;
  readonly ev: number | null;
  readonly byUpcard:
    | readonly {
        readonly upcard: UpcardName;
        readonly probability: number;
        readonly ev: number;
      }[]
    | null;
}

/** The table's profile beside another shipped one, and the shipped profiles to choose from. */
export interface RuleEconomics {
  readonly table: ProfileEdge;
  readonly vs: ProfileEdge | null;
  readonly profiles: readonly { readonly id: string; readonly name: string }[];
}

/** A few seconds a profile: computed once per rule set while the server runs (a request that
 * comes while it is computed waits for the same answer). */
const cache = new Map<string, Promise<ProfileEdge>>();

const covered = (profile: RuleProfile): boolean =>
  checkOddsRule(profile.dealer).ok && exactEdgeCovers(profile);

const bars = (found: ExactEdge): NonNullable<ProfileEdge['byUpcard']> =>
  found.byUpcard.map((row) => ({
    upcard: upcardName(row.upcard),
    probability: row.probability,
    ev: row.ev,
  }));

/** The profile's exact edge by basic strategy, keyed by its whole rules (a file may reuse an id). */
function edgeOf(profile: RuleProfile): Promise<ProfileEdge> {
  const key = JSON.stringify(profile);
  const known = cache.get(key);
  if (known) return known;
  const edge = (covered(profile) ? exactEdgeOffThread(profile, 'basic') : Promise.resolve(null)).then(
    (found): ProfileEdge => ({
      profile: profile.id,
      name: profile.name,
      ev: found?.ev ?? null,
      byUpcard: found ? bars(found) : null,
    }),
  );
  // A failed analysis is not kept: the next request tries again.
  edge.catch(() => cache.delete(key));
  cache.set(key, edge);
  return edge;
}

/** The pit boss's rule economics of a served table, `vs` a shipped profile's id. */
export async function ruleEconomicsOf(service: TableService, vs: string | undefined): Promise<RuleEconomics> {
  const other = vs === undefined ? null : findProfile(vs);
  const [table, versus] = await Promise.all([
    edgeOf(contextOf(service.snapshot).profile),
    other?.ok ? edgeOf(other.value) : null,
  ]);
  return {
    table,
    vs: versus,
    profiles: BUILT_IN_PROFILES.map((profile) => ({ id: profile.id, name: profile.name })),
  };
}
