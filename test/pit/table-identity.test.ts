import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Center, TableRefusedError } from '../../app/core/shipping/center.js';
import { applyCentralMigrations, centralMigrationsDir } from '../../app/core/shipping/central-migrate.js';
import { setPitPin } from '../../app/pit/pit-pins.js';
import { tableKeyFor } from '../support/pg-cluster.js';
import { runSabot, runSabotWithInput } from '../support/run-cli.js';
import { central, pgClusterForFile, simulate } from './pit-fixtures.js';

/**
 * A table at the center is its log (central migration 009): the attack found the same log shipped
 * under two table ids (the pit's totals doubled) and any number of table ids made at will (500 fake
 * ones cost the pit server 420 MB). This center keeps the default: each id admitted first.
 */
const cluster = pgClusterForFile({ admission: 'listed' });
const PIN = '482913';
// One folder for the file: the logs of one test are those the next one ships.
const dir = mkdtempSync(join(tmpdir(), 'sabot-table-identity-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const log = (name: string) => join(dir, `${name}.db`);

const admit = (lines: string[], ...args: string[]) =>
  runSabotWithInput(lines, 'pit', 'admit', '--pg', cluster().url, '--operator', 'marie', ...args);
const ship = (db: string, ...args: string[]) => runSabot('ship', '--db', db, '--pg', cluster().url, ...args);
const count = async (sql: string, values: unknown[] = []) =>
  (await central<{ n: number }>(cluster().url, `SELECT count(*)::int AS n FROM ${sql}`, values))[0]?.n;

beforeAll(async () => {
  const center = new Center(cluster().url);
  try {
    await setPitPin(center, 'pit-boss', PIN, 'manager');
  } finally {
    await center.close();
  }
  for (const [name, seed] of [
    ['bj-1', 1],
    ['other', 2],
  ] as const)
    expect((await simulate(log(name), 4, seed)).code).toBe(0);
}, 120_000);

describe('a table id not admitted', () => {
  it('is refused with a sentence naming the command that admits it, and leaves no row at the center, however many ids are tried', async () => {
    const refused = await ship(log('bj-1'));
    expect(refused.code).toBe(3);
    expect(refused.err).toContain(
      'table bj-1 is not admitted at the pit: a pit boss admits it with sabot pit admit',
    );
    const center = new Center(cluster().url);
    try {
      for (let n = 0; n < 50; n++) {
        const table = `fake-${n}`;
        await expect(center.ingestEvents(table, [], 0, tableKeyFor(table))).rejects.toThrow(
          TableRefusedError,
        );
      }
    } finally {
      await center.close();
    }
    expect(await count('pit_tables')).toBe(0);
    expect(await count('pit_alarms')).toBe(0);
  });
});

describe('admission opened by a session', () => {
  it('opens nothing: only the database owner opens admission to every id, and a journal refusal names no table not admitted', async () => {
    for (const options of ['-c sabot.admission=open', undefined]) {
      const client = new pg.Client({ connectionString: cluster().url, ...(options && { options }) });
      await client.connect();
      try {
        if (options === undefined) await client.query("SET sabot.admission = 'open'");
        await expect(
          client.query("SELECT * FROM pit_ingest_events('bj-sneak', '[]'::jsonb, 0, $1)", [
            tableKeyFor('bj-sneak'),
          ]),
        ).rejects.toMatchObject({ code: 'SB001' });
        await expect(
          client.query("SELECT pit_refuse_journal('bj-sneak', 'journal', 1, 'altered', NULL, $1)", [
            tableKeyFor('bj-sneak'),
          ]),
        ).rejects.toMatchObject({ code: 'SB001' });
      } finally {
        await client.end();
      }
    }
    expect(await count('pit_tables')).toBe(0);
    expect(await count('pit_alarms')).toBe(0);
  });
});

describe('sabot pit admit', () => {
  it('admits nothing with a wrong pit boss PIN, and journals it', async () => {
    const wrong = await admit(['000000'], '--table', 'bj-1');
    expect(wrong.code).toBe(3);
    expect(wrong.err).toContain('wrong pit-boss PIN');
    expect(await count('pit_admitted_tables')).toBe(0);
    expect(await count("pit_center_journal WHERE action = 'wrong-pin' AND role = 'pit-boss'")).toBe(1);
  });

  it('admits a table with the pit boss PIN, journaled with who admitted it, and the table ships', async () => {
    const admitted = await admit([PIN], '--table', 'bj-1', '--table', 'bj-copy');
    expect(admitted).toMatchObject({ code: 0, out: expect.stringContaining('bj-1, bj-copy') });
    expect(await count("pit_center_journal WHERE action = 'table-admitted' AND operator = 'marie'")).toBe(2);
    expect((await ship(log('bj-1'))).code).toBe(0);
    const again = await admit([PIN], '--table', 'bj-1');
    expect(again).toMatchObject({ code: 0, out: expect.stringContaining('already admitted: bj-1') });
  });

  it('admits the ids of a configured list, comments and blank lines aside, and lists them', async () => {
    const list = join(dir, 'tables.txt');
    writeFileSync(list, '# the high-limit room\nbj-2\n\nbj-3  # by the bar\n');
    expect(await admit([PIN], '--from', list)).toMatchObject({
      code: 0,
      out: expect.stringContaining('bj-2, bj-3'),
    });
    const listed = await runSabot('pit', 'admit', '--pg', cluster().url, '--list');
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(/^bj-1 +admitted by marie at .+, shipping$/m);
    expect(listed.out).toMatch(/^bj-3 +admitted by marie at .+, nothing shipped yet$/m);
    const bad = await admit([PIN], '--table', 'bj 4; DROP TABLE pit_events');
    expect(bad.code).toBe(2);
  });
});

describe('one log is one table', () => {
  it('refuses the same log shipped under a second table id, naming the table it ships as, and counts it once', async () => {
    const copy = log('bj-copy');
    copyFileSync(log('bj-1'), copy);
    const twice = await ship(copy);
    expect(twice.code).toBe(3);
    expect(twice.err).toContain('this log already ships to the pit as table bj-1');
    expect(await count("pit_events WHERE table_id = 'bj-copy'")).toBe(0);
    expect(await count("pit_tables WHERE table_id = 'bj-copy'")).toBe(0);
    const report = await runSabot('pit', 'report', '--pg', cluster().url, '--json');
    expect(report.code, report.err).toBe(0);
    const tables = (JSON.parse(report.out) as { tables: { table: string }[] }).tables.map((t) => t.table);
    expect(tables.filter((table) => table.startsWith('bj-'))).toEqual(['bj-1']);
  });

  it("refuses another log under an admitted table's id, and the real table's reported position does not move", async () => {
    const standing = () =>
      central(
        cluster().url,
        "SELECT head_position, head_hash, reported_position, reported_at, key_hash FROM pit_tables WHERE table_id = 'bj-1'",
      );
    const before = await standing();
    const impostor = await ship(log('other'), '--table', 'bj-1');
    expect(impostor.code).toBe(3);
    expect(impostor.err).toContain(
      "another log already ships to the pit as table bj-1: this log is not that table's",
    );
    expect(await standing()).toEqual(before);
    expect((await ship(log('bj-1'))).code).toBe(0);
  });

  it('keeps the first fact of each table it binds', async () => {
    const [row] = await central<{ first_hash: string; hash: string }>(
      cluster().url,
      `SELECT t.first_hash, e.hash FROM pit_tables t JOIN pit_events e
         ON e.table_id = t.table_id AND e.position = 1 WHERE t.table_id = 'bj-1'`,
    );
    expect(row?.first_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.first_hash).toBe(row?.hash);
  });
});

describe('a center that shipped before admission', () => {
  it('admits every table it already holds, which keeps shipping and binds its key with its next batch', async () => {
    const admin = new pg.Client(cluster().url);
    await admin.connect();
    await admin.query('CREATE DATABASE before_admission');
    await admin.end();
    const url = cluster().url.replace(/\/postgres$/, '/before_admission');
    const older = join(dir, 'central-008');
    mkdirSync(older);
    for (const file of readdirSync(centralMigrationsDir()).filter((name) => name < '009'))
      cpSync(join(centralMigrationsDir(), file), join(older, file));
    const client = new pg.Client(url);
    await client.connect();
    try {
      await applyCentralMigrations(client, older);
      await client.query("SELECT * FROM pit_ingest_events('bj-old', '[]'::jsonb, 0)");
      await applyCentralMigrations(client);
      const admitted = await client.query('SELECT table_id, admitted_by FROM pit_admitted_tables');
      expect(admitted.rows).toEqual([{ table_id: 'bj-old', admitted_by: '(shipped before admission)' }]);
    } finally {
      await client.end();
    }
    const old = join(dir, 'bj-old.db');
    copyFileSync(log('other'), old);
    expect((await runSabot('ship', '--db', old, '--pg', url)).code).toBe(0);
    const [bound] = await central<{ key_hash: string | null }>(
      url,
      "SELECT key_hash FROM pit_tables WHERE table_id = 'bj-old'",
    );
    expect(bound?.key_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
