import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENESIS_HASH, hashEvent } from '../../app/core/log/chain.js';
import { Center, TableRefusedError } from '../../app/core/shipping/center.js';
import { type EventRow, LocalLogRows } from '../../app/core/shipping/local-log-rows.js';
import { type PitServer, startPitServer } from '../../app/pit/pit-server.js';
import { FACT_SHAPES, storedFactProblem } from '../../engine/log/fact-shapes.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { tableKeyFor } from '../support/pg-cluster.js';
import { runSabot } from '../support/run-cli.js';
import { central, pgClusterForFile, simulate, until } from './pit-fixtures.js';

/**
 * A table whose facts chain but are not facts (their JSON broken, a type no Sabot writes, a field
 * of the wrong kind) is refused at the center's door; one planted there by SQL is left out of
 * every reader of the pit, which goes on for the other tables and says why.
 */
const cluster = pgClusterForFile();
let rows: EventRow[];
/** good-1's own key, as a copy of its log would present it. */
let goodKey: string;

beforeAll(async () => {
  const dir = tempDir();
  for (const [table, seed] of [
    ['good-1', 1],
    ['good-2', 2],
  ] as const) {
    const db = join(dir, `${table}.db`);
    expect((await simulate(db, 8, seed)).code).toBe(0);
    expect((await runSabot('ship', '--db', db, '--pg', cluster().url)).code).toBe(0);
  }
  const local = new LocalLogRows(join(dir, 'good-1.db'));
  rows = local.eventsAfter(0, 10_000);
  goodKey = local.tableKey() ?? '';
  local.close();
}, 120_000);

/** The facts from `from` on chained again after `change` to the one at `from`: every hash as a table's writer computes it. */
function rechained(facts: readonly EventRow[], from: number, change: Partial<EventRow>): EventRow[] {
  let prev = from === 1 ? GENESIS_HASH : (facts[from - 2]?.hash ?? GENESIS_HASH);
  return facts.map((row) => {
    if (row.position < from) return row;
    const changed = row.position === from ? { ...row, ...change } : row;
    const hash = hashEvent(prev, {
      position: changed.position,
      stream: changed.stream,
      streamPosition: changed.stream_position,
      type: changed.type,
      data: changed.data,
      metadata: changed.metadata,
      schemaVersion: changed.schema_version,
    });
    const out = { ...changed, prev_hash: prev, hash };
    prev = hash;
    return out;
  });
}

/** A table planted by SQL: its facts stored and its head set, past every check of the ingest. */
async function plant(table: string, facts: readonly EventRow[]): Promise<void> {
  const last = facts.at(-1);
  await central(
    cluster().url,
    `INSERT INTO pit_tables (table_id, head_position, head_hash, reported_position, reported_at, stored_at)
       VALUES ($1, $2, $3, $2, now(), now())`,
    [table, last?.position ?? 0, last?.hash ?? GENESIS_HASH],
  );
  await central(
    cluster().url,
    `INSERT INTO pit_events SELECT $1, x.* FROM jsonb_to_recordset($2::jsonb) AS x(position bigint,
       stream text, stream_position integer, type text, data text, metadata text, schema_version integer,
       prev_hash text, hash text)`,
    [table, JSON.stringify(facts)],
  );
}

