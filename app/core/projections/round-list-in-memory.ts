import Database from 'better-sqlite3';
import { headPathFor } from '../log/chain-head.js';
import { EventStore } from '../log/event-store.js';
import { applyMigrations } from '../log/migrate.js';
import { defaultMigrationsDir } from '../log/migration-files.js';
import { SnapshotCache } from '../log/snapshot-cache.js';
import { ProjectionTables } from './projection-tables.js';
import { ROUND_PROJECTION, ROUND_PROJECTION_VERSION, RoundProjection } from './round-projection.js';

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
 * laptop): the same fold as the projection into tables in memory, nothing written to the file.
 * When the file's rows are of this code's version they are copied and only what they do not hold
 * yet is folded (the round in play, as a table's appends leave it); otherwise, or `fromFirstFact`,
 * every fact is.
 */
export function projectInMemory(
  dbPath: string,
  options: { readonly fromFirstFact?: boolean } = {},
): ProjectedInMemory {
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
    log.transaction(() =>
      rows.transaction(() =>
        !options.fromFirstFact && copyRows(rows, log) ? projection.foldBehind() : projection.rebuild(),
      )(),
    )();
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

const PROJECTION_TABLES = ['projections', 'round_list', 'round_bettors', 'session_rounds'];

/** The file's projection rows copied into `rows`, when they are of this code's version. */
function copyRows(rows: Database.Database, log: Database.Database): boolean {
  let version: string | undefined;
  try {
    version = log
      .prepare<[string], string>('SELECT version FROM projections WHERE name = ?')
      .pluck()
      .get(ROUND_PROJECTION);
  } catch {
    // A log from before the projections: no such table.
    return false;
  }
  if (version !== ROUND_PROJECTION_VERSION) return false;
  for (const table of PROJECTION_TABLES) {
    const read = log.prepare(`SELECT * FROM ${table}`).raw();
    const marks = read.columns().map(() => '?');
    const insert = rows.prepare(`INSERT INTO ${table} VALUES (${marks.join(', ')})`);
    for (const row of read.iterate()) insert.run(row as unknown[]);
  }
  return true;
}
