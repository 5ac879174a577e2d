import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../core/log/log-fixtures.js';
import { type PgCluster, startPgCluster } from '../support/pg-cluster.js';
import { runSabot } from '../support/run-cli.js';

let cluster: PgCluster;
beforeAll(async () => {
  cluster = await startPgCluster();
}, 60_000);
afterAll(async () => {
  await cluster?.stop();
});

const simulate = (db: string, rounds: number, seed: number) =>
  runSabot(
    'simulate',
    '--profile',
    'classic-6d',
    '--rounds',
    String(rounds),
    '--seed',
    String(seed),
    '--db',
    db,
  );

async function central<R extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<R[]> {
  const client = new pg.Client(cluster.url);
  await client.connect();
  try {
    return (await client.query<R>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

const localEvents = (db: string) => {
  const log = new Database(db, { readonly: true });
  try {
    return log.prepare('SELECT position, hash FROM events ORDER BY position').all() as {
      position: number;
      hash: string;
    }[];
  } finally {
    log.close();
  }
};

describe('sabot ship', () => {
  it('given a simulated log, when shipped twice, then the center holds every fact once, byte for byte', async () => {
    const db = join(tempDir(), 'table-1.db');
    expect((await simulate(db, 30, 3)).code).toBe(0);
    const first = await runSabot('ship', '--db', db, '--pg', cluster.url, '--batch', '97');
    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    const local = localEvents(db);
    expect(first.out).toContain(`table table-1: the center holds positions 1 to ${local.length}`);
    const again = await runSabot('ship', '--db', db, '--pg', cluster.url);
    expect(again.code).toBe(0);
    const stored = await central<{ position: string; hash: string }>(
      "SELECT position, hash FROM pit_events WHERE table_id = 'table-1' ORDER BY position",
    );
    expect(stored.map((row) => ({ position: Number(row.position), hash: row.hash }))).toEqual(local);
  });

  it('given a shipped log with one byte changed in a shipped fact, then the center refuses it naming the table and position', async () => {
    const db = join(tempDir(), 'table-2.db');
    expect((await simulate(db, 10, 5)).code).toBe(0);
    expect((await runSabot('ship', '--db', db, '--pg', cluster.url)).code).toBe(0);
    const log = new Database(db);
    log.exec('DROP TRIGGER events_are_never_updated');
    log.prepare("UPDATE events SET data = replace(data, '\"', '\"') || ' ' WHERE position = 17").run();
    log.close();
    const refused = await runSabot('ship', '--db', db, '--pg', cluster.url);
    expect(refused.code).toBe(3);
    expect(refused.err).toContain(
      'the fact at position 17 of table table-2 is not the one already stored centrally',
    );
    const alarms = await central<{ code: string; subject: string }>(
      "SELECT code, subject FROM pit_alarms WHERE table_id = 'table-2' AND cleared_at IS NULL",
    );
    expect(alarms).toEqual([{ code: 'pit.chain.differs-from-stored', subject: '17' }]);
  });

  it('given no center, then shipping says it cannot be reached and stores nothing', async () => {
    const db = join(tempDir(), 'table-3.db');
    expect((await simulate(db, 2, 5)).code).toBe(0);
    const out = await runSabot('ship', '--db', db, '--pg', 'postgres://sabot@127.0.0.1:1/postgres');
    expect(out.code).toBe(1);
    expect(out.err).toContain('the central database 127.0.0.1:1/postgres cannot be reached');
  });
});

describe('the shipping lag', () => {
  it('given a table that reported long ago, then a lag alarm opens; when it reports again, it clears', async () => {
    const db = join(tempDir(), 'table-9.db');
    expect((await simulate(db, 2, 8)).code).toBe(0);
    expect((await runSabot('ship', '--db', db, '--pg', cluster.url)).code).toBe(0);
    await central(
      "UPDATE pit_tables SET reported_at = now() - interval '1 minute' WHERE table_id = 'table-9'",
    );
    const raised = await central<{ raised: number; cleared: number }>(
      "SELECT * FROM pit_check_lag('10 seconds')",
    );
    expect(raised[0]?.raised).toBeGreaterThanOrEqual(1);
    const open = () =>
      central<{ code: string }>(
        "SELECT code FROM pit_alarms WHERE table_id = 'table-9' AND kind = 'lag' AND cleared_at IS NULL",
      );
    expect(await open()).toEqual([{ code: 'pit.lag' }]);
    expect((await runSabot('ship', '--db', db, '--pg', cluster.url)).code).toBe(0);
    await central("SELECT * FROM pit_check_lag('10 seconds')");
    expect(await open()).toEqual([]);
  });
});
