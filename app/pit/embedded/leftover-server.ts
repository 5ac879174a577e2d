import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { EMBEDDED_CENTER_PORT } from '../../core/shipping/embedded-center-url.js';
import type { ServerAccount } from './postgres-programs.js';

/**
 * Clears what a pit server that was killed left of its cluster, before the cluster starts again.
 * Killed, `sabot pit serve` cannot stop its PostgreSQL, which runs on by itself (pg_ctl detaches
 * it): that server is stopped, so this start runs with this start's settings. A server killed
 * too leaves its `postmaster.pid` and the socket's lock naming a process that is gone, or that is
 * by now another program under the same number, which PostgreSQL would take for a live server
 * and refuse to start: those files are removed. Called only under the pit's lease, so no live
 * pit server of this data directory is using the cluster.
 */
export async function clearLeftoverServer(
  account: ServerAccount,
  clusterDir: string,
  data: string,
): Promise<void> {
  const pidFile = join(data, 'postmaster.pid');
  const pid = firstLineNumber(pidFile);
  if (pid === null) return;
  if (runsThisCluster(pid, data))
    await account
      .program('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'], clusterDir)
      .catch(() => undefined);
  if (firstLineNumber(pidFile) !== null && !runsThisCluster(pid, data)) {
    rmSync(pidFile, { force: true });
    rmSync(join(clusterDir, `.s.PGSQL.${EMBEDDED_CENTER_PORT}.lock`), { force: true });
    rmSync(join(clusterDir, `.s.PGSQL.${EMBEDDED_CENTER_PORT}`), { force: true });
  }
}

function firstLineNumber(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Whether process `pid` is PostgreSQL's server started on this cluster's data (its command line says so). */
function runsThisCluster(pid: number, data: string): boolean {
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return /(^|\/)postgres$/.test(argv[0] ?? '') && argv.includes(data);
  } catch {
    return false;
  }
}
