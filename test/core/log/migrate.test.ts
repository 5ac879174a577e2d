import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openLogDatabase } from '../../../app/core/log/database.js';
import { LogUnusableError } from '../../../app/core/log/log-errors.js';
import { readAppliedMigrations } from '../../../app/core/log/migrate.js';
import {
  defaultMigrationsDir,
  loadMigrationFiles,
  migrationChecksum,
} from '../../../app/core/log/migration-files.js';
import { migrationsCopy, tempDir } from './log-fixtures.js';

function refusal(open: () => unknown): LogUnusableError {
  try {
    open();
  } catch (error) {
    if (error instanceof LogUnusableError) return error;
    throw error;
  }
  throw new Error('the log was opened although it should have been refused');
}

describe('migrations', () => {
  it('finds the migrations folder from the sources and from the built dist/ alike', () => {
    const root = join(import.meta.dirname, '..', '..', '..');
    expect(defaultMigrationsDir()).toBe(join(root, 'migrations'));
    const built = pathToFileURL(join(root, 'dist', 'app', 'core', 'log', 'migration-files.js')).href;
    expect(defaultMigrationsDir(built)).toBe(join(root, 'migrations'));
  });

  it('applies every migration once and records each with its checksum', () => {
    const path = join(tempDir(), 'table.db');
    openLogDatabase(path).close();
    const db = openLogDatabase(path);
    const applied = readAppliedMigrations(db);
    db.close();
    const files = loadMigrationFiles(defaultMigrationsDir());
    expect(applied.map((m) => m.version)).toEqual(files.map((f) => f.version));
    expect(applied.map((m) => m.checksum)).toEqual(files.map((f) => f.checksum));
    expect(applied.every((m) => !Number.isNaN(Date.parse(m.appliedAt)))).toBe(true);
  });

  it('applies a migration added since the database was made, and only that one', () => {
    const migrations = migrationsCopy();
    const path = join(tempDir(), 'table.db');
    openLogDatabase(path, { migrationsDir: migrations }).close();
    writeFileSync(join(migrations, '900_tips.sql'), 'CREATE TABLE tips (amount INTEGER NOT NULL) STRICT;\n');
    const db = openLogDatabase(path, { migrationsDir: migrations });
    expect(readAppliedMigrations(db).map((m) => m.version)).toEqual([...shippedVersions(), 900]);
    expect(db.prepare('SELECT count(*) AS n FROM tips').get()).toEqual({ n: 0 });
    db.close();
  });

  it('refuses a database whose applied migration was edited since, naming it', () => {
    const migrations = migrationsCopy();
    const path = join(tempDir(), 'table.db');
    openLogDatabase(path, { migrationsDir: migrations }).close();
    appendFileSync(join(migrations, '002_device_journal.sql'), '\n-- an innocent-looking edit\n');
    const error = refusal(() => openLogDatabase(path, { migrationsDir: migrations }));
    expect(error.kind).toBe('migration-changed');
    expect(error.message).toContain(
      'migration 002 (device_journal) applied to this database differs from 002_device_journal.sql',
    );
  });

  it('refuses a database written by a newer Sabot, naming the unknown migration', () => {
    const newer = migrationsCopy();
    writeFileSync(
      join(newer, '901_side_bets.sql'),
      'CREATE TABLE side_bets (id INTEGER PRIMARY KEY) STRICT;\n',
    );
    const path = join(tempDir(), 'table.db');
    openLogDatabase(path, { migrationsDir: newer }).close();
    const error = refusal(() => openLogDatabase(path));
    expect(error.kind).toBe('newer-database');
    expect(error.message).toContain(
      'this database was written by a newer Sabot: migration 901 is unknown here',
    );
  });

  it('rolls a failing migration back whole and records nothing of it', () => {
    const migrations = migrationsCopy();
    writeFileSync(
      join(migrations, '900_broken.sql'),
      'CREATE TABLE half (x INTEGER) STRICT;\nCREATE TABLE oops (;\n',
    );
    const path = join(tempDir(), 'table.db');
    expect(() => openLogDatabase(path, { migrationsDir: migrations })).toThrow(/syntax error/);
    writeFileSync(join(migrations, '900_broken.sql'), 'CREATE TABLE half (x INTEGER) STRICT;\n');
    const db = openLogDatabase(path, { migrationsDir: migrations });
    expect(readAppliedMigrations(db).map((m) => m.version)).toEqual([...shippedVersions(), 900]);
    db.close();
  });

  it('refuses a misnamed migration file instead of skipping it', () => {
    const migrations = migrationsCopy();
    writeFileSync(join(migrations, '5-tips.sql'), 'SELECT 1;\n');
    expect(() => loadMigrationFiles(migrations)).toThrow('migration file 5-tips.sql is misnamed');
  });

  it('does not take converted line endings for an edit', () => {
    expect(migrationChecksum('CREATE TABLE a (x);\r\nCREATE TABLE b (y);\r\n')).toBe(
      migrationChecksum('CREATE TABLE a (x);\nCREATE TABLE b (y);\n'),
    );
    expect(migrationChecksum('CREATE TABLE a (x);\n')).not.toBe(migrationChecksum('CREATE TABLE a (y);\n'));
  });
});

/** The versions of the migrations Sabot ships, so these tests hold as new ones are added. */
function shippedVersions(): number[] {
  return loadMigrationFiles(defaultMigrationsDir()).map((file) => file.version);
}
