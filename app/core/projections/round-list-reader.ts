import { accessSync, constants } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { say } from '../../../engine/refusals/message.js';
import { headPathFor } from '../log/chain-head.js';
import { openLogDatabase } from '../log/database.js';
import { EventStore } from '../log/event-store.js';
import { LogUnusableError } from '../log/log-errors.js';
import { SnapshotCache } from '../log/snapshot-cache.js';
import { projectInMemory } from './round-list-in-memory.js';
import { roundPage } from './round-list-query.js';
import type { RoundPage, RoundPageRequest } from './round-list-types.js';
import { ROUND_PROJECTION, ROUND_PROJECTION_VERSION, RoundProjection } from './round-projection.js';

/** A log's round list for reading outside a live table (`sabot rounds`). */
export interface RoundListReader {
  page(request: RoundPageRequest): RoundPage;
  /** How the list was read, when the pit boss should know: built now, or folded in memory. */
  readonly note: string | null;
  close(): void;
}

/** A log opened for reading with its round list current: the log, and where the rows are. */
export interface ProjectedLog {
  readonly log: Database.Database;
  /** The projection's tables: the log itself, or a database in memory. */
  readonly rows: Database.Database;
  /** How the list was read, when the pit boss should know: built now, or folded in memory. */
  readonly note: string | null;
  close(): void;
}

/**
 * The log at `dbPath` with its round list current, without folding the table: its projection when
 * current; built into the file when it is behind and the file may be written; folded in memory
 * (nothing written) when it is behind and the file is read-only, or `write` is false (an evidence
 * copy).
 */
export function openProjectedLog(dbPath: string, options: { readonly write?: boolean } = {}): ProjectedLog {
  if (options.write === false || !canWrite(dbPath)) return readOnly(dbPath);
  const db = openLogDatabase(dbPath, { quickCheck: false });
  try {
    const store = new EventStore(db, headPathFor(dbPath));
    const projection = new RoundProjection(db, store, new SnapshotCache(db, store));
    const behind = !projection.isCurrent();
    if (behind) projection.catchUp();
    return {
      log: db,
      rows: db,
      note: behind
        ? `the round list of ${dbPath} was built from its ${store.lastPosition()} facts and kept in it`
        : null,
      close: () => {
        store.close();
        db.close();
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}

/** The round list of the log at `dbPath` (see openProjectedLog) for `sabot rounds`. */
export function openRoundList(dbPath: string, options: { readonly write?: boolean } = {}): RoundListReader {
  const opened = openProjectedLog(dbPath, options);
  return {
    page: (request) => roundPage(opened.rows, request, opened.log),
    note: opened.note,
    close: opened.close,
  };
}

function readOnly(dbPath: string): ProjectedLog {
  let db: Database.Database;
  try {
    db = new Database(dbPath, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new LogUnusableError(
      'cannot-open',
      say('log.cannot-read', { path: dbPath, detail: (error as Error).message }),
    );
  }
  if (isProjected(db)) return { log: db, rows: db, note: null, close: () => db.close() };
  db.close();
  return {
    ...projectInMemory(dbPath),
    note: `${dbPath} is read here without writing and holds no current round list: folded in memory, nothing written`,
  };
}

/** Whether a read-only log's projection is this code's and holds its last fact. */
function isProjected(db: Database.Database): boolean {
  try {
    const state = db
      .prepare<[string], { version: string; position: number }>(
        'SELECT version, position FROM projections WHERE name = ?',
      )
      .get(ROUND_PROJECTION);
    const tail = db.prepare<[], number | null>('SELECT max(position) FROM events').pluck().get() ?? 0;
    return state?.version === ROUND_PROJECTION_VERSION && state.position === tail;
  } catch {
    // A log from before the projections: no such table.
    return false;
  }
}

/** A log that may be written: the file, and its folder for SQLite's -wal and -shm files. */
function canWrite(dbPath: string): boolean {
  try {
    accessSync(dbPath, constants.W_OK);
    accessSync(dirname(dbPath), constants.W_OK);
    return true;
  } catch {
    return false;
  }
}