describe('a fact that chains but is not a fact', () => {
  it.each([
    ['its data is not JSON', { data: '{"box":1,' }],
    ['its type is one no Sabot writes', { type: 'JackpotWon' }],
    ['a field is of the wrong kind', { data: '{"amount":"all of it","bettor":"ann","box":1}' }],
    ['its metadata names no time', { metadata: '{"operator":"x","source":"keyboard"}' }],
  ])(
    'is refused at the center when %s, with a chain alarm naming the table and the position',
    async (_, change) => {
      const center = new Center(cluster().url);
      try {
        const table = `forged-${Math.random().toString(36).slice(2, 8)}`;
        const at = rows.findIndex((row) => row.type === 'BetPlaced') + 1;
        const forged = rechained(rows, at, change);
        const said = await center.ingestEvents(table, forged, forged.length, tableKeyFor(table));
        expect(said).toEqual({ head: 0, refusedAt: at, refusal: 'not-a-fact' });
        expect((await center.head(table)).position).toBe(0);
        const alarms = await central<{ code: string; params: unknown }>(
          cluster().url,
          "SELECT code, params FROM pit_alarms WHERE table_id = $1 AND kind = 'chain'",
          [table],
        );
        expect(alarms).toEqual([{ code: 'pit.chain-not-a-fact', params: { table, position: at } }]);
      } finally {
        await center.close();
      }
    },
  );

  it('ends sabot ship with the refusal said and exit 3', async () => {
    // A log forged by hand: a bet's amount made text, every hash from it computed again.
    const db = join(tempDir(), 'forged.db');
    expect((await simulate(db, 3, 9)).code).toBe(0);
    const local = new LocalLogRows(db);
    const own = local.eventsAfter(0, 10_000);
    local.close();
    const at = own.findIndex((row) => row.type === 'BetPlaced') + 1;
    const log = new Database(db);
    log.exec('DROP TRIGGER events_are_never_updated');
    const update = log.prepare('UPDATE events SET data = ?, prev_hash = ?, hash = ? WHERE position = ?');
    log.transaction(() => {
      for (const row of rechained(own, at, { data: '{"amount":"200","bettor":"ann","box":1}' }).slice(at - 1))
        update.run(row.data, row.prev_hash, row.hash, row.position);
    })();
    log.close();
    const shipped = await runSabot('ship', '--db', db, '--pg', cluster().url, '--table', 'forged-log');
    expect(shipped.code).toBe(3);
    expect(`${shipped.out}${shipped.err}`).toContain(
      `the fact at position ${at} of table forged-log is not a fact Sabot can read`,
    );
    expect(`${shipped.out}${shipped.err}`).not.toMatch(/internal error|\n\s+at /);
  });

  it('is checked by the center as the engine says each type of fact is made', async () => {
    const kinds = await central<{ type: string; fields: unknown }>(
      cluster().url,
      'SELECT type, fields FROM pit_fact_kinds ORDER BY type',
    );
    expect(Object.fromEntries(kinds.map((kind) => [kind.type, kind.fields]))).toEqual(FACT_SHAPES);
  });
});

describe("the center's check and the readers'", () => {
  it('say the same of every fact of a real log and of facts made wrong in each part', async () => {
    const bet = rows.find((row) => row.type === 'BetPlaced') as EventRow;
    const cases = [
      ...rows,
      { ...bet, data: '[1,2]' },
      { ...bet, data: 'null' },
      { ...bet, data: '{"box":1.5,"bettor":"ann","amount":200}' },
      { ...bet, data: '{"box":1,"bettor":"ann","amount":2e2}' },
      { ...bet, data: '{"box":1,"bettor":null,"amount":200}' },
      { ...bet, data: '{"box":1,"amount":200}' },
      { ...bet, type: 'HandDoubled', data: '{"amount":null}' },
      { ...bet, type: 'HandDoubled', data: '{}' },
      { ...bet, type: 'SeatTaken', data: '{"box":1,"player":"ann"}' },
      { ...bet, type: 'SeatTaken', data: '{"box":1,"player":"ann","playerCard":7}' },
      { ...bet, type: '__proto__' },
      { ...bet, type: 'toString' },
      { ...bet, stream: 'round-0' },
      { ...bet, stream: 'elsewhere' },
      { ...bet, metadata: '{"time":"t","source":"radio","operator":"x"}' },
      { ...bet, metadata: '{"time":"t","source":"shoe"}' },
      { ...bet, metadata: 'nope' },
    ];
    const central_ = await central<{ problem: string | null }>(
      cluster().url,
      `SELECT pit_fact_problem(r->>'stream', r->>'type', r->>'data', r->>'metadata') AS problem
       FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS x(r, n) ORDER BY n`,
      [JSON.stringify(cases)],
    );
    // An opening's profile only the readers check (the center sees its JSON's shape).
    const readers = cases.map((row) => storedFactProblem(row));
    expect(central_.map((row) => row.problem)).toEqual(readers);
    expect(readers.filter((problem) => problem === null)).toHaveLength(rows.length + 3);
  });
});

describe('a refused batch', () => {
  it("changes nothing the center reports of the table it names: an impostor does not move the real table's position", async () => {
    const standing = () =>
      central(
        cluster().url,
        "SELECT head_position, head_hash, reported_position, reported_at, stored_at FROM pit_tables WHERE table_id = 'good-1'",
      );
    const before = await standing();
    const center = new Center(cluster().url);
    try {
      const impostor = rechained(rows, 2, {
        metadata: rows[1]?.metadata.replace('simulator', 'system') ?? '',
      });
      // With good-1's own key (a copy of its log, edited): past the door, refused by the chain.
      const said = await center.ingestEvents('good-1', impostor, 99_999, goodKey);
      expect(said).toMatchObject({ refusedAt: 2, refusal: 'differs-from-stored' });
      expect(await center.ingestEvents('good-1', [], 5, goodKey)).toMatchObject({ refusal: 'shorter' });
      // With a key of its own: refused at the door, before its facts are read.
      await expect(center.ingestEvents('good-1', impostor, 99_999, tableKeyFor('impostor'))).rejects.toThrow(
        TableRefusedError,
      );
    } finally {
      await center.close();
    }
    expect(await standing()).toEqual(before);
  });
});

