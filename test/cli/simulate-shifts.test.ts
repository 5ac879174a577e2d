import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { inventoryTotal } from '../../engine/books/chip-set.js';
import type { Inventory } from '../../engine/books/types.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { runSabot } from '../support/run-cli.js';

interface Fact {
  readonly position: number;
  readonly type: string;
  readonly data: Record<string, unknown>;
  readonly meta: { time: string; source: string };
}

function factsOf(db: string): Fact[] {
  const log = new Database(db, { readonly: true });
  try {
    return log
      .prepare<[], { position: number; type: string; data: string; metadata: string }>(
        'SELECT position, type, data, metadata FROM events ORDER BY position',
      )
      .all()
      .map((row) => ({
        position: row.position,
        type: row.type,
        data: JSON.parse(row.data),
        meta: JSON.parse(row.metadata),
      }));
  } finally {
    log.close();
  }
}

const refusalsIn = (db: string): number => {
  const log = new Database(db, { readonly: true });
  const count = log.prepare<[], number>("SELECT count(*) FROM journal WHERE kind = 'refusal'").pluck().get();
  log.close();
  return count ?? 0;
};

/** A gaming day as the log holds it, from its opener to its closer, in minor units. */
interface Day {
  opener: Inventory;
  closer: Inventory;
  fills: number;
  credits: number;
  sold: number;
  houseResult: number;
  croupierChanges: number;
}

/**
 * The tray's own arithmetic, worked from the facts alone: each day's closer should be
 * opener + fills − credits − chips sold + the house's net of every settlement.
 */
function daysOf(facts: readonly Fact[]): Day[] {
  const days: Day[] = [];
  let day: Day | null = null;
  // A croupier who takes the table before its opener is counted with the day they open.
  let relieved = 0;
  for (const { type, data } of facts) {
    if (type === 'OpenerCounted') {
      day = {
        opener: data.inventory as Inventory,
        closer: {},
        fills: 0,
        credits: 0,
        sold: 0,
        houseResult: 0,
        croupierChanges: relieved,
      };
      relieved = 0;
      continue;
    }
    if (!day) {
      if (type === 'CroupierSignedIn') relieved += 1;
      continue;
    }
    if (type === 'FillReceived') day.fills += inventoryTotal(data.inventory as Inventory);
    if (type === 'CreditSent') day.credits += inventoryTotal(data.inventory as Inventory);
    if (type === 'ChipsSold') day.sold += data.amount as number;
    if (type === 'CroupierSignedIn') day.croupierChanges += 1;
    if (type === 'RoundSettled')
      day.houseResult -= (data.lines as { net: number }[]).reduce((sum, line) => sum + line.net, 0);
    if (type === 'CloserCounted') {
      day.closer = data.inventory as Inventory;
      days.push(day);
      day = null;
    }
  }
  return days;
}

const slipNumbers = (facts: readonly Fact[], prefix: string): number[] =>
  facts
    .filter(({ type }) => ['FillReceived', 'CreditSent', 'SlipVoided'].includes(type))
    .map(({ data }) => data.slip as string)
    .filter((slip) => slip.startsWith(`${prefix}-`))
    .map((slip) => Number(slip.slice(2)));

const simulateDays = (db: string, ...more: string[]) =>
  runSabot(
    'simulate',
    '--profile',
    'classic-6d',
    '--days',
    '3',
    '--hours',
    '2',
    '--seed',
    '14',
    '--db',
    db,
    ...more,
  );

