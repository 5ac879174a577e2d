import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { headPathFor } from '../../app/core/log/chain-head.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { runSabot } from '../support/run-cli.js';
import { central as centralAt, pgClusterForFile, rowsOf, simulate } from './pit-fixtures.js';

const pgCluster = pgClusterForFile();
const central = <R extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<R[]> =>
  centralAt<R>(pgCluster().url, sql, values);

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
    const first = await runSabot('ship', '--db', db, '--pg', pgCluster().url, '--batch', '97');
    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    const local = localEvents(db);
    expect(first.out).toContain(`table table-1: the center holds positions 1 to ${local.length}`);
    const again = await runSabot('ship', '--db', db, '--pg', pgCluster().url);
    expect(again.code).toBe(0);
    const stored = await central<{ position: string; hash: string }>(
      "SELECT position, hash FROM pit_events WHERE table_id = 'table-1' ORDER BY position",
    );
    expect(stored.map((row) => ({ position: Number(row.position), hash: row.hash }))).toEqual(local);
  });

  it('given a shipped log with one byte changed in a shipped fact, then the center refuses it naming the table and position', async () => {
    const db = join(tempDir(), 'table-2.db');
    expect((await simulate(db, 10, 5)).code).toBe(0);
    expect((await runSabot('ship', '--db', db, '--pg', pgCluster().url)).code).toBe(0);
    const log = new Database(db);
    log.exec('DROP TRIGGER events_are_never_updated');
    log.prepare("UPDATE events SET data = replace(data, '\"', '\"') || ' ' WHERE position = 17").run();
    log.close();
    const refused = await runSabot('ship', '--db', db, '--pg', pgCluster().url);
    expect(refused.code).toBe(3);
    expect(refused.err).toContain(
      'the fact at position 17 of table table-2 is not the one already stored centrally',
    );
    const alarms = await central<{ code: string; subject: string }>(
      "SELECT code, subject FROM pit_alarms WHERE table_id = 'table-2' AND cleared_at IS NULL",
    );
    expect(alarms).toEqual([{ code: 'pit.chain-differs-from-stored', subject: '17' }]);
  });

  it('given a shipped log whose tail was rewritten (other facts re-chained, so the log verifies), then the center refuses it naming the table and the first rewritten position, with an alarm', async () => {
    const dir = tempDir();
    const shipped = join(dir, 'table-4.db');
    const rewritten = join(dir, 'rewritten', 'table-4.db');
    expect((await simulate(shipped, 10, 5)).code).toBe(0);
    // The same first rounds, then another tail played onto them: a log rewritten from there on.
    mkdirSync(join(dir, 'rewritten'));
    copyFileSync(shipped, rewritten);
    copyFileSync(headPathFor(shipped), headPathFor(rewritten));
    expect((await simulate(shipped, 6, 6)).code).toBe(0);
    expect((await runSabot('ship', '--db', shipped, '--pg', pgCluster().url)).code).toBe(0);
    expect((await simulate(rewritten, 6, 7)).code).toBe(0);
    expect((await runSabot('verify', '--db', rewritten)).code).toBe(0);
    const original = rowsOf(shipped, 'SELECT position, hash FROM events ORDER BY position') as {
      position: number;
      hash: string;
    }[];
    const tail = rowsOf(rewritten, 'SELECT position, hash FROM events ORDER BY position') as typeof original;
    const first = tail.find((row, index) => row.hash !== original[index]?.hash)?.position;
    expect(first).toBeGreaterThan(1);

    const refused = await runSabot('ship', '--db', rewritten, '--pg', pgCluster().url);
    expect(refused.code).toBe(3);
    expect(refused.err).toContain(
      `the fact at position ${first} of table table-4 is not the one already stored centrally`,
    );
    const alarms = await central<{ code: string; subject: string; params: { table: string } }>(
      "SELECT code, subject, params FROM pit_alarms WHERE table_id = 'table-4' AND cleared_at IS NULL",
    );
    expect(alarms).toEqual([
      {
        code: 'pit.chain-differs-from-stored',
        subject: String(first),
        params: expect.objectContaining({ table: 'table-4', position: first }),
      },
    ]);
    // The center kept its own copy: the shipped log, not the rewritten one.
    const stored = await central<{ n: number }>(
      "SELECT count(*)::int AS n FROM pit_events WHERE table_id = 'table-4'",
    );
    expect(stored).toEqual([{ n: original.length }]);
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
    expect((await runSabot('ship', '--db', db, '--pg', pgCluster().url)).code).toBe(0);
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
    expect((await runSabot('ship', '--db', db, '--pg', pgCluster().url)).code).toBe(0);
    await central("SELECT * FROM pit_check_lag('10 seconds')");
    expect(await open()).toEqual([]);
  });
});
