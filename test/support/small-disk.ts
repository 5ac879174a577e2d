import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statfsSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ceilingLifted, ceilingOnLog } from './log-connections.js';

/** The table whose log fills up: another process (by its pid), or this one's (by the log's file). */
export type LogHolder = { readonly pid: number } | { readonly path: string };

/**
 * A place for a table's log that can be filled up and given room again. Where this process may
 * mount (CI runs as root), a small tmpfs of its own, filled with a file that takes every free
 * block; elsewhere SQLite's page ceiling, set in the table's process by page-ceiling.mjs. `method`
 * says which, for the test's name.
 */
export interface SmallDisk {
  readonly method: 'tmpfs' | 'max_page_count';
  readonly dir: string;
  /** Node options for the table's process. */
  readonly nodeArgs: readonly string[];
  fill(holder: LogHolder): void;
  free(holder: LogHolder): void;
  remove(): void;
}

const CEILING = fileURLToPath(new URL('./page-ceiling.mjs', import.meta.url));

export function smallDisk(): SmallDisk {
  const dir = mkdtempSync(join(tmpdir(), 'sabot-small-disk-'));
  try {
    // SABOT_SMALL_DISK=max_page_count runs the fallback where mounting would work too.
    if (process.env.SABOT_SMALL_DISK === 'max_page_count') throw new Error('the page ceiling asked for');
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', dir], { stdio: 'pipe' });
  } catch {
    return {
      method: 'max_page_count',
      dir,
      nodeArgs: ['--import', CEILING],
      fill: (holder) => ('pid' in holder ? process.kill(holder.pid, 'SIGUSR1') : ceilingOnLog(holder.path)),
      free: (holder) => ('pid' in holder ? process.kill(holder.pid, 'SIGUSR2') : ceilingLifted(holder.path)),
      remove: () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const filler = join(dir, 'filler');
  return {
    method: 'tmpfs',
    dir,
    nodeArgs: [],
    fill: () => fillUp(filler),
    free: () => rmSync(filler, { force: true }),
    remove: () => {
      execFileSync('umount', [dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Writes until the filesystem says it has no space left. */
function fillUp(path: string): void {
  const fd = openSync(path, 'a');
  const block = Buffer.alloc(64 * 1024);
  try {
    for (;;) writeSync(fd, block);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    closeSync(fd);
  }
  const left = statfsSync(join(path, '..'));
  if (left.bavail !== 0) throw new Error(`the small disk still has ${left.bavail} blocks free`);
}
