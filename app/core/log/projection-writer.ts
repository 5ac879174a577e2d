import type { StoredEvent } from './event-types.js';

/**
 * A read model kept in the log's own database (app/core/projections): told of every append inside
 * the append's transaction, with the events as stored, so a projection row stands exactly when its
 * facts do. A throw rolls the whole append back.
 */
export interface ProjectionWriter {
  written(events: readonly StoredEvent[]): void;
}
