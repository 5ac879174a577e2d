import { describe, expect, it } from 'vitest';
import type { LiveTable } from '../../app/core/devices/live-table.js';
import { GENESIS_HASH } from '../../app/core/log/chain.js';
import { verifyLog } from '../../app/core/log/verify.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { runSabot } from '../support/run-cli.js';
import {
  central,
  expectSameCentrally,
  pgClusterForFile,
  playRound,
  shippingTable,
  untilShipped,
} from './pit-fixtures.js';

const pgCluster = pgClusterForFile();

const TABLES = 20;
const ROUNDS = 12;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every stored chain checked again by the center itself: each fact hashed from its stored content
 * onto the one before (pit_event_hash, the hash the center checks at ingest), positions 1 to the
 * head without a gap, and the head the last fact's hash.
 */
const centralChainFaults = (table: string, genesis = GENESIS_HASH) =>
  central<{ faults: number; facts: number }>(
    pgCluster().url,
    `SELECT count(*) FILTER (WHERE c.prev_hash <> c.before OR c.computed <> c.hash OR c.position <> c.n)::int AS faults,
            count(*)::int AS facts
       FROM (SELECT position, hash, prev_hash,
                    lag(hash, 1, $2) OVER (ORDER BY position) AS before,
                    row_number() OVER (ORDER BY position) AS n,
                    pit_event_hash(prev_hash, position, stream, stream_position, type, data, metadata,
                                   schema_version) AS computed
               FROM pit_events WHERE table_id = $1) c`,
    [table, genesis],
  );

describe('twenty tables feeding one center', () => {
  it('given twenty live tables playing at once, each shipping as it commits, then every table is the same centrally as locally, every central chain re-hashes, and sabot pit verify passes', async () => {
    const dir = tempDir();
    const names = Array.from({ length: TABLES }, (_, index) => `bj-${String(index + 1).padStart(2, '0')}`);
    const tables: { name: string; table: LiveTable; db: string }[] = [];
    try {
      await Promise.all(
        names.map(async (name) => {
          tables.push({ name, ...(await shippingTable(pgCluster().url, name, {}, dir)) });
        }),
      );
      tables.sort((a, b) => a.name.localeCompare(b.name));
      // Every table deals its rounds at its own pace, all at once.
      await Promise.all(
        tables.map(async ({ table }, index) => {
          for (let round = 0; round < ROUNDS; round++) {
            await playRound(table, round);
            await sleep((index * 7 + round * 13) % 40);
          }
        }),
      );
      for (const { table, db } of tables) await untilShipped(pgCluster().url, table, db, 30_000);
    } finally {
      await Promise.all(tables.map(({ table }) => table.close()));
    }
    for (const { name, db } of tables) {
      const replica = await expectSameCentrally(pgCluster().url, db, name);
      expect(verifyLog(replica), name).toMatchObject({ ok: true });
      const [chain] = await centralChainFaults(name);
      expect(chain?.faults, name).toBe(0);
      expect(chain?.facts, name).toBeGreaterThan(ROUNDS * 8);
    }
    // The check finds a chain that does not start where a table's log starts.
    expect((await centralChainFaults('bj-01', 'f'.repeat(64)))[0]?.faults).toBe(1);
    const heads = await central<{ table_id: string; head_position: string; head_hash: string }>(
      pgCluster().url,
      'SELECT table_id, head_position, head_hash FROM pit_tables ORDER BY table_id',
    );
    expect(heads.map((row) => row.table_id)).toEqual(names);
    // The pit's own check of every stored chain and journal, and of each head against the table's report.
    const verified = await runSabot('pit', 'verify', '--pg', pgCluster().url, '--json');
    expect(verified.code).toBe(0);
    const verdict = JSON.parse(verified.out) as {
      intact: boolean;
      tables: { table: string; intact: boolean; behind: number }[];
    };
    expect(verdict.intact).toBe(true);
    expect(verdict.tables.map(({ table, intact, behind }) => ({ table, intact, behind }))).toEqual(
      names.map((table) => ({ table, intact: true, behind: 0 })),
    );
    expect(await central(pgCluster().url, 'SELECT table_id, code FROM pit_alarms')).toEqual([]);
  }, 120_000);
});
