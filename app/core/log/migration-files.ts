import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One numbered SQL file of the migrations folder. */
export interface MigrationFile {
  readonly version: number;
  readonly name: string;
  readonly file: string;
  readonly sql: string;
  readonly checksum: string;
}

const MIGRATION_NAME = /^(\d{3,})_([a-z0-9_-]+)\.sql$/;

/**
 * The `migrations/` folder beside package.json. This file runs from the TypeScript sources in
 * tests and from `dist/` once built, at different depths, so the folder is found by walking up
 * to the installation root rather than by a fixed relative path.
 */
export function defaultMigrationsDir(from: string = import.meta.url): string {
  let dir = dirname(fileURLToPath(from));
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return join(dir, 'migrations');
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error(`no package.json above ${fileURLToPath(from)}: Sabot is not installed whole`);
    dir = parent;
  }
}

/** Three digits, as in the file names, so messages name a migration the way the folder does. */
export const migrationLabel = (version: number): string => String(version).padStart(3, '0');

/**
 * SHA-256 of the text with line endings made `\n`: a checkout that converts line endings must
 * not look like an edited migration; any other change does.
 */
export function migrationChecksum(sql: string): string {
  return createHash('sha256').update(sql.replace(/\r\n?/g, '\n'), 'utf8').digest('hex');
}

/** Every migration file in version order; a misnamed or duplicate `.sql` file is refused, never skipped. */
export function loadMigrationFiles(dir: string): MigrationFile[] {
  if (!existsSync(dir))
    throw new Error(`the migrations folder ${dir} is missing: Sabot is not installed whole`);
  const files: MigrationFile[] = [];
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.sql')) continue;
    const match = MIGRATION_NAME.exec(file);
    if (!match?.[1] || !match[2]) {
      throw new Error(`migration file ${file} is misnamed: it must be NNN_words.sql, e.g. 005_add_tips.sql`);
    }
    const version = Number(match[1]);
    if (files.some((known) => known.version === version)) {
      throw new Error(`two migration files have the number ${migrationLabel(version)} in ${dir}`);
    }
    const sql = readFileSync(join(dir, file), 'utf8');
    files.push({ version, name: match[2], file, sql, checksum: migrationChecksum(sql) });
  }
  return files.sort((a, b) => a.version - b.version);
}
