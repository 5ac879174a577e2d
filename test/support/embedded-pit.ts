import { chmodSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../core/log/log-fixtures.js';

/**
 * A data directory for a pit of its own: a temporary folder the `postgres` account may enter, as
 * the embedded cluster needs when the tests run as root (a fresh temporary folder is its owner's
 * only).
 */
export function pitDataDir(): string {
  const dir = tempDir();
  chmodSync(dir, 0o755);
  return dir;
}

/** The processes of PostgreSQL's server running on the embedded cluster of `dataDir`, by pid. */
export function postgresOf(dataDir: string): number[] {
  const data = join(dataDir, 'pit', 'postgres', 'data');
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let argv: string[];
    try {
      argv = readFileSync(join('/proc', entry, 'cmdline'), 'utf8').split('\0');
    } catch {
      continue;
    }
    if (/(^|\/)postgres$/.test(argv[0] ?? '') && argv.includes(data)) found.push(Number(entry));
  }
  return found;
}
