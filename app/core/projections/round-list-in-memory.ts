import Database from 'better-sqlite3';
import { headPathFor } from '../log/chain-head.js';
import { EventStore } from '../log/event-store.js';
import { applyMigrations } from '../log/migrate.js';
import { defaultMigrationsDir } from '../log/migration-files.js';
import { SnapshotCache } from '../table/snapshot-cache.js';
import { ProjectionTables } from './projection-tables.js';
import { RoundProjection } from './round-projection.js';

/** A log's projections folded into a database in memory, and the log they were folded from. */
export interface ProjectedInMemory {
  /** The projection's tables: read them with roundPage(rows, request, log). */
  readonly rows: Database.Database;
  /** The log, read-only: its journals give the alarm flag. */
  readonly log: Database.Database;
  close(): void;
}

/**
 * The round list of a log this process may not write (a read-only file, a copy on a pit boss's
 * laptop): the same fold as the projection, from the log's first fact, into tables in memory.
 * Nothing is written to the file.
 */
export function projectInMemory(dbPath: string): ProjectedInMemory {
  const log = new Database(dbPath, { readonly: true, fileMustExist: true });
  const rows = new Database(':memory:');
  try {
    applyMigrations(rows, defaultMigrationsDir());
    const store = new EventStore(log, headPathFor(dbPath));
    const projection = new RoundProjection(
      log,
      store,
      new SnapshotCache(log, store),
      new ProjectionTables(rows),
    );
    // One read transaction on the log: the fold sees it as it stood, whatever is appended meanwhile.
    log.transaction(() => rows.transaction(() => projection.rebuild())())();
    return {
      rows,
      log,
      close: () => {
        rows.close();
        log.close();
      },
    };
  } catch (error) {
    rows.close();
    log.close();
    throw error;
  }
}
