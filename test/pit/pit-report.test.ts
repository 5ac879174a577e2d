import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pitPeriodReportSchema, pitRoundSchema, pitVerifySchema } from '../../app/contract/pit-report.js';
import { Journal } from '../../app/core/log/journal.js';
import { Center } from '../../app/core/shipping/center.js';
import { ReplicaLog } from '../../app/pit/center/replica-log.js';
import { projectRounds } from '../../app/pit/center/rounds-projection.js';
import { searchRounds } from '../../app/pit/center/rounds-search.js';
import { type PgCluster, startPgCluster } from '../support/pg-cluster.js';
import { runSabot, runSabotWithInput } from '../support/run-cli.js';
import { central, simulatedDays } from './pit-fixtures.js';

let cluster: PgCluster;
// The tables' logs live through the whole file (tempDir's folders go after each test).
const dir = mkdtempSync(join(tmpdir(), 'sabot-pit-report-'));
const logOf = (table: string) => join(dir, `${table}.db`);

/** Round 1 with ann on box 1 and bob on box 2: box1 TH 9C = 19, box2 9S 8H = 17; dealer 7D TC = 17. */
const plainRound = (ann: number) => [
  { type: 'bet', box: 1, amount: ann, bettor: 'ann' },
  { type: 'bet', box: 2, amount: 10, bettor: 'bob' },
  { type: 'deal' },
  ...['TH', '9S', '7D', '9C', '8H'].map((card) => ({ type: 'card', card })),
  { type: 'stand' },
  { type: 'stand' },
  { type: 'card', card: 'TC' },
];

/** A misdealt card taken by a later box (test/scenarios/classic-6d/misdeal-taken-by-later-box.jsonl), ann on box 1. */
const misdealRound = [
  { type: 'bet', box: 1, amount: 10, bettor: 'ann' },
  { type: 'bet', box: 2, amount: 10, bettor: 'cy' },
  { type: 'bet', box: 3, amount: 10, bettor: 'cy' },
  { type: 'deal' },
  ...['TC', '5S', '9C', '7S', '6D', '6H', '9H', 'TH'].map((card) => ({ type: 'card', card })),
  { type: 'misdeal' },
  { type: 'pass' },
  { type: 'take', box: 2 },
  { type: 'stand' },
  { type: 'stand' },
  { type: 'stand' },
  { type: 'card', card: 'QC' },
];

async function play(table: string, lines: readonly object[]): Promise<void> {
  const script = join(dir, `${table}.jsonl`);
  const header = { type: 'table', profile: 'classic-6d', min: 5, max: 500 };
  writeFileSync(script, `${[header, ...lines].map((line) => JSON.stringify(line)).join('\n')}\n`);
  const played = await runSabot(
    'play',
    '--script',
    script,
    '--db',
    logOf(table),
    '--from',
    '2026-11-02T17:00:00Z',
    '--time-zone',
    'UTC',
  );
  expect(played.code, played.err).toBe(0);
}

const ship = async (table: string) => {
  const shipped = await runSabot('ship', '--db', logOf(table), '--pg', cluster.url);
  expect(shipped.code, shipped.err).toBe(0);
};

const ruling = (table: string, ...args: string[]) =>
  runSabotWithInput(
    ['4829'],
    'ruling',
    ...args,
    '--db',
    logOf(table),
    '--reason',
    'seen on camera',
    '--operator',
    'ana',
  );

const firstCardOf = (table: string, round: number): number => {
  const log = new Database(logOf(table), { readonly: true });
  try {
    return log
      .prepare<[string], number>(
        "SELECT position FROM events WHERE stream = ? AND type = 'CardDrawn' ORDER BY position LIMIT 1",
      )
      .pluck()
      .get(`round-${round}`) as number;
  } finally {
    log.close();
  }
};

const json = (text: string): unknown => JSON.parse(text);

