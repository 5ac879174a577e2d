import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Center } from '../../app/core/shipping/center.js';
import { type EventRow, LocalLogRows } from '../../app/core/shipping/local-log-rows.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { tableKeyFor } from '../support/pg-cluster.js';
import { central, pgClusterForFile, simulate } from './pit-fixtures.js';

/**
 * A catch-up's big batches are stored a slot at a time while a live table's few facts and the pit's
 * reads go straight through: two PostgreSQL connections of the test hold a big batch's transaction
 * open and watch who waits.
 */
const pgCluster = pgClusterForFile();
let center: Center;
let rows: EventRow[];

beforeAll(async () => {
  const db = join(tempDir(), 'backlog.db');
  expect((await simulate(db, 40, 9)).code).toBe(0);
  const local = new LocalLogRows(db);
  rows = local.eventsAfter(0, 10_000);
  local.close();
  center = new Center(pgCluster().url);
  await center.ready();
}, 60_000);
afterAll(async () => {
  await center?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Big batches waiting for an admission slot now. */
const waitingForSlot = async () =>
  (
    await central<{ n: number }>(
      pgCluster().url,
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE wait_event_type = 'Lock' AND wait_event = 'advisory' AND query LIKE '%pit_ingest_events%'`,
    )
  )[0]?.n ?? 0;

/** Until exactly one big batch waits for a slot (the holder's transaction keeps it). */
const oneWaiting = () =>
  vi.waitFor(async () => expect(await waitingForSlot()).toBe(1), { timeout: 10_000, interval: 10 });

/** A connection of its own with a big batch stored in a transaction left open: it holds a slot. */
async function holdingASlot(table: string): Promise<pg.Client> {
  const client = new pg.Client(pgCluster().url);
  await client.connect();
  await client.query('BEGIN');
  const said = await client.query('SELECT * FROM pit_ingest_events($1, $2::jsonb, $3, $4)', [
    table,
    JSON.stringify(rows),
    rows.length,
    tableKeyFor(table),
  ]);
  expect(said.rows).toEqual([{ head: String(rows.length), refused_at: null, refusal: null }]);
  return client;
}

const headOf = async (table: string) => (await center.head(table)).position;

describe('pit_ingest_events: a catch-up admitted a batch at a time', () => {
  it('given a big batch stored in an open transaction, when another table ships a big batch, then it waits for the slot while a small batch and the reads go through at once', async () => {
    expect(rows.length).toBeGreaterThan(200);
    const holder = await holdingASlot('backlog-a');
    let second: Promise<unknown> | null = null;
    try {
      second = center.ingestEvents('backlog-b', rows, rows.length, tableKeyFor('backlog-b'));
      await oneWaiting();
      expect(await headOf('backlog-b')).toBe(0);
      // A live table's few facts are not queued behind the catch-up, nor a read of the center.
      const small = await Promise.race([
        center.ingestEvents('live', rows.slice(0, 14), 14, tableKeyFor('live')),
        sleep(5_000).then(() => 'still waiting'),
      ]);
      expect(small).toEqual({ head: 14, refusedAt: null, refusal: null });
      expect(await headOf('live')).toBe(14);
      expect(await waitingForSlot()).toBe(1);
      await holder.query('COMMIT');
      expect(await second).toEqual({ head: rows.length, refusedAt: null, refusal: null });
      expect(await headOf('backlog-a')).toBe(rows.length);
      expect(await headOf('backlog-b')).toBe(rows.length);
    } finally {
      await holder.end();
      await second?.catch(() => undefined);
    }
  });

  it('given the connection holding the slot killed mid-transaction, then its batch is not stored and the waiting batch is', async () => {
    const holder = await holdingASlot('killed-a');
    holder.on('error', () => undefined);
    const pid = (await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid;
    const waiting = center.ingestEvents('killed-b', rows, rows.length, tableKeyFor('killed-b'));
    await oneWaiting();
    await central(pgCluster().url, 'SELECT pg_terminate_backend($1)', [pid]);
    expect(await waiting).toEqual({ head: rows.length, refusedAt: null, refusal: null });
    expect(await headOf('killed-a')).toBe(0);
    expect(await headOf('killed-b')).toBe(rows.length);
    await holder.end().catch(() => undefined);
  });
});
