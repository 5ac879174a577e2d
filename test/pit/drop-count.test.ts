import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PgCluster, startPgCluster } from '../support/pg-cluster.js';
import { runSabot, runSabotWithInput } from '../support/run-cli.js';

let cluster: PgCluster;
let dir: string;

const MANAGER = { badge: '101', name: 'marie', role: 'manager', pin: '482913' };
const COUNTERS = [
  { badge: '301', name: 'ines', role: 'counter', pin: '615243' },
  { badge: '302', name: 'omar', role: 'counter', pin: '739251' },
  { badge: '303', name: 'yuki', role: 'counter', pin: '846372' },
];
const PINS = COUNTERS.map((counter) => counter.pin);
const SIGNED = ['--counters', COUNTERS.map((counter) => counter.badge).join(',')];

const OPEN = [
  '{"type":"table","profile":"classic-6d","min":5,"max":1000}',
  '{"type":"table-open","inventory":{"5":100,"25":80,"100":40},"by":{"croupier":"lea","supervisor":"pat"}}',
  '{"type":"seat","box":1,"player":"P-1","name":"ann"}',
];
const buy = (amount: number) => `{"type":"buy-in","box":1,"amount":${amount}}`;

/**
 * Two tables of 2 November 2026, each recording a drop of 10,000 (the buy-ins keyed at the table:
 * 4,000 + 6,000). The count team finds 10,300 in bj-1's box 117 (300 over, 3 %: flagged at the
 * default 2 %) and 9,900 in bj-2's box 118 (100 short, −1 %: not flagged).
 */
const TABLES = [
  ['bj-1', '2026-11-02T17:00:00Z'],
  ['bj-2', '2026-11-02T17:30:00Z'],
] as const;
const HEADER = 'day,table,box,kind,denomination,quantity,amount';
const SHEET = [
  HEADER,
  // bj-1, box 117: 100 × 100 + 10 × 20 + 2 × 50 = 10,300
  '2026-11-02,bj-1,117,note,100,100,',
  '2026-11-02,bj-1,117,note,20,10,200',
  '2026-11-02,bj-1,117,note,50,2,',
  // bj-2, box 118: 90 × 100 + 18 × 50 = 9,900
  '2026-11-02,bj-2,118,note,100,90,',
  '2026-11-02,bj-2,118,note,50,18,',
].join('\n');

const sheetFile = (name: string, text: string): string => {
  const file = join(dir, name);
  writeFileSync(file, `${text}\n`);
  return file;
};
const importSheet = (pins: readonly string[], ...argv: string[]) =>
  runSabotWithInput([...pins], 'count', 'import', '--pg', cluster.url, ...argv);

interface TableLine {
  table: string;
  recordedDrop: number;
  countedDrop: number | null;
  variance: number | null;
  variancePercent: number | null;
  flagged: boolean;
  win: number;
  hold: number | null;
  on: string;
  boxes: { box: string; counters: string[]; recount: { reason: string } | null }[];
}
const report = async (...argv: string[]): Promise<{ tables: TableLine[] }> => {
  const read = await runSabot(
    'count',
    'report',
    '--pg',
    cluster.url,
    '--day',
    '2026-11-02',
    '--json',
    ...argv,
  );
  expect(read.code, read.err).toBe(0);
  return JSON.parse(read.out);
};