describe('sabot simulate --days', () => {
  it('plays whole gaming days whose books reconcile, each from its counted opener to its counted closer', async () => {
    const db = join(tempDir(), 'shifts.db');
    const run = await simulateDays(db, '--json', '--from', '2026-11-01T18:00:00Z');
    expect(run.code, run.err).toBe(0);
    const report = JSON.parse(run.out);
    expect(report).toMatchObject({ days: 3, rounds: 3 * 2 * 60, boxes: 7, roundsPerHour: 60 });
    expect((await runSabot('verify', '--db', db)).code).toBe(0);

    const facts = factsOf(db);
    // The log opens, then holds the exact house edge of its rules, then the days played.
    expect(facts[1]).toMatchObject({
      type: 'HouseEdgeComputed',
      data: { method: 'exact', profile: 'classic-6d' },
    });
    expect(report.log.facts).toBe(facts.length - 2);
    const days = daysOf(facts);
    expect(days).toHaveLength(3);
    for (const [index, day] of days.entries()) {
      const expectedCloser =
        inventoryTotal(day.opener) + day.fills - day.credits - day.sold + day.houseResult;
      expect(inventoryTotal(day.closer), `day ${index + 1}`).toBe(expectedCloser);
      // win = closer − opener + credits − fills + drop, and the drop is the chips sold: it is the house's net.
      const win =
        inventoryTotal(day.closer) - inventoryTotal(day.opener) + day.credits - day.fills + day.sold;
      expect(win).toBe(day.houseResult);
      // The hour's relief, and the first croupier of the day (the rotation goes on from the day before).
      expect(day.croupierChanges).toBe(2);
      if (index > 0) expect(day.opener).toEqual(days[index - 1]?.closer);
    }
    expect(days[0]?.opener).toEqual({ '1': 200, '5': 200, '25': 200, '100': 100, '500': 20, '1000': 10 });
    const totals = days.reduce((sum, day) => sum + day.sold, 0);
    expect(report.drop * 100).toBe(totals);
    expect(report.houseResult * 100).toBe(days.reduce((sum, day) => sum + day.houseResult, 0));

    // Each day opens 24 hours after the one before, and closes after its two hours.
    const openers = facts
      .filter(({ type }) => type === 'OpenerCounted')
      .map(({ meta }) => meta.time.slice(0, 13));
    expect(openers).toEqual(['2026-11-01T18', '2026-11-02T18', '2026-11-03T18']);
    // The closer as the last round ends (the round begun before the hours were up is played out).
    const closers = facts
      .filter(({ type }) => type === 'CloserCounted')
      .map(({ meta }) => meta.time.slice(0, 15));
    expect(closers).toEqual(['2026-11-01T20:0', '2026-11-02T20:0', '2026-11-03T20:0']);
    const times = facts.map(({ meta }) => meta.time);
    expect([...times].sort()).toEqual(times);
    expect(facts.slice(2).every(({ meta }) => meta.source === 'simulator')).toBe(true);

    // Slips are gapless from 0001; fills and credits carry the four signatures.
    const fills = slipNumbers(facts, 'F');
    expect(fills.length).toBeGreaterThan(0);
    expect(fills).toEqual(fills.map((_, index) => index + 1));
    const credits = slipNumbers(facts, 'C');
    expect(credits).toEqual(credits.map((_, index) => index + 1));
    for (const { data } of facts.filter(({ type }) => type === 'FillReceived' || type === 'CreditSent'))
      expect(Object.keys(data.by as object).sort()).toEqual(['cashier', 'croupier', 'runner', 'supervisor']);
    const opener = facts.find(({ type }) => type === 'OpenerCounted');
    // Signed by badges of the register the simulation enrolled: lea deals, pat supervises.
    const nameOf = new Map(
      facts.filter(({ type }) => type === 'StaffEnrolled').map(({ data }) => [data.badge, data.name]),
    );
    const openedBy = opener?.data.by as { croupier: string; supervisor: string };
    expect([nameOf.get(openedBy.croupier), nameOf.get(openedBy.supervisor)]).toEqual(['lea', 'pat']);
    expect(
      facts.filter(({ type }) => type === 'ChipsSold').some(({ data }) => data.method === 'marker'),
    ).toBe(true);
    expect(refusalsIn(db)).toBe(0);

    // The shift report reads the same books: each day and the month reconcile to the card.
    const shiftReport = async (...period: string[]) => {
      const read = await runSabot('report', 'shift', '--db', db, '--time-zone', 'UTC', '--json', ...period);
      expect(read.code, read.err).toBe(0);
      return JSON.parse(read.out);
    };
    for (const [index, day] of ['2026-11-01', '2026-11-02', '2026-11-03'].entries()) {
      const shift = await shiftReport('--day', day);
      expect(shift).toMatchObject({ day, discrepancy: 0, rounds: 120, stillOpen: false });
      expect(shift.win).toBe(shift.houseResult);
      expect(shift.houseResult * 100).toBe(days[index]?.houseResult);
      expect(shift.croupiers.length).toBe(2);
    }
    const month = await shiftReport('--month', '2026-11');
    expect(month).toMatchObject({
      discrepancy: 0,
      rounds: 360,
      drop: report.drop,
      houseResult: report.houseResult,
    });
    expect(month.win).toBe(month.houseResult);
    expect(month.slips.filter((slip: { void: boolean }) => slip.void)).toHaveLength(report.voids);
  });

  it('goes on from the last closer on the same log, its slips continuing their series', async () => {
    const db = join(tempDir(), 'shifts.db');
    const first = await simulateDays(db, '--json', '--from', '2026-11-01T18:00:00Z', '--days', '1');
    expect(first.code, first.err).toBe(0);
    const before = factsOf(db);
    const again = await simulateDays(
      db,
      '--json',
      '--from',
      '2026-11-02T18:00:00Z',
      '--days',
      '1',
      '--seed',
      '14',
      '--hours',
      '4',
    );
    expect(again.code, again.err).toBe(0);
    const facts = factsOf(db);
    const days = daysOf(facts);
    expect(days).toHaveLength(2);
    expect(days[1]?.opener).toEqual(days[0]?.closer);
    const fills = slipNumbers(facts, 'F');
    expect(fills.length).toBeGreaterThan(slipNumbers(before, 'F').length);
    expect(fills).toEqual(fills.map((_, index) => index + 1));
    expect((await runSabot('verify', '--db', db)).code).toBe(0);
    expect(refusalsIn(db)).toBe(0);
  });

  it('says what it played in words, and explains --days in its help', async () => {
    const db = join(tempDir(), 'evening.db');
    const run = await runSabot(
      'simulate',
      '--profile',
      'classic-6d',
      '--days',
      '1',
      '--hours',
      '1',
      '--boxes',
      '2',
      '--seed',
      '5',
      '--db',
      db,
      '--from',
      '2026-11-05T18:00:00Z',
    );
    expect(run.code, run.err).toBe(0);
    expect(run.out).toContain('Simulated shifts of classic-6d');
    expect(run.out).toContain(
      '2 boxes, players staking 10 to 100 by basic strategy, 115 rounds an hour, 1 h a gaming day',
    );
    expect(run.out).toMatch(
      /Days: +1 gaming day opened at 2026-11-05 18:00 UTC: 115 rounds, croupier changes 1/,
    );
    expect(run.out).toMatch(/Books: +drop [\d,]+ \(cash /);
    const help = await runSabot('simulate', '--help');
    for (const option of [
      '--days <n>',
      '--hours <h>',
      '--rounds-per-hour <n>',
      '--tray <json>',
      '--croupiers <names>',
    ])
      expect(help.out).toContain(option);
    expect(help.out).toContain('With --days N and --db FILE the table plays whole gaming days');
  });

  it.each([
    [['--days', '2'], '--days records whole gaming days into a table log: add --db FILE'],
    [['--days', '2', '--rounds', '10', '--db', 'x.db'], 'not both'],
    [['--days', '0'], '--days takes a whole number from 1 to 3660'],
    [['--days', '1', '--hours', '25', '--db', 'x.db'], '--hours takes a whole number from 1 to 24'],
    [['--days', '1', '--croupiers', ' , ', '--db', 'x.db'], '--croupiers takes names separated by commas'],
    [['--days', '1', '--tray', '[1,2]', '--db', 'x.db'], '--tray: give a count by chip value'],
    [[], 'give --rounds N (rounds to play), or --days N with --db FILE'],
  ])('refuses %j as bad usage with exit code 2', async (argv, reason) => {
    const { code, err } = await runSabot('simulate', '--profile', 'classic-6d', ...argv);
    expect(code).toBe(2);
    expect(err).toContain(reason);
  });

  it('refuses a log whose table is open, since nobody knows what its tray holds', async () => {
    const dir = tempDir();
    const db = join(dir, 'open.db');
    const script = join(dir, 'open.jsonl');
    writeFileSync(
      script,
      [
        { type: 'table', profile: 'classic-6d' },
        { type: 'table-open', inventory: { '5': 100 }, by: { croupier: 'lea', supervisor: 'pat' } },
      ]
        .map((line) => JSON.stringify(line))
        .join('\n'),
    );
    expect((await runSabot('play', '--script', script, '--db', db)).code).toBe(0);
    const before = factsOf(db).length;
    const refused = await simulateDays(db);
    expect(refused.code).toBe(3);
    expect(refused.err).toContain(`the table of ${db} is open (its closer is missing)`);
    expect(factsOf(db)).toHaveLength(before);
  });

  it('refuses a home game and a tray of chips the table lacks, before any day is played', async () => {
    const dir = tempDir();
    const home = await runSabot(
      'simulate',
      '--profile',
      'home-1d',
      '--days',
      '1',
      '--db',
      join(dir, 'home.db'),
    );
    expect(home.code).toBe(2);
    expect(home.err).toContain('home-1d is a home game without a chip tray');
    const db = join(dir, 'tray.db');
    const tray = await simulateDays(db, '--tray', '{"5":100,"7":10}');
    expect(tray.code).toBe(2);
    expect(tray.err).toContain('--tray: ');
    expect(tray.err).toContain('7');
  });
});