describe('a malformed table planted at the center', () => {
  let server: PitServer | undefined;
  const lines: string[] = [];

  beforeAll(async () => {
    await plant('poisoned', rechained(rows, 3, { data: 'not json at all' }));
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is named by pit verify with its position', async () => {
    const verified = await runSabot('pit', 'verify', '--pg', cluster().url);
    expect(verified.code).toBe(3);
    expect(verified.out).toMatch(/table poisoned: NOT INTACT from position 3: .*not a fact Sabot can read/);
    expect(verified.out).toMatch(/table good-1: intact/);
  });

  it("is left out of the pit's report, which goes on for every other table and says why", async () => {
    const report = await runSabot('pit', 'report', '--pg', cluster().url, '--all', '--json');
    expect(report.code, report.err).toBe(0);
    const days = JSON.parse(report.out).days as { tables: { table: string }[] }[];
    const reported = new Set(days.flatMap((day) => day.tables.map((table) => table.table)));
    expect(reported).toContain('good-1');
    expect(reported).toContain('good-2');
    expect(reported).not.toContain('poisoned');
    expect(report.err).toContain(
      'table poisoned is left out: the fact at position 3 of table poisoned is not a fact Sabot can read',
    );
  });

  it('is left out of pit rounds, for another table and for all', async () => {
    const one = await runSabot('pit', 'rounds', '--pg', cluster().url, '--table', 'good-2', '--json');
    expect(one.code, one.err).toBe(0);
    expect(JSON.parse(one.out).rounds.length).toBe(8);
    const all = await runSabot('pit', 'rounds', '--pg', cluster().url, '--json');
    expect(all.code, all.err).toBe(0);
    expect(all.err).toContain('table poisoned is left out');
  });

  it('is left out of the ratings of the pit', async () => {
    const ratings = await runSabot('ratings', '--pg', cluster().url, '--json');
    expect(ratings.code, ratings.err).toBe(0);
    expect(ratings.err).toContain('table poisoned is left out');
  });

  it('raises one alarm on the floor and logs it once, while the floor shows every other table', async () => {
    const center = new Center(cluster().url, { max: 6 });
    server = await startPitServer({
      write: center,
      host: '127.0.0.1',
      port: 0,
      beyondLoopback: false,
      cacheDir: join(tempDir(), 'floor'),
      checkEveryMs: 100,
      verifyEveryMs: 300,
      log: (line) => lines.push(JSON.stringify(line)),
    });
    const floor = server.floor;
    const alarmed = () =>
      floor.alarms().filter((alarm) => alarm.table === 'poisoned' && alarm.kind === 'chain');
    await until(
      'the poisoned table alarmed beside the good ones',
      () => ({
        alarms: alarmed().length,
        good: floor.lines().filter((line) => line.table.startsWith('good')).length,
      }),
      (seen) => seen.alarms > 0 && seen.good >= 2,
      30_000,
    );
    expect(alarmed().map((alarm) => alarm.code)).toEqual(['pit.chain-not-a-fact']);
    expect(floor.lines().map((line) => line.table)).not.toContain('poisoned');
    // A dozen checks and three verifications of the stored chains later, still one alarm and one
    // line of the log, no stack trace.
    const from = floor.passes();
    await until(
      'a dozen more checks of the center',
      () => floor.passes(),
      (now) => now.ticks >= from.ticks + 12 && now.verifications >= from.verifications + 3,
      30_000,
    );
    expect(alarmed()).toHaveLength(1);
    const said = lines.filter((line) => line.includes('poisoned'));
    expect(said).toHaveLength(1);
    expect(said[0]).not.toMatch(/\\n\s+at |Error:/);
    const reported = server.floor.pitReport()?.tables.map((table) => table.table);
    expect(reported).toContain('good-1');
    expect(reported).not.toContain('poisoned');
  }, 60_000);

  it('raises an alarm on the floor for a fact edited at the center after it was stored', async () => {
    await central(
      cluster().url,
      `ALTER TABLE pit_events DISABLE TRIGGER pit_events_append_only;
       UPDATE pit_events SET data = replace(data, '"box":1', '"box":2')
         WHERE table_id = 'good-2' AND position = (SELECT min(position) FROM pit_events
           WHERE table_id = 'good-2' AND type = 'BetPlaced' AND data LIKE '%"box":1%');
       ALTER TABLE pit_events ENABLE TRIGGER pit_events_append_only;`,
    );
    const edited = () =>
      server?.floor.alarms().filter((alarm) => alarm.table === 'good-2' && alarm.kind === 'chain') ?? [];
    await until('the edited fact alarmed', edited, (alarms) => alarms.length > 0, 30_000);
    expect(edited().map((alarm) => alarm.code)).toEqual(['pit.chain-hash-mismatch']);
  }, 60_000);
});