beforeAll(async () => {
  cluster = await startPgCluster();
  // One folder for the file's tests (a test's own temporary folders go with it).
  dir = mkdtempSync(join(tmpdir(), 'sabot-drop-count-'));
  const staff = (pins: string[], ...argv: string[]) =>
    runSabotWithInput(pins, 'staff', 'add', '--pg', cluster.url, ...argv);
  const person = (who: typeof MANAGER) => ['--badge', who.badge, '--name', who.name, '--role', who.role];
  const answers = [await staff([MANAGER.pin], ...person(MANAGER))];
  for (const counter of COUNTERS)
    answers.push(await staff([MANAGER.pin, counter.pin], ...person(counter), '--by', MANAGER.badge));
  for (const answer of answers) expect(answer.code, answer.err).toBe(0);
  for (const [table, from] of TABLES) {
    const script = sheetFile(`${table}.jsonl`, [...OPEN, buy(4_000), buy(6_000)].join('\n'));
    const db = join(dir, `${table}.db`);
    const played = await runSabot(
      'play',
      '--db',
      db,
      '--script',
      script,
      '--from',
      from,
      '--pace',
      '60',
      '--time-zone',
      'UTC',
    );
    expect(played.code, played.err).toBe(0);
    const shipped = await runSabot('ship', '--db', db, '--pg', cluster.url);
    expect(shipped.code, shipped.err).toBe(0);
  }
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('sabot count: the drop counted against the drop recorded', () => {
  it('reports the recorded drop and the win on it while no box is counted', async () => {
    const before = await report();
    expect(before.tables.map((t) => [t.table, t.recordedDrop, t.countedDrop, t.on])).toEqual([
      ['bj-1', 10_000, null, 'recorded'],
      ['bj-2', 10_000, null, 'recorded'],
    ]);
  });

  it('refuses a count signed with a wrong PIN, or by fewer than three counters, and records nothing', async () => {
    const file = sheetFile('count.csv', SHEET);
    const wrong = await importSheet([PINS[0] as string, '000000', PINS[2] as string], ...SIGNED, file);
    expect(wrong.code).toBe(3);
    expect(wrong.err).toMatch(/PIN/);
    const two = await importSheet(PINS.slice(0, 2), '--counters', '301,302', file);
    expect(two.code).toBe(2);
    expect(two.err).toContain('a count is signed by three counters');
    const manager = await importSheet([MANAGER.pin, ...PINS.slice(1)], '--counters', '101,302,303', file);
    expect(manager.code).toBe(3);
    expect((await report()).tables.every((t) => t.countedDrop === null)).toBe(true);
  }, 60_000);

  it('flags a 3 % variance and not a 1 % one, and takes the win and hold on the counted drop', async () => {
    const file = sheetFile('count.csv', SHEET);
    const recorded = await importSheet(PINS, ...SIGNED, file);
    expect(recorded.code, recorded.err).toBe(0);
    expect(recorded.out).toContain(
      'box 117 of table bj-1 on 2026-11-02: 10,300 counted, signed by 301, 302, 303',
    );
    const before = await report();
    const after = before.tables;
    const bj1 = after.find((t) => t.table === 'bj-1') as TableLine;
    const bj2 = after.find((t) => t.table === 'bj-2') as TableLine;
    expect([bj1.countedDrop, bj1.variance, bj1.variancePercent, bj1.flagged, bj1.on]).toEqual([
      10_300,
      300,
      3,
      true,
      'counted',
    ]);
    expect([bj2.countedDrop, bj2.variance, bj2.variancePercent, bj2.flagged]).toEqual([
      9_900,
      -100,
      -1,
      false,
    ]);
    expect(bj1.boxes[0]?.counters).toEqual(['301', '302', '303']);
    // The win moves by the variance; the hold is the win on the counted drop.
    const recordedWin = (
      await runSabot('pit', 'report', '--pg', cluster.url, '--day', '2026-11-02', '--json')
    ).out;
    const winOf = (table: string) =>
      (JSON.parse(recordedWin).tables as { table: string; win: number }[]).find((t) => t.table === table)
        ?.win ?? NaN;
    expect(bj1.win).toBeCloseTo(winOf('bj-1') + 300, 2);
    expect(bj2.win).toBeCloseTo(winOf('bj-2') - 100, 2);
    expect(bj1.hold).toBeCloseTo(bj1.win / 10_300, 4);
    // The text flags the one beyond the tolerance, in words.
    const text = await runSabot('count', 'report', '--pg', cluster.url, '--day', '2026-11-02');
    expect(text.out).toMatch(
      /bj-1 \(box 117\): recorded 10,000, counted 10,300, variance \+300 \(\+3\.00%\) — BEYOND TOLERANCE, to be looked into/,
    );
    expect(text.out).toMatch(
      /bj-2 \(box 118\): recorded 10,000, counted 9,900, variance -100 \(-1\.00%\); win/,
    );
    // At a tolerance of 4 %, neither is flagged.
    expect((await report('--tolerance', '4')).tables.some((t) => t.flagged)).toBe(false);
  }, 60_000);

  it('refuses the same box counted twice, and replaces a count only by a recount that says why', async () => {
    const again = await importSheet(PINS, ...SIGNED, sheetFile('count.csv', SHEET));
    expect(again.code).toBe(3);
    expect(again.err).toContain('box 117 of table bj-1 on 2026-11-02 is counted already');
    const recount = sheetFile('recount.csv', [HEADER, '2026-11-02,bj-1,117,note,100,100,'].join('\n'));
    const recounted = await importSheet(
      PINS,
      ...SIGNED,
      '--recount',
      'a bundle of 20s counted twice',
      recount,
    );
    expect(recounted.code, recounted.err).toBe(0);
    const bj1 = (await report()).tables.find((t) => t.table === 'bj-1') as TableLine;
    expect([bj1.countedDrop, bj1.variance, bj1.flagged]).toEqual([10_000, 0, false]);
    expect(bj1.boxes[0]?.recount?.reason).toBe('a bundle of 20s counted twice');
    const nothing = sheetFile('none.csv', [HEADER, '2026-11-02,bj-2,119,note,100,1,'].join('\n'));
    const lone = await importSheet(PINS, ...SIGNED, '--recount', 'again', nothing);
    expect(lone.code).toBe(3);
    expect(lone.err).toContain('was never counted');
  }, 60_000);

  it('refuses a sheet with a bad line whole, naming the line', async () => {
    const bad = sheetFile(
      'bad.csv',
      [HEADER, '2026-11-02,bj-1,120,note,100,3,', '2026-11-02,bj-1,120,note,100,3,400'].join('\n'),
    );
    const refused = await importSheet(PINS, ...SIGNED, bad);
    expect(refused.code).toBe(3);
    expect(refused.err).toContain('line 3 of the count sheet: the amount 400 is not 3 × 100 = 300');
  });
});
