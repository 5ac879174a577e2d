import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashEvent } from '../../app/core/log/chain.js';
import { Center } from '../../app/core/shipping/center.js';
import { type EventRow, LocalLogRows } from '../../app/core/shipping/local-log-rows.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { type PgCluster, startPgCluster, tableKeyFor } from '../support/pg-cluster.js';
import { simulate } from './pit-fixtures.js';

/**
 * pit_ingest_events decides alone what the center stores: every way a batch can be refused, and
 * the repeats that must change nothing, each against a real PostgreSQL and a real simulated log.
 */
let cluster: PgCluster;
let center: Center;
let rows: EventRow[];

beforeAll(async () => {
  cluster = await startPgCluster();
  center = new Center(cluster.url);
  const db = join(tempDir(), 'source.db');
  expect((await simulate(db, 12, 4)).code).toBe(0);
  const local = new LocalLogRows(db);
  rows = local.eventsAfter(0, 10_000);
  local.close();
}, 60_000);
afterAll(async () => {
  await center?.close();
  await cluster?.stop();
});

const upTo = (position: number): EventRow[] => rows.slice(0, position);
const span = (from: number, to: number): EventRow[] => rows.slice(from - 1, to);
const changed = (row: EventRow, change: Partial<EventRow>): EventRow => ({ ...row, ...change });

async function storedOf(table: string): Promise<{ count: number; head: number; hash: string }> {
  const result = await center.query<{ count: string }>(
    'SELECT count(*) FROM pit_events WHERE table_id = $1',
    [table],
  );
  const head = await center.head(table);
  return { count: Number(result.rows[0]?.count), head: head.position, hash: head.hash };
}

const openChainAlarms = async (table: string) =>
  (
    await center.query<{ code: string; subject: string; params: unknown }>(
      "SELECT code, subject, params FROM pit_alarms WHERE table_id = $1 AND kind = 'chain' AND cleared_at IS NULL",
      [table],
    )
  ).rows;

/** A table with the first `head` facts stored, then the batch; the center's answer and what it holds. */
async function afterShipping(table: string, head: number, batch: EventRow[], reported?: number) {
  if (head > 0)
    expect(await center.ingestEvents(table, upTo(head), head, tableKeyFor(table))).toMatchObject({
      refusedAt: null,
    });
  const said = await center.ingestEvents(
    table,
    batch,
    reported ?? Math.max(head, batch.at(-1)?.position ?? 0),
    tableKeyFor(table),
  );
  return { said, stored: await storedOf(table), alarms: await openChainAlarms(table) };
}

/** Refused whole: the head and the rows as before, one alarm naming the table and the position. */
async function expectRefused(
  table: string,
  head: number,
  batch: EventRow[],
  refusal: string,
  position: number,
  reported?: number,
) {
  const { said, stored, alarms } = await afterShipping(table, head, batch, reported);
  expect(said).toEqual({ head, refusedAt: position, refusal });
  expect(stored).toEqual({ count: head, head, hash: head > 0 ? rows[head - 1]?.hash : '0'.repeat(64) });
  expect(alarms).toEqual([
    { code: `pit.chain-${refusal}`, subject: String(position), params: { table, position } },
  ]);
}

describe('pit_ingest_events: what is stored', () => {
  it('given a log shipped in uneven batches, then every fact is stored once and the head is the last fact', async () => {
    expect(rows.length).toBeGreaterThan(150);
    let head = 0;
    for (const size of [1, 2, 50, 7, 1000]) {
      const said = await center.ingestEvents(
        'whole',
        rows.slice(head, head + size),
        rows.length,
        tableKeyFor('whole'),
      );
      head = Math.min(head + size, rows.length);
      expect(said).toEqual({ head, refusedAt: null, refusal: null });
    }
    expect(await storedOf('whole')).toEqual({
      count: rows.length,
      head: rows.length,
      hash: rows.at(-1)?.hash,
    });
  });

  it('given stored facts sent again, alone or before new ones, then only the new ones are stored', async () => {
    const again = await afterShipping('again', 40, span(11, 40));
    expect(again.said).toEqual({ head: 40, refusedAt: null, refusal: null });
    expect(again.stored).toEqual({ count: 40, head: 40, hash: rows[39]?.hash });
    const overlap = await center.ingestEvents('again', span(31, 60), 60, tableKeyFor('again'));
    expect(overlap).toEqual({ head: 60, refusedAt: null, refusal: null });
    expect(await storedOf('again')).toEqual({ count: 60, head: 60, hash: rows[59]?.hash });
    expect(await openChainAlarms('again')).toEqual([]);
  });

  it('given an empty batch from a table as long as the center, then nothing changes and no alarm opens', async () => {
    const { said, stored, alarms } = await afterShipping('idle', 20, [], 20);
    expect(said).toEqual({ head: 20, refusedAt: null, refusal: null });
    expect(stored.count).toBe(20);
    expect(alarms).toEqual([]);
  });
});

