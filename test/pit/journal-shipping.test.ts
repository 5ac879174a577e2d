import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { Journal } from '../../app/core/log/journal.js';
import { sealOf } from '../../app/core/log/sealed-books.js';
import { LocalLogRows } from '../../app/core/shipping/local-log-rows.js';
import type { ShippingStatus } from '../../app/core/shipping/shipper.js';
import { ShippingLoop } from '../../app/core/shipping/shipping-loop.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { runSabot } from '../support/run-cli.js';
import { central, expectSameCentrally, pgClusterForFile, simulate, until } from './pit-fixtures.js';

const pgCluster = pgClusterForFile();
const url = () => pgCluster().url;

/** A simulated table's log with refusals keyed into its journal (as a log written before the doors refused NUL). */
async function logWithRefusals(table: string, reasons: readonly string[]): Promise<string> {
  const db = join(tempDir(), `${table}.db`);
  expect((await simulate(db, 4, 9)).code).toBe(0);
  const log = new Database(db);
  try {
    const journal = new Journal(log);
    for (const reason of reasons)
      journal.append({
        time: '2026-12-05T14:00:00.000Z',
        kind: 'refusal',
        operator: 'croupier',
        source: 'keyboard',
        asked: { line: reason },
        reason,
      });
  } finally {
    log.close();
  }
  return db;
}

const openAlarms = (table: string) =>
  central<{ code: string; subject: string; params: Record<string, unknown> }>(
    url(),
    'SELECT code, subject, params FROM pit_alarms WHERE table_id = $1 AND cleared_at IS NULL ORDER BY id',
    [table],
  );

const lastCentralEntry = async (table: string) =>
  (
    await central<{ position: number; seal: string }>(
      url(),
      'SELECT position::int, seal FROM pit_journal WHERE table_id = $1 ORDER BY position DESC LIMIT 1',
      [table],
    )
  )[0];

