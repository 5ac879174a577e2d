import type { TableSnapshot } from '../../../engine/round/table.js';
import type { StoredEvent } from './event-types.js';

/**
 * The table before and after the events, as the service's decision evolved it: a projection whose
 * own table is that very `before` takes `after` instead of folding the same facts again.
 */
export interface EvolvedTable {
  readonly before: TableSnapshot | null;
  readonly after: TableSnapshot | null;
}

/**
 * A read model kept in the log's own database (app/core/projections): told of every append inside
 * the append's transaction, with the events as stored, so a projection row stands exactly when its
 * facts do. A throw rolls the whole append back.
 */
export interface ProjectionWriter {
  written(events: readonly StoredEvent[], evolved?: EvolvedTable): void;
}
