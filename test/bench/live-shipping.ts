import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { LiveTable } from '../../app/core/devices/live-table.js';
import { reasonOf } from '../../app/core/sentences.js';
import { home1d } from '../../engine/rules/profiles/home-1d.js';
import { startPgCluster } from '../support/pg-cluster.js';
import { startTcpGate } from '../support/tcp-gate.js';
import type { BenchSuite, Measurement } from './harness.js';

/**
 * A keyed line's latency at a live table (parse, decide, commit, the subscribers told), with
 * shipping off and on, round for round in the same run: three home tables with the simulated shoe
 * take turns keying the same round, one shipping to nobody, one to a live PostgreSQL (the shipper
 * on its thread, woken by each commit), one to a PostgreSQL its network cannot reach. Shipping is
 * never awaited by a commit: the three should be alike.
 */
const ROUNDS = 200;
const WARM_UP_ROUNDS = 10;
const ROUND = ['b1 2 ann', 'deal', '9S', '5H', '8D', '7C', 's', 'KD'];
const SESSION_ROUNDS = 10;

const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

export const liveShippingSuite: BenchSuite = {
  title: "A keyed line at a live table, shipping off and on (the table's commit path)",
  async run(): Promise<Measurement[]> {
    const dir = mkdtempSync(join(tmpdir(), 'sabot-bench-ship-'));
    const cluster = await startPgCluster();
    const gate = await startTcpGate(cluster.port);
    gate.shut();
    const conditions = [
      { name: 'shipping off', ship: undefined },
      { name: 'shipping off, a second table (the noise between two alike)', ship: undefined },
      { name: 'shipping on, to a live PostgreSQL', ship: { url: cluster.url, table: 'bench-on' } },
      {
        name: 'shipping on, the center unreachable',
        ship: { url: `postgres://sabot@127.0.0.1:${gate.port}/postgres`, table: 'bench-down' },
      },
    ];
    const tables: LiveTable[] = [];
    try {
      for (const [index, condition] of conditions.entries()) {
        const opened = await LiveTable.open({
          dbPath: join(dir, `table-${index}.db`),
          profile: home1d,
          device: 'sim',
          operator: 'croupier',
          seed: 3,
          ...(condition.ship && { ship: condition.ship }),
        });
        if (!opened.ok) throw new Error(reasonOf(opened));
        tables.push(opened.value);
      }
      const samples = conditions.map(() => [] as number[]);
      for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
        const lines = round > 0 && round % SESSION_ROUNDS === 0 ? ['new session', ...ROUND] : ROUND;
        // Each round another table goes first, so no condition always keys after another's commit.
        const order = tables.map((_, index) => (index + round) % tables.length);
        for (const index of order)
          for (const line of lines) {
            const table = tables[index];
            if (!table) continue;
            // A croupier's line arrives from the terminal or the socket: the event loop turns between two.
            await new Promise((resolve) => setImmediate(resolve));
            const started = performance.now();
            const keyed = await table.key(line);
            const took = performance.now() - started;
            if (!keyed.ok) throw new Error(`"${line}" refused: ${JSON.stringify(keyed)}`);
            if (round >= WARM_UP_ROUNDS) samples[index]?.push(took);
          }
      }
      return conditions.map((condition, index) => {
        const sorted = [...(samples[index] ?? [])].sort((a, b) => a - b);
        const status = tables[index]?.shipping?.status();
        return {
          name: condition.name,
          medianMs: quantile(sorted, 0.5),
          p99Ms: quantile(sorted, 0.99),
          samples: sorted.length,
          note: status ? `shipping ${status.state} at the end` : 'the baseline',
        };
      });
    } finally {
      for (const table of tables) await table.close();
      await gate.close();
      await cluster.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