describe('pit_ingest_events: what is refused whole', () => {
  it('given a stored fact sent again with one byte changed, then it differs from the stored one', async () => {
    const batch = span(21, 45).map((row) =>
      row.position === 33 ? changed(row, { data: `${row.data} ` }) : row,
    );
    await expectRefused('differs', 40, batch, 'differs-from-stored', 33);
  });

  it('given a stored fact sent again with another hash, then it differs from the stored one', async () => {
    const batch = span(5, 12).map((row) =>
      row.position === 9 ? changed(row, { hash: 'a'.repeat(64) }) : row,
    );
    await expectRefused('differs-hash', 20, batch, 'differs-from-stored', 9);
  });

  it('given a new fact whose previous hash is not the stored head, then it breaks the chain', async () => {
    const batch = span(21, 30).map((row) =>
      row.position === 21 ? changed(row, { prev_hash: 'b'.repeat(64) }) : row,
    );
    await expectRefused('head-broken', 20, batch, 'breaks-chain', 21);
  });

  it('given a new fact in the middle of a batch chained onto another hash, then the batch breaks the chain there', async () => {
    const batch = span(21, 60).map((row) =>
      row.position === 37 ? changed(row, { prev_hash: 'c'.repeat(64) }) : row,
    );
    await expectRefused('mid-broken', 20, batch, 'breaks-chain', 37);
  });

  it('given a new fact whose content does not hash to its hash, then its hash is refused', async () => {
    const batch = span(21, 60).map((row) =>
      row.position === 50 ? changed(row, { type: `${row.type}x` }) : row,
    );
    await expectRefused('bad-hash', 20, batch, 'hash-mismatch', 50);
  });

  it('given a new fact changed and hashed again, then the fact after it breaks the chain there', async () => {
    // A forger who rehashes one changed fact must rehash every later one: the next names the break.
    const batch = span(21, 40).map((row) => {
      if (row.position !== 30) return row;
      const forged = changed(row, { data: '{"forged":true}' });
      const hash = hashEvent(forged.prev_hash, {
        ...forged,
        streamPosition: forged.stream_position,
        schemaVersion: forged.schema_version,
      });
      return changed(forged, { hash });
    });
    expect(batch[9]?.data).not.toBe(rows[29]?.data);
    await expectRefused('rehashed', 20, batch, 'breaks-chain', 31);
  });

  it('given a batch that skips the next position, then it is a gap at the position expected', async () => {
    await expectRefused('gap-first', 20, span(22, 40), 'gap', 21);
  });

  it('given a batch with a position missing in its middle, then it is a gap there', async () => {
    await expectRefused('gap-mid', 20, [...span(21, 30), ...span(32, 40)], 'gap', 31);
  });

  it('given a batch with a fact twice, then it is a gap after it', async () => {
    await expectRefused('twice', 20, [...span(21, 25), ...span(25, 30)], 'gap', 26);
  });

  it('given a stored fact changed and a broken new one in one batch, then the first bad position is named', async () => {
    const batch = span(15, 35).map((row) => {
      if (row.position === 18) return changed(row, { metadata: `${row.metadata} ` });
      if (row.position === 28) return changed(row, { prev_hash: 'e'.repeat(64) });
      return row;
    });
    await expectRefused('first-bad', 20, batch, 'differs-from-stored', 18);
  });

  it('given a table that reports fewer facts than the center stored, then its log is shorter', async () => {
    await expectRefused('shorter', 40, [], 'shorter', 31, 30);
  });

  it('given the same refusal twice, then one alarm stays open', async () => {
    const batch = span(21, 30).map((row) =>
      row.position === 25 ? changed(row, { data: `${row.data} ` }) : row,
    );
    await afterShipping('twice-refused', 20, batch);
    const again = await center.ingestEvents('twice-refused', batch, 30, tableKeyFor('twice-refused'));
    expect(again).toEqual({ head: 20, refusedAt: 25, refusal: 'hash-mismatch' });
    expect(await openChainAlarms('twice-refused')).toHaveLength(1);
  });

  it('given a fact without a position, then the batch is an error and nothing is stored', async () => {
    const batch = [...span(1, 3), { ...span(4, 4)[0], position: null } as unknown as EventRow];
    await expect(center.ingestEvents('no-position', batch, 4, tableKeyFor('no-position'))).rejects.toThrow(
      /without a position|null value/,
    );
    expect((await storedOf('no-position')).count).toBe(0);
  });
});

describe('the tables that shipped', () => {
  it('given a table that shipped, then its row is never removed, so no stored fact loses its table', async () => {
    await center.ingestEvents('kept', upTo(3), 3, tableKeyFor('kept'));
    await expect(center.query("DELETE FROM pit_tables WHERE table_id = 'kept'")).rejects.toThrow(
      /never removed/,
    );
    await expect(center.query('TRUNCATE pit_tables CASCADE')).rejects.toThrow(/never removed/);
    for (const table of ['pit_events', 'pit_journal', 'pit_device_journal', 'pit_center_journal'])
      await expect(center.query(`TRUNCATE ${table}`)).rejects.toThrow(/append-only/);
    expect(await storedOf('kept')).toMatchObject({ count: 3, head: 3 });
  });
});
