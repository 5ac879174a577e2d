import type Database from 'better-sqlite3';
import type { EventStore } from '../log/event-store.js';
import type { SnapshotCache } from '../log/snapshot-cache.js';
import { RoundProjection } from './round-projection.js';

const attached = new WeakMap<Database.Database, RoundProjection>();

/**
 * Keeps the log's read models in step with every append on this connection, first bringing them
 * to the log's end (a log written before them, or by another version, is folded into them once).
 */
export function attachProjections(db: Database.Database, store: EventStore, snapshots: SnapshotCache): void {
  const projection = new RoundProjection(db, store, snapshots);
  if (!projection.isCurrent()) projection.catchUp();
  store.project(projection);
  attached.set(db, projection);
}

/**
 * The rows, current, for a read: caught up first should the log hold facts they do not (appended
 * by a process that kept no projection). Undefined for a connection opened without the table.
 */
export function currentRoundProjection(db: Database.Database): RoundProjection | undefined {
  const projection = attached.get(db);
  if (projection?.holdsTail()) projection.flushInPlay();
  else if (projection && !projection.isCurrent()) projection.catchUp();
  return projection;
}

/** Writes what this connection's projection holds of the round in play (before the log closes). */
export function flushProjections(db: Database.Database): void {
  const projection = attached.get(db);
  if (projection?.holdsTail()) projection.flushInPlay();
}
