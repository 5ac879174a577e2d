import Database from 'better-sqlite3';
import { say } from '../../../engine/refusals/message.js';
import { damagedSentence, describeSqliteFailure, LogUnusableError } from './log-errors.js';
import { applyMigrations } from './migrate.js';
import { defaultMigrationsDir } from './migration-files.js';
import { describeOpenFailure, notALogFile } from './open-failure.js';

export interface OpenLogOptions {
  /** The folder of numbered SQL files; tests point it at a copy. */
  readonly migrationsDir?: string;
  /** How long to wait for another connection's write lock before saying the log is busy. */
  readonly busyTimeoutMs?: number;
  /**
   * Run SQLite's quick_check before use, so a damaged file is refused at start-up rather than in
   * the middle of a round. It reads the whole file: measured 0.36 s for 500,000 events (170 MB)
   * with the file in the OS cache; off only where start-up time matters more (the CLI's reads).
   */
  readonly quickCheck?: boolean;
}

/**
 * Opens (or creates) the table's log, ready for appends: WAL with synchronous=FULL so that a
 * commit is on disk before it is reported, then brings the schema up to date. A file that is not
 * a Sabot log, is damaged, or was written by a newer Sabot is refused with a LogUnusableError
 * whose message names the file and the reason.
 */
export function openLogDatabase(path: string, options: OpenLogOptions = {}): Database.Database {
  // An empty name would open an anonymous temporary database, which cannot keep a log.
  if (path.trim() === '') throw describeOpenFailure(path, null);
  const special = notALogFile(path);
  if (special) throw new LogUnusableError('cannot-open', special);
  let db: Database.Database;
  try {
    db = new Database(path, { timeout: options.busyTimeoutMs ?? 5000 });
  } catch (error) {
    // SQLite says only "unable to open database file": the folder or the file says why.
    throw describeOpenFailure(path, error);
  }
  try {
    // Before anything that writes (WAL mode is recorded in the file itself): a file that is not
    // a Sabot log must be left exactly as it was found.
    refuseForeignDatabase(db, path);
    if (options.quickCheck ?? true) {
      const integrity = checkIntegrity(db, 'quick');
      if (!integrity.ok) throw new LogUnusableError('damaged', damagedSentence(path, integrity.problems[0]));
    }
    configure(db, path);
    applyMigrations(db, options.migrationsDir ?? defaultMigrationsDir());
    return db;
  } catch (error) {
    db.close();
    if (error instanceof Database.SqliteError && cannotWrite(error.code))
      throw describeOpenFailure(path, error);
    throw describeSqliteFailure(path, error);
  }
}

const cannotWrite = (code: string): boolean =>
  code.startsWith('SQLITE_CANTOPEN') || code.startsWith('SQLITE_READONLY') || code === 'SQLITE_PERM';

function configure(db: Database.Database, path: string): void {
  const mode = db.pragma('journal_mode = WAL', { simple: true });
  if (mode !== 'wal' && path !== ':memory:') {
    throw new LogUnusableError('cannot-open', say('log.no-wal', { path }));
  }
  // FULL in WAL mode syncs the WAL at every commit: an accepted event survives a power cut.
  db.pragma('synchronous = FULL');
  // On macOS a plain fsync may leave the write in the drive's cache; a no-op elsewhere.
  db.pragma('fullfsync = ON');
  db.pragma('foreign_keys = ON');
  // Makes INSERT OR REPLACE fire the DELETE guards too, on this connection.
  db.pragma('recursive_triggers = ON');
}

/** A SQLite file with tables of its own but no migration ledger belongs to another program. */
function refuseForeignDatabase(db: Database.Database, path: string): void {
  const tables = db.prepare<[], string>("SELECT name FROM sqlite_schema WHERE type = 'table'").pluck().all();
  if (tables.length > 0 && !tables.includes('schema_migrations')) {
    throw new LogUnusableError(
      'not-a-log',
      say('log.foreign-database', { path, tables: tables.slice(0, 3).join(', ') }),
    );
  }
}

export type IntegrityResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly problems: readonly string[] };

/**
 * SQLite's own check of the file's structure: `quick` skips index-content checks and is much
 * faster; `full` is what an audit runs. A damaged page may make SQLite throw instead of report,
 * so both ways come back as problems.
 */
export function checkIntegrity(db: Database.Database, depth: 'quick' | 'full' = 'quick'): IntegrityResult {
  try {
    const pragma = depth === 'quick' ? 'quick_check' : 'integrity_check';
    const lines = db.pragma(pragma, { simple: false }) as Record<string, string>[];
    const problems = lines.map((line) => Object.values(line)[0] ?? '').filter((line) => line !== 'ok');
    return problems.length === 0 ? { ok: true } : { ok: false, problems };
  } catch (error) {
    if (error instanceof Database.SqliteError && error.code.startsWith('SQLITE_CORRUPT')) {
      return { ok: false, problems: ['database disk image is malformed'] };
    }
    throw error;
  }
}
