import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { Center } from '../../app/core/shipping/center.js';
import { LocalLogRows } from '../../app/core/shipping/local-log-rows.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { runSabot } from '../support/run-cli.js';
import {
  central,
  expectSameCentrally,
  pgClusterForFile,
  playRound,
  shippingTable,
  simulate,
  untilShipped,
} from './pit-fixtures.js';

const pgCluster = pgClusterForFile();

const bin = fileURLToPath(new URL('../../bin/sabot.js', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The center's facts of a table: how many, and the highest position (equal when there is no gap). */
const stored = async (table: string) =>
  (
    await central<{ count: number; last: number; distinct: number }>(
      pgCluster().url,
      `SELECT count(*)::int AS count, coalesce(max(position), 0)::int AS last,
              count(DISTINCT position)::int AS distinct FROM pit_events WHERE table_id = $1`,
      [table],
    )
  )[0] ?? { count: 0, last: 0, distinct: 0 };

/** Batches of the shipper the server is running now (not this query itself). */
const ingesting = async (waiting: boolean) =>
  (
    await central<{ n: number }>(
      pgCluster().url,
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid <> pg_backend_pid()
         AND query LIKE '%pit_ingest_events%' AND state = 'active' ${waiting ? "AND wait_event_type = 'Lock'" : ''}`,
    )
  )[0]?.n ?? 0;

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not in time: ${what}`);
    await sleep(5);
  }
}

describe('the shipper killed mid-batch', () => {
  it('given a growing log, when `sabot ship --follow` is killed with SIGKILL twenty times while shipping, then no fact is missing or stored twice, and everything arrives in the end', async () => {
    const db = join(tempDir(), 'bj-kill.db');
    expect((await simulate(db, 150, 21)).code).toBe(0);
    let killedShort = 0;
    for (let kill = 0; kill < 20; kill++) {
      // The table keeps playing between two kills: the log grows under the shipper.
      if (kill % 4 === 3) expect((await simulate(db, 15, 100 + kill)).code).toBe(0);
      const before = (await stored('bj-kill')).last;
      // Every other kill comes while a batch waits in the server (the test holds the table's row):
      // the batch is then stored after its shipper died, and no one heard the center's answer.
      const hold = kill % 2 === 1 ? new pg.Client(pgCluster().url) : null;
      if (hold) {
        await hold.connect();
        await hold.query('BEGIN');
        await hold.query("SELECT 1 FROM pit_tables WHERE table_id = 'bj-kill' FOR UPDATE");
      }
      const shipper = spawn(
        process.execPath,
        [bin, 'ship', '--db', db, '--pg', pgCluster().url, '--batch', '7', '--follow'],
        { stdio: 'ignore' },
      );
      const exited = new Promise((resolve) => shipper.once('exit', resolve));
      if (hold) await until(() => ingesting(true).then((n) => n > 0), 'a batch waiting in the server');
      // Otherwise killed once its batches land, a moment later: while one is on its way, often.
      else await until(async () => (await stored('bj-kill')).last > before, 'a batch stored');
      await sleep(kill % 5);
      shipper.kill('SIGKILL');
      await exited;
      if (hold) {
        await hold.query('COMMIT');
        await hold.end();
        await until(() => ingesting(false).then((n) => n === 0), "the dead shipper's batch finished");
      }
      const now = await stored('bj-kill');
      expect(now.last).toBeGreaterThan(before);
      // No gap, no fact twice: positions 1 to last, each once.
      expect(now.count).toBe(now.last);
      expect(now.distinct).toBe(now.last);
      const local = new LocalLogRows(db);
      if (now.last < local.lastPosition()) killedShort += 1;
      local.close();
    }
    // The kills came while there was more to ship, not after the shipper had caught up.
    expect(killedShort).toBeGreaterThanOrEqual(15);
    const last = await runSabot('ship', '--db', db, '--pg', pgCluster().url);
    expect(last.code).toBe(0);
    await expectSameCentrally(pgCluster().url, db, 'bj-kill');
    expect(
      await central(pgCluster().url, "SELECT count(*)::int AS n FROM pit_alarms WHERE table_id = 'bj-kill'"),
    ).toEqual([{ n: 0 }]);
  }, 120_000);
});

describe('the same batch delivered twice', () => {
  it('given a batch the center stored, when it is delivered again, then it is stored once and the head is unchanged', async () => {
    const db = join(tempDir(), 'bj-twice.db');
    expect((await simulate(db, 8, 4)).code).toBe(0);
    const local = new LocalLogRows(db);
    const center = new Center(pgCluster().url);
    try {
      const events = local.eventsAfter(0, 50);
      const journal = local.journalAfter('device', 0, 50);
      const key = local.tableKey() ?? '';
      const first = await center.ingestEvents('bj-twice', events, local.lastPosition(), key);
      const again = await center.ingestEvents('bj-twice', events, local.lastPosition(), key);
      expect(first).toEqual({ head: events.length, refusedAt: null, refusal: null });
      expect(again).toEqual(first);
      await center.ingestJournal('bj-twice', 'device', journal, null, key);
      await center.ingestJournal('bj-twice', 'device', journal, null, key);
      expect(await stored('bj-twice')).toEqual({ count: 50, last: 50, distinct: 50 });
      expect(
        await central(
          pgCluster().url,
          "SELECT count(*)::int AS n FROM pit_alarms WHERE table_id = 'bj-twice'",
        ),
      ).toEqual([{ n: 0 }]);
      // And the rest after it, as the shipper sends it: the log arrives whole.
      expect((await runSabot('ship', '--db', db, '--pg', pgCluster().url)).code).toBe(0);
    } finally {
      local.close();
      await center.close();
    }
    await expectSameCentrally(pgCluster().url, db, 'bj-twice');
  });
});

describe('a table whose clock is an hour off', () => {
  it("given two live tables, one an hour ahead and one an hour behind (whose clock is then put back two hours), then the center orders by position, refuses nothing, sees no lag, and the replicas' round lists are the tables'", async () => {
    const HOUR = 3_600_000;
    let behindOffset = -HOUR;
    const ahead = await shippingTable(
      pgCluster().url,
      'bj-ahead',
      {},
      tempDir(),
      () => new Date(Date.now() + HOUR),
    );
    const behind = await shippingTable(
      pgCluster().url,
      'bj-behind',
      {},
      tempDir(),
      () => new Date(Date.now() + behindOffset),
    );
    try {
      for (let round = 0; round < 4; round++) {
        await playRound(ahead.table, round);
        await playRound(behind.table, round);
        // Someone sets the behind table's clock: its next facts are timed before its last ones.
        if (round === 1) behindOffset = -3 * HOUR;
      }
      await untilShipped(pgCluster().url, ahead.table, ahead.db);
      await untilShipped(pgCluster().url, behind.table, behind.db);
      const times = await central<{ position: number; time: string }>(
        pgCluster().url,
        "SELECT position::int, metadata::jsonb->>'time' AS time FROM pit_events WHERE table_id = 'bj-behind' ORDER BY position",
      );
      // Stored in the table's order though its clock went back.
      expect(times.map((row) => row.position)).toEqual(times.map((_, index) => index + 1));
      expect(times.some((row, index) => index > 0 && row.time < (times[index - 1]?.time ?? ''))).toBe(true);
      await central(pgCluster().url, "SELECT * FROM pit_check_lag('10 seconds')");
      expect(
        await central(
          pgCluster().url,
          "SELECT table_id, code FROM pit_alarms WHERE table_id IN ('bj-ahead', 'bj-behind')",
        ),
      ).toEqual([]);
      expect(ahead.table.shipping?.status().state).toBe('shipped');
      expect(behind.table.shipping?.status().state).toBe('shipped');
    } finally {
      await ahead.table.close();
      await behind.table.close();
    }
    await expectSameCentrally(pgCluster().url, ahead.db, 'bj-ahead');
    await expectSameCentrally(pgCluster().url, behind.db, 'bj-behind');
  }, 60_000);
});
