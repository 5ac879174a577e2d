import { exactEdgeCovers } from '../../../engine/economics/exact-edge.js';
import { contextOf } from '../../../engine/round/table.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { rulesHashOf } from '../projections/rules-hash.js';
import type { TableService } from '../table/table-service.js';
import type { SubmitResult } from '../table/table-service-types.js';
import { type ExactEdgeFact, exactEdgeFact, exactEdgeFactOf } from './exact-edge-fact.js';
import { exactEdgeOffThread } from './exact-edge-thread.js';

/** The table's rules while its log holds no exact edge of them, and the analysis covers them. */
function rulesWithoutExactEdge(service: TableService): RuleProfile | null {
  const { profile } = contextOf(service.snapshot);
  if (service.log.houseEdges().get(rulesHashOf(profile))?.method === 'exact') return null;
  return exactEdgeCovers(profile) ? profile : null;
}

const recordEdge = (service: TableService, edge: ExactEdgeFact, operator: string): SubmitResult =>
  service.execute({ type: 'record-house-edge', edge }, { source: 'system', operator });

/**
 * The exact house edge of the table's rules recorded in its log, once (a log that holds it is
 * left as it is): the figure its players' theo, its game protection and the floor use. Null when
 * nothing was to be recorded (recorded already, or rules the exact analysis does not cover).
 */
export function recordExactEdge(service: TableService, operator: string): SubmitResult | null {
  const profile = rulesWithoutExactEdge(service);
  const edge = profile && exactEdgeFact(profile);
  return edge ? recordEdge(service, edge, operator) : null;
}

/**
 * The same for a live table, as its rules are set (a new log) or at its first opening since: the
 * analysis (one to four seconds) runs on a thread of its own while the table deals, and the fact is
 * recorded between two inputs once it is known, unless the table closed meanwhile.
 */
export async function recordExactEdgeBesideTable(
  service: TableService,
  operator: string,
  stillOpen: () => boolean,
): Promise<SubmitResult | null> {
  // After the opening has returned: where no compiled worker exists (tests from source), the
  // analysis runs on this thread, and the table is up first.
  await new Promise((resolve) => setImmediate(resolve));
  const profile = stillOpen() ? rulesWithoutExactEdge(service) : null;
  if (!profile) return null;
  const found = await exactEdgeOffThread(profile, 'basic');
  if (!stillOpen() || !rulesWithoutExactEdge(service)) return null;
  return recordEdge(service, exactEdgeFactOf(profile, found.ev), operator);
}
