import type Database from 'better-sqlite3';
import { say } from '../../../engine/refusals/message.js';
import { LogUnusableError } from './log-errors.js';
import { loadMigrationFiles, type MigrationFile, migrationLabel } from './migration-files.js';
import { MIGRATION_STEPS } from './migration-steps.js';

/** A migration as recorded in a database's `schema_migrations` table. */
export interface AppliedMigration {
  readonly version: number;
  readonly name: string;
  readonly checksum: string;
  readonly appliedAt: string;
}

const CREATE_LEDGER = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version    INTEGER PRIMARY KEY,
  name       TEXT NOT NULL,
  checksum   TEXT NOT NULL,
  applied_at TEXT NOT NULL
) STRICT`;

export function readAppliedMigrations(db: Database.Database): AppliedMigration[] {
  return db
    .prepare<[], AppliedMigration>(
      'SELECT version, name, checksum, applied_at AS appliedAt FROM schema_migrations ORDER BY version',
    )
    .all();
}

/**
 * Why the recorded migrations and the files cannot go together, as a sentence naming the
 * migration; undefined when every applied migration matches its file. Files not yet applied are
 * no problem: they are pending.
 */
export function migrationMismatch(
  applied: readonly AppliedMigration[],
  files: readonly MigrationFile[],
): LogUnusableError | undefined {
  const newestKnown = files.at(-1)?.version ?? 0;
  for (const record of applied) {
    const label = migrationLabel(record.version);
    const file = files.find((candidate) => candidate.version === record.version);
    if (!file && record.version > newestKnown) {
      return new LogUnusableError('newer-database', say('log.newer-sabot', { label }));
    }
    if (!file) {
      return new LogUnusableError(
        'migration-unknown',
        say('log.migration-missing', { label, name: record.name }),
      );
    }
    if (file.checksum !== record.checksum || file.name !== record.name) {
      return new LogUnusableError(
        'migration-changed',
        say('log.migration-changed', {
          label,
          name: record.name,
          file: file.file,
          recorded: `${record.checksum.slice(0, 12)}…`,
          found: `${file.checksum.slice(0, 12)}…`,
        }),
      );
    }
  }
  return undefined;
}

/**
 * Brings the database up to the code's migrations: refuses a mismatch first, then applies each
 * pending file in its own IMMEDIATE transaction with its record, so a crash leaves either the
 * whole migration and its record or neither. Returns the versions applied now.
 */
export function applyMigrations(db: Database.Database, migrationsDir: string): number[] {
  const files = loadMigrationFiles(migrationsDir);
  db.exec(CREATE_LEDGER);
  const recorded = readAppliedMigrations(db);
  const mismatch = migrationMismatch(recorded, files);
  if (mismatch) throw mismatch;
  const pending = files.filter((file) => !recorded.some((done) => done.version === file.version));

  const isApplied = db.prepare<[number], number>('SELECT 1 FROM schema_migrations WHERE version = ?').pluck();
  const record = db.prepare<[number, string, string, string]>(
    'INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES (?, ?, ?, ?)',
  );
  const applied: number[] = [];
  const applyOne = db.transaction((file: MigrationFile) => {
    // Asked again under the write lock: another process may have applied it meanwhile.
    if (isApplied.get(file.version) !== undefined) return;
    db.exec(file.sql);
    // What SQL cannot do (SHA-256 seals of the rows already written), in the same transaction.
    MIGRATION_STEPS[file.version]?.(db);
    record.run(file.version, file.name, file.checksum, new Date().toISOString());
    applied.push(file.version);
  });
  for (const file of pending) applyOne.immediate(file);
  return applied;
}