/** A refusal row as a forger writes it at the center, sealed onto the row before with the table's formula. */
async function plantEntry(table: string, reason: string, seal?: string): Promise<number> {
  const before = await lastCentralEntry(table);
  const position = (before?.position ?? 0) + 1;
  const prevSeal = before?.seal ?? '0'.repeat(64);
  const values = ['2026-12-05T15:00:00.000Z', 'refusal', 'croupier', 'keyboard', '{}', reason, null, null];
  await central(
    url(),
    `INSERT INTO pit_journal (table_id, position, time, kind, operator, source, asked, reason, code, params,
                              prev_seal, seal)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [table, position, ...values, prevSeal, seal ?? sealOf(prevSeal, position, values)],
  );
  return position;
}

describe('a journal row holding a NUL', () => {
  it('given a log whose journal holds a keyed line with a NUL, when shipped, then the center holds it exactly, the replica is the table log and pit verify passes', async () => {
    const db = await logWithRefusals('bj-nul', ['b1 \u0000 ann', 'back\\0slash \u0000\u0000 end']);
    const shipped = await runSabot('ship', '--db', db, '--pg', url());
    expect(shipped.err).toBe('');
    expect(shipped.code).toBe(0);
    await expectSameCentrally(url(), db, 'bj-nul');
    const verified = await runSabot('pit', 'verify', '--pg', url(), '--table', 'bj-nul');
    expect(verified.code).toBe(0);
    expect(await openAlarms('bj-nul')).toEqual([]);
  });

  it('given a journal row the central database will not take, when shipped, then sabot ship says which in a sentence with exit 3, the floor has an alarm naming it, and the rest shipped', async () => {
    const db = await logWithRefusals('bj-poison', ['fine', 'poisoned line', 'after it']);
    await poison('bj-poison');
    try {
      const log = new Database(db, { readonly: true });
      const poisoned = log
        .prepare("SELECT position FROM journal WHERE reason = 'poisoned line'")
        .pluck()
        .get();
      const facts = log.prepare('SELECT max(position) FROM events').pluck().get();
      const devices = log.prepare('SELECT count(*) FROM device_journal').pluck().get();
      log.close();
      const shipped = await runSabot('ship', '--db', db, '--pg', url());
      expect(shipped.code).toBe(3);
      expect(shipped.err).toContain(
        `the journal entry at position ${poisoned} of table bj-poison cannot be stored centrally`,
      );
      expect(shipped.err).not.toMatch(/internal error|\n\s+at /);
      expect(await openAlarms('bj-poison')).toEqual([
        expect.objectContaining({ code: 'pit.journal-unshippable', subject: `journal:${poisoned}` }),
      ]);
      const stored = await central<{ facts: number; journal: number; devices: number }>(
        url(),
        `SELECT (SELECT max(position)::int FROM pit_events WHERE table_id = 'bj-poison') AS facts,
                (SELECT max(position)::int FROM pit_journal WHERE table_id = 'bj-poison') AS journal,
                (SELECT count(*)::int FROM pit_device_journal WHERE table_id = 'bj-poison') AS devices`,
      );
      expect(stored).toEqual([{ facts, journal: Number(poisoned) - 1, devices }]);
    } finally {
      await cure('bj-poison');
    }
  });
});

const poison = (table: string) =>
  central(
    url(),
    `ALTER TABLE pit_journal ADD CONSTRAINT "poison ${table}" CHECK (table_id <> '${table}' OR reason NOT LIKE 'poison%') NOT VALID`,
  );
const cure = (table: string) => central(url(), `ALTER TABLE pit_journal DROP CONSTRAINT "poison ${table}"`);

describe('a live table whose journal entry the center will not take', () => {
  it('given the entry refused, when the table goes on playing, then its facts go on shipping at every pass', async () => {
    const table = 'bj-poison-live';
    const db = await logWithRefusals(table, ['fine', 'poisoned line']);
    await poison(table);
    let heard: ShippingStatus | null = null;
    const loop = new ShippingLoop({ db, url: url(), table, intervalMs: 200, settleMs: 10 }, (status) => {
      heard = status;
    });
    try {
      await until(
        'the refusal',
        () => heard,
        (status) => status?.state === 'refused',
        20_000,
      );
      expect((heard as ShippingStatus | null)?.said?.params.why).toMatchObject({
        code: 'pit.journal-unshippable',
      });
      expect((await simulate(db, 3, 11)).code).toBe(0);
      const local = Number(rowsOfMax(db));
      await until(
        'the new facts at the center',
        async () =>
          (
            await central<{ head: number }>(
              url(),
              'SELECT max(position)::int AS head FROM pit_events WHERE table_id = $1',
              [table],
            )
          )[0]?.head,
        (head) => head === local,
        // Well within the minute a refused chain waits before it is shown to the center again.
        20_000,
      );
    } finally {
      await loop.stop();
      await cure(table);
    }
  }, 60_000);
});

const rowsOfMax = (db: string) => {
  const log = new Database(db, { readonly: true });
  try {
    return log.prepare('SELECT max(position) FROM events').pluck().get();
  } finally {
    log.close();
  }
};

describe("the center checks the journals' seals", () => {
  it('given an entry invented at the center with a seal that is not its own, then pit verify names it', async () => {
    const db = await logWithRefusals('bj-invented', ['a refusal']);
    expect((await runSabot('ship', '--db', db, '--pg', url())).code).toBe(0);
    const planted = await plantEntry('bj-invented', 'the forger wrote this', 'f'.repeat(64));
    const verified = await runSabot('pit', 'verify', '--pg', url(), '--table', 'bj-invented');
    expect(verified.code).toBe(3);
    expect(verified.out).toContain(
      `entry ${planted} of the refusal journal does not match its seal: it was altered or invented`,
    );
  });

  it("given entries planted at the center ahead of the table's own, sealed onto them, then the table's sabot ship exits 3 saying so and the floor has an alarm", async () => {
    const db = await logWithRefusals('bj-planted', ['a refusal']);
    expect((await runSabot('ship', '--db', db, '--pg', url())).code).toBe(0);
    const planted = await plantEntry('bj-planted', 'the forger wrote this');
    const shipped = await runSabot('ship', '--db', db, '--pg', url());
    expect(shipped.code).toBe(3);
    expect(shipped.err).toContain(
      `the center holds journal entries of table bj-planted from position ${planted} on that the table never wrote`,
    );
    expect(await openAlarms('bj-planted')).toEqual([
      expect.objectContaining({ code: 'pit.journal-ahead', subject: `journal:${planted}` }),
    ]);
  });

  it('given a table log whose journal entry was edited after it was sealed, when shipped, then the center refuses that entry naming it, with an alarm, and stores the ones before', async () => {
    const db = await logWithRefusals('bj-edited', ['first', 'second', 'third']);
    const log = new Database(db);
    const edited = log
      .prepare("SELECT position FROM journal WHERE reason = 'second'")
      .pluck()
      .get() as number;
    const guards = log
      .prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'journal'")
      .pluck()
      .all() as string[];
    for (const guard of guards) log.exec(`DROP TRIGGER ${guard}`);
    log.prepare("UPDATE journal SET reason = 'second, edited' WHERE position = ?").run(edited);
    log.close();
    const shipped = await runSabot('ship', '--db', db, '--pg', url());
    expect(shipped.code).toBe(3);
    expect(shipped.err).toContain(
      `the journal entry at position ${edited} of table bj-edited does not match its seal: it was altered or invented`,
    );
    expect(await openAlarms('bj-edited')).toEqual([
      expect.objectContaining({ code: 'pit.journal-altered', subject: `journal:${edited}` }),
    ]);
    expect((await lastCentralEntry('bj-edited'))?.position).toBe(edited - 1);
  });

  it('given a batch whose entry does not follow the one stored before it, then the center refuses it with an alarm', async () => {
    const db = await logWithRefusals('bj-unlinked', ['one']);
    expect((await runSabot('ship', '--db', db, '--pg', url())).code).toBe(0);
    const last = await lastCentralEntry('bj-unlinked');
    const position = (last?.position ?? 0) + 1;
    const values = [
      '2026-12-05T15:00:00.000Z',
      'refusal',
      'croupier',
      'keyboard',
      '{}',
      'unlinked',
      null,
      null,
    ];
    const prevSeal = 'a'.repeat(64);
    const row = {
      position,
      ...Object.fromEntries(
        ['time', 'kind', 'operator', 'source', 'asked', 'reason', 'code', 'params'].map((c, i) => [
          c,
          values[i],
        ]),
      ),
      prev_seal: prevSeal,
      seal: sealOf(prevSeal, position, values),
    };
    const said = await central<{ head: number; refused_at: number; refusal: string }>(
      url(),
      "SELECT head::int, refused_at::int, refusal FROM pit_ingest_journal('bj-unlinked', 'journal', $1::jsonb, NULL, $2)",
      [JSON.stringify([row]), keyOf(db)],
    );
    expect(said).toEqual([{ head: position - 1, refused_at: position, refusal: 'breaks' }]);
    expect(await openAlarms('bj-unlinked')).toEqual([
      expect.objectContaining({ code: 'pit.journal-breaks', subject: `journal:${position}` }),
    ]);
  });
});

/** The log's table key, which the center's door checks before the journal's links. */
function keyOf(db: string): string {
  const local = new LocalLogRows(db);
  try {
    return local.tableKey() ?? '';
  } finally {
    local.close();
  }
}