beforeAll(async () => {
  cluster = await startPgCluster();
  // Two simulated tables with their books over two gaming days.
  for (const [table, seed] of [
    ['sim-1', 3],
    ['sim-2', 4],
  ] as const) {
    const simulated = await runSabot(
      ...simulatedDays(logOf(table), { seed, from: '2026-11-01T18:00:00Z', days: 2 }),
    );
    expect(simulated.code, simulated.err).toBe(0);
    await ship(table);
  }
  // Two scripted tables ann plays at: a misdeal, a corrected card and a void at the first.
  await play('bj-1', [...plainRound(20), ...misdealRound, ...plainRound(30)]);
  expect(
    (await runSabotWithInput(['4829'], 'pin', 'set', '--db', logOf('bj-1'), '--operator', 'boss')).code,
  ).toBe(0);
  expect((await ruling('bj-1', 'void', '--round', '3')).code).toBe(0);
  await ship('bj-1');
  await play('bj-2', [...plainRound(15), ...plainRound(25)]);
  await ship('bj-2');
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('sabot pit verify', () => {
  it('given every table shipped, then each chain is intact, one line per table with its head', async () => {
    const verified = await runSabot('pit', 'verify', '--pg', cluster.url);
    expect(verified.err).toBe('');
    expect(verified.code).toBe(0);
    const lines = verified.out.trim().split('\n');
    expect(lines).toHaveLength(4);
    const heads = await central<{ table_id: string; head_position: string; head_hash: string }>(
      cluster.url,
      'SELECT table_id, head_position, head_hash FROM pit_tables ORDER BY table_id',
    );
    expect(lines).toEqual(
      heads.map(
        (head) =>
          `table ${head.table_id}: intact, ${head.head_position} facts, head ${head.head_hash.slice(0, 12)}`,
      ),
    );
    const one = await runSabot('pit', 'verify', '--pg', cluster.url, '--table', 'bj-2', '--json');
    expect(one.code).toBe(0);
    const parsed = pitVerifySchema.parse(json(one.out));
    expect(parsed.intact).toBe(true);
    expect(parsed.tables.map((table) => table.table)).toEqual(['bj-2']);
  });

  it('given no center, then it says so and exits 1; an unknown table exits 3', async () => {
    const none = await runSabot('pit', 'verify', '--pg', 'postgres://sabot@127.0.0.1:1/postgres');
    expect(none.code).toBe(1);
    expect(none.err).toContain('the central database 127.0.0.1:1/postgres cannot be reached');
    const unknown = await runSabot('pit', 'verify', '--pg', cluster.url, '--table', 'nope');
    expect(unknown.code).toBe(3);
    expect(unknown.err).toContain('the center holds no table nope');
  });

  it('says its lines in French and Russian', async () => {
    const fr = await runSabot('--lang', 'fr', 'pit', 'verify', '--pg', cluster.url, '--table', 'bj-2');
    expect(fr.out).toMatch(/^table bj-2 : intacte, \d+ faits, tête [0-9a-f]{12}\n$/);
    const ru = await runSabot('--lang', 'ru', 'pit', 'verify', '--pg', cluster.url, '--table', 'bj-2');
    expect(ru.out).toMatch(/^стол bj-2: цел, фактов \d+, голова [0-9a-f]{12}\n$/);
  });
});

describe('sabot pit report', () => {
  const localReport = async (table: string, day: string) => {
    const read = await runSabot('report', 'shift', '--db', logOf(table), '--day', day, '--json');
    expect(read.code, read.err).toBe(0);
    return json(read.out);
  };

  it('given a gaming day, then each table reports as `sabot report shift` on its own log, and the totals sum them', async () => {
    const read = await runSabot('pit', 'report', '--pg', cluster.url, '--day', '2026-11-02', '--json');
    expect(read.code, read.err).toBe(0);
    const report = pitPeriodReportSchema.parse(json(read.out));
    expect(report.day).toBe('2026-11-02');
    expect(report.tables.map((table) => table.table)).toEqual(['bj-1', 'bj-2', 'sim-1', 'sim-2']);
    for (const table of report.tables) expect(table).toEqual(await localReport(table.table, '2026-11-02'));
    const sum = (figure: 'drop' | 'win' | 'fills' | 'credits' | 'opener' | 'closer') =>
      report.tables.reduce((total, table) => total + Math.round(table[figure] * 100), 0) / 100;
    expect(report.totals.drop).toBe(sum('drop'));
    expect(report.totals.win).toBe(sum('win'));
    expect(report.totals.opener).toBe(sum('opener'));
    expect(report.totals.rounds).toBe(report.tables.reduce((total, table) => total + table.rounds, 0));
    expect(report.totals.drop).toBeGreaterThan(0);
    expect(report.totals.hold).toBe(Number((report.totals.win / report.totals.drop).toFixed(4)));
    expect(report.totals.tableCount).toBe(4);
  });

  it("given no period, then it reports the current gaming day: the latest of the tables' own", async () => {
    const read = await runSabot('pit', 'report', '--pg', cluster.url, '--json');
    expect(read.code, read.err).toBe(0);
    const report = pitPeriodReportSchema.parse(json(read.out));
    const own = [];
    for (const table of ['bj-1', 'bj-2', 'sim-1', 'sim-2']) {
      const local = await runSabot('report', 'shift', '--db', logOf(table), '--json');
      own.push((json(local.out) as { day: string }).day);
    }
    // bj-1's last fact is the void recorded today: today is the pit's current gaming day.
    expect(report.day).toBe(own.sort().at(-1));
    expect(report.day > '2026-11-02').toBe(true);
    for (const table of report.tables) expect(table).toEqual(await localReport(table.table, report.day));
  });

  it('given --all, then every gaming day the logs hold, each with every table', async () => {
    const read = await runSabot('pit', 'report', '--pg', cluster.url, '--all', '--json');
    expect(read.code, read.err).toBe(0);
    const all = json(read.out) as { days: unknown[] };
    const days = all.days.map((day) => pitPeriodReportSchema.parse(day));
    expect(days.map((day) => day.day)).toEqual(['2026-11-01', '2026-11-02']);
    for (const table of days[0]?.tables ?? [])
      expect(table).toEqual(await localReport(table.table, '2026-11-01'));
  });

  it('given a month, then each table reports its month to date as on its own log', async () => {
    const read = await runSabot('pit', 'report', '--pg', cluster.url, '--month', '2026-11', '--json');
    expect(read.code, read.err).toBe(0);
    const report = pitPeriodReportSchema.parse(json(read.out));
    expect(report.day).toBe('2026-11');
    for (const table of report.tables) {
      const local = await runSabot(
        'report',
        'shift',
        '--db',
        logOf(table.table),
        '--month',
        '2026-11',
        '--json',
      );
      expect(table).toEqual(json(local.out));
    }
    expect(report.totals.rounds).toBeGreaterThan(240);
  });

  it('given no center, then it says so and exits 1; two periods at once are a usage error', async () => {
    const none = await runSabot('pit', 'report', '--pg', 'postgres://sabot@127.0.0.1:1/postgres');
    expect(none.code).toBe(1);
    expect(none.err).toContain('cannot be reached');
    const both = await runSabot('pit', 'report', '--pg', cluster.url, '--all', '--day', '2026-11-02');
    expect(both.code).toBe(2);
    expect(both.err).toContain('choose one of --day, --month and --all');
  });

  it("prints a line per table and the pit totals on a terminal, and each table's summary as CSV", async () => {
    const text = await runSabot('pit', 'report', '--pg', cluster.url, '--day', '2026-11-02');
    expect(text.code, text.err).toBe(0);
    expect(text.out).toContain('The pit, gaming day 2026-11-02: 4 tables');
    expect(text.out).toMatch(/\nsim-1 /);
    expect(text.out).toMatch(/\npit /);
    const csv = await runSabot('pit', 'report', '--pg', cluster.url, '--day', '2026-11-02', '--csv');
    expect(csv.code, csv.err).toBe(0);
    // The tables' own summary files side by side: one header, a row per table, no totals row to
    // double an accounting import's sums.
    const lines = csv.out.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^table,day,gamingDayStarts,opener,/);
    expect(lines).toHaveLength(5);
    const own = await runSabot('report', 'shift', '--db', logOf('sim-1'), '--day', '2026-11-02', '--csv');
    expect(lines).toContain(own.out.trimEnd().split('\r\n')[1]);
  });
});

describe('sabot pit rounds', () => {
  const rounds = async (...args: string[]) => {
    const found = await runSabot('pit', 'rounds', '--pg', cluster.url, '--json', ...args);
    expect(found.code, found.err).toBe(0);
    return (json(found.out) as { rounds: unknown[] }).rounds.map((round) => pitRoundSchema.parse(round));
  };
  const where = (found: readonly { table: string; round: number }[]) =>
    found.map((round) => `${round.table}#${round.round}`).sort();

  it('finds the misdeal and the void of a table among all', async () => {
    expect(where(await rounds('--flag', 'misdeal'))).toEqual(['bj-1#2']);
    expect(where(await rounds('--flag', 'void'))).toEqual(['bj-1#3']);
    expect(where(await rounds('--flag', 'misdeal', '--day', '2026-11-03'))).toEqual([]);
  });

  it('finds every round of a bettor across tables, as each table lists them', async () => {
    const found = await rounds('--bettor', 'ann');
    expect(where(found)).toEqual(['bj-1#1', 'bj-1#2', 'bj-1#3', 'bj-2#1', 'bj-2#2']);
    for (const table of ['bj-1', 'bj-2']) {
      const local = await runSabot('rounds', '--db', logOf(table), '--bettor', 'ann', '--json');
      const listed = (json(local.out) as { rounds: { round: number; net: object }[] }).rounds;
      expect(found.filter((round) => round.table === table).map((round) => [round.round, round.net])).toEqual(
        listed.map((round) => [round.round, round.net]),
      );
    }
    expect(found.every((round) => round.gamingDay === '2026-11-02')).toBe(true);
  });

  it("names each round's croupier by badge and name, as the table's own round list does", async () => {
    const found = await rounds('--table', 'sim-1', '--limit', '1000');
    const local = await runSabot('rounds', '--db', logOf('sim-1'), '--json', '--limit', '1000');
    const listed = (
      json(local.out) as { rounds: { round: number; croupier: { badge: string | null; name: string } }[] }
    ).rounds;
    expect(found.length).toBe(listed.length);
    const byRound = new Map(listed.map((round) => [round.round, round.croupier]));
    for (const round of found)
      expect({ badge: round.croupierBadge, name: round.croupier }).toEqual(byRound.get(round.round));
    // The simulated days keep a register: every round names a badge.
    expect(found.every((round) => round.croupierBadge !== null)).toBe(true);
  });

  it('given a card corrected later at a table, then once shipped the earlier round is found corrected', async () => {
    expect(await rounds('--flag', 'correction')).toEqual([]);
    expect(
      (await runSabotWithInput(['4829'], 'pin', 'set', '--db', logOf('bj-2'), '--operator', 'boss')).code,
    ).toBe(0);
    const corrected = await ruling(
      'bj-2',
      'card',
      '--position',
      String(firstCardOf('bj-2', 1)),
      '--to',
      '9D',
    );
    expect(corrected.code, corrected.err).toBe(0);
    await ship('bj-2');
    const found = await rounds('--flag', 'correction');
    expect(where(found)).toEqual(['bj-2#1']);
    const local = await runSabot('rounds', '--db', logOf('bj-2'), '--json');
    const listed = (json(local.out) as { rounds: { round: number; net: object }[] }).rounds;
    expect(found[0]?.net).toEqual(listed.find((round) => round.round === 1)?.net);
  });

  it('given a reader alarm journaled at a table, then the next projection flags the round it came in, and only then', async () => {
    const center = new Center(cluster.url);
    mkdirSync(join(dir, 'replicas'), { recursive: true });
    const replica = new ReplicaLog(center, 'bj-2', join(dir, 'replicas', 'bj-2.db'));
    try {
      // Already projected by the searches above, from another replica: nothing to write.
      expect(await projectRounds(center, replica)).toBe(0);
      const round2 = (await searchRounds(center, { table: 'bj-2' })).find((round) => round.round === 2);
      expect(round2).toBeDefined();
      const log = new Database(logOf('bj-2'));
      new Journal(log).append({
        time: round2?.startedAt ?? '',
        kind: 'refusal',
        operator: 'shoe',
        source: 'shoe',
        asked: { card: 'AS' },
        reason: 'a seventh ace of spades from a six-deck shoe',
      });
      log.close();
      await ship('bj-2');
      expect(await projectRounds(center, replica)).toBe(1);
      expect(await projectRounds(center, replica)).toBe(0);
      const alarmed = await searchRounds(center, { flag: 'alarm' });
      expect(alarmed.map((round) => `${round.table}#${round.round}`)).toEqual(['bj-2#2']);
    } finally {
      replica.close();
      await center.close();
    }
  });

  it('says an unknown flag and a bad day as usage errors', async () => {
    expect((await runSabot('pit', 'rounds', '--pg', cluster.url, '--flag', 'odd')).code).toBe(2);
    expect((await runSabot('pit', 'rounds', '--pg', cluster.url, '--day', '2026-13-01')).code).toBe(2);
  });
});

describe('sabot pit verify, a fact changed at the center', () => {
  it('given a stored fact changed directly in PostgreSQL, then verify names the table and the position', async () => {
    await central(cluster.url, 'ALTER TABLE pit_events DISABLE TRIGGER pit_events_append_only');
    await central(
      cluster.url,
      "UPDATE pit_events SET data = data || ' ' WHERE table_id = 'sim-2' AND position = 40",
    );
    const verified = await runSabot('pit', 'verify', '--pg', cluster.url);
    expect(verified.code).toBe(3);
    expect(verified.out).toContain(
      'table sim-2: NOT INTACT from position 40: the fact stored at position 40 does not match its own hash (changed at the center)',
    );
    expect(verified.out).toMatch(/table sim-1: intact/);
    expect(verified.err).toContain('tables are not intact at the center');
    const one = await runSabot('pit', 'verify', '--pg', cluster.url, '--table', 'sim-2', '--json');
    expect(one.code).toBe(3);
    expect(pitVerifySchema.parse(json(one.out)).tables[0]?.problem).toEqual({
      reason: 'hash-mismatch',
      position: 40,
      journal: null,
    });
  });

  it('given a stored fact removed, then verify names the missing position', async () => {
    await central(cluster.url, "DELETE FROM pit_events WHERE table_id = 'bj-2' AND position = 12");
    const one = await runSabot('pit', 'verify', '--pg', cluster.url, '--table', 'bj-2');
    expect(one.code).toBe(3);
    expect(one.out).toContain(
      'table bj-2: NOT INTACT from position 12: position 12 is missing from the stored facts',
    );
  });

  it("compares the center's head with the one the table reported: behind is said, fewer is not intact", async () => {
    const head = Number(
      (
        await central<{ head_position: string }>(
          cluster.url,
          "SELECT head_position FROM pit_tables WHERE table_id = 'sim-1'",
        )
      )[0]?.head_position,
    );
    await central(cluster.url, "UPDATE pit_tables SET reported_position = $1 WHERE table_id = 'sim-1'", [
      head + 5,
    ]);
    const behind = await runSabot('pit', 'verify', '--pg', cluster.url, '--table', 'sim-1');
    expect(behind.code).toBe(0);
    expect(behind.out).toContain(`; the table reports ${head + 5} (5 not stored yet)`);
    await central(cluster.url, "UPDATE pit_tables SET reported_position = $1 WHERE table_id = 'sim-1'", [
      head - 3,
    ]);
    const shorter = await runSabot('pit', 'verify', '--pg', cluster.url, '--table', 'sim-1');
    expect(shorter.code).toBe(3);
    expect(shorter.out).toContain(
      `table sim-1: NOT INTACT from position ${head - 2}: the table reports ${head - 3} facts, fewer than the ${head} stored`,
    );
  });

  it('given a journal entry removed at the center, then verify names the journal and the entry', async () => {
    // A wrong PIN at bj-1 is journaled after its PIN set: two entries shipped.
    const wrong = await runSabotWithInput(
      ['1111'],
      'ruling',
      'void',
      '--round',
      '1',
      '--db',
      logOf('bj-1'),
      '--reason',
      'a try',
      '--operator',
      'eve',
    );
    expect(wrong.code).toBe(3);
    await ship('bj-1');
    const [entries] = await central<{ first: string; count: string }>(
      cluster.url,
      "SELECT min(position) AS first, count(*) AS count FROM pit_journal WHERE table_id = 'bj-1'",
    );
    expect(entries?.first).toBe('1');
    expect(Number(entries?.count)).toBeGreaterThanOrEqual(2);
    expect((await runSabot('pit', 'verify', '--pg', cluster.url, '--table', 'bj-1')).code).toBe(0);
    await central(cluster.url, 'ALTER TABLE pit_journal DISABLE TRIGGER pit_journal_append_only');
    await central(cluster.url, "DELETE FROM pit_journal WHERE table_id = 'bj-1' AND position = 1");
    const one = await runSabot('pit', 'verify', '--pg', cluster.url, '--table', 'bj-1');
    expect(one.code).toBe(3);
    expect(one.out).toContain(
      'table bj-1: NOT INTACT from position 1: entry 1 of the refusal journal is missing',
    );
  });
});
