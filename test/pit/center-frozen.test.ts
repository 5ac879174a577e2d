import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tableMessageSchema } from '../../app/contract.js';
import { tableMessage } from '../../app/server/table-message.js';
import { pgClusterForFile, playRound, shippingTable, until, untilShipped } from './pit-fixtures.js';

const pgCluster = pgClusterForFile();

/** The cluster's postmaster (first line of postmaster.pid) and every process it started. */
/**
 * Every process frozen goes on, the postmaster first. A backend that had already ended when it was
 * stopped (a zombie, which a stop does not refuse) is reaped by the postmaster as soon as it goes
 * on: gone by its turn, and nothing to continue.
 */
function thaw(pids: readonly number[]): void {
  for (const pid of pids)
    try {
      process.kill(pid, 'SIGCONT');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
}

function clusterProcesses(): number[] {
  const postmaster = Number(
    readFileSync(join(pgCluster().dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // The parent's pid is the fourth field, after the command name in parentheses.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

describe('a live table while its center is frozen', () => {
  it('given a table shipping live, when every process of PostgreSQL is stopped (SIGSTOP), then the header says the pit unreachable; when they go on (SIGCONT), shipped again', async () => {
    const { table, db } = await shippingTable(pgCluster().url, 'bj-frozen', { queryTimeoutMs: 2000 });
    const frozen: number[] = [];
    try {
      await playRound(table, 0);
      await untilShipped(pgCluster().url, table, db);
      const header = () =>
        tableMessageSchema.parse(tableMessage(table, { dbPath: db, operator: 'croupier' })).shipping;

      // The postmaster first (listed first), so no new backend starts; a backend that ended meanwhile is gone.
      for (const pid of clusterProcesses())
        try {
          process.kill(pid, 'SIGSTOP');
          frozen.push(pid);
        } catch {}
      // A round committed while the center is frozen: its pass goes unanswered.
      await playRound(table, 1);
      const said = await until('unreachable', header, (shipping) => shipping?.state === 'unreachable');
      expect(said).toMatchObject({
        state: 'unreachable',
        table: 'bj-frozen',
        said: { code: 'pit.center-unreachable' },
      });
      expect(said?.behind).toBeGreaterThan(0);

      thaw(frozen.splice(0));
      await until('shipped again', header, (shipping) => shipping?.state === 'shipped');
      await untilShipped(pgCluster().url, table, db);
    } finally {
      thaw(frozen);
      await table.close();
    }
  }, 120_000);
});
