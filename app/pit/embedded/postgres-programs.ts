import { execFile } from 'node:child_process';
import { accessSync, constants, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where Debian's `postgresql` package puts each major version's server programs (off PATH). */
export const DEBIAN_POSTGRES_ROOT = '/usr/lib/postgresql';

/** The folder of the newest installed server's programs (initdb, pg_ctl), or null when none is. */
export function postgresProgramsDir(root: string = DEBIAN_POSTGRES_ROOT): string | null {
  let majors: string[] = [];
  try {
    majors = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  } catch {
    return null;
  }
  for (const major of majors) {
    const dir = join(root, major, 'bin');
    try {
      accessSync(join(dir, 'initdb'), constants.X_OK);
      return dir;
    } catch {}
  }
  return null;
}

/** The account PostgreSQL runs as when Sabot runs as root: Debian's package creates it. */
export const SERVER_ACCOUNT_OF_ROOT = 'postgres';

/**
 * Runs the server's programs as the account that owns the cluster. PostgreSQL refuses to run as
 * root, so as root they run as `postgres` through runuser, on folders that account owns; as anyone
 * else they run as that user. `cwd` is the cluster's folder: the account may not enter the folder
 * the command was started from (root's home), and initdb and pg_ctl step into it first.
 */
export interface ServerAccount {
  readonly asRoot: boolean;
  program(name: string, args: readonly string[], cwd: string): Promise<{ stdout: string; stderr: string }>;
  /** Gives the account a folder Sabot made (as root; nothing to do otherwise). */
  own(path: string): Promise<void>;
  /** Whether the account may enter and write `path` (every folder above it included). */
  mayWrite(path: string): Promise<boolean>;
}

export function serverAccount(bin: string): ServerAccount {
  const asRoot = process.getuid?.() === 0;
  const as = (file: string, args: readonly string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', SERVER_ACCOUNT_OF_ROOT, '--', file, ...args]] : [file, [...args]];
  return {
    asRoot,
    program: (name, args, cwd) => run(...as(join(bin, name), args), { cwd }),
    own: async (path) => {
      if (asRoot) await run('chown', ['-R', `${SERVER_ACCOUNT_OF_ROOT}:${SERVER_ACCOUNT_OF_ROOT}`, path]);
    },
    mayWrite: async (path) => {
      if (!asRoot) return true;
      try {
        await run(...as('test', ['-w', path, '-a', '-x', path]));
        return true;
      } catch {
        return false;
      }
    },
  };
}
