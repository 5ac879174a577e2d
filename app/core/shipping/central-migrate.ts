import { join } from 'node:path';
import type pg from 'pg';
import { type AppliedMigration, migrationMismatch } from '../log/migrate.js';
import { defaultMigrationsDir, loadMigrationFiles } from '../log/migration-files.js';

/** The central schema's migrations: the `central/` folder of the table log's migrations. */
export const centralMigrationsDir = (): string => join(defaultMigrationsDir(), 'central');

const CREATE_LEDGER = `CREATE TABLE IF NOT EXISTS pit_schema_migrations (
  version    integer     PRIMARY KEY,
  name       text        NOT NULL,
  checksum   text        NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
)`;

/** Any number, the same for every Sabot: tables and pit servers starting at once migrate one by one. */
const MIGRATION_LOCK = 0x5ab07;

/**
 * Brings the central database up to the code's migrations, as the table log's runner does: a
 * recorded migration whose file changed, or one this code does not know, is refused with the same
 * sentence; each pending file is applied with its record in one transaction. Returns the versions
 * applied now.
 */
export async function applyCentralMigrations(
  client: pg.ClientBase,
  dir: string = centralMigrationsDir(),
): Promise<number[]> {
  const files = loadMigrationFiles(dir);
  await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
  try {
    await client.query(CREATE_LEDGER);
    const recorded = await client.query<AppliedMigration>(
      'SELECT version, name, checksum, applied_at::text AS "appliedAt" FROM pit_schema_migrations ORDER BY version',
    );
    const mismatch = migrationMismatch(recorded.rows, files);
    if (mismatch) throw mismatch;
    const applied: number[] = [];
    for (const file of files) {
      if (recorded.rows.some((done) => done.version === file.version)) continue;
      await client.query('BEGIN');
      try {
        await client.query(file.sql);
        await client.query(
          'INSERT INTO pit_schema_migrations (version, name, checksum) VALUES ($1, $2, $3)',
          [file.version, file.name, file.checksum],
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
      applied.push(file.version);
    }
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  }
}
