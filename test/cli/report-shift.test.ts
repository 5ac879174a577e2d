import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ShiftReport, shiftReportSchema } from '../../app/contract/shift-report.js';
import { TableService } from '../../app/core/table/table-service.js';
import { classic6d } from '../../engine/rules/profiles/classic-6d.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { readCsv } from '../support/read-csv.js';
import { runSabot } from '../support/run-cli.js';
import { scriptedLog } from '../support/scripted-log.js';

/** A scripted shift recorded into a new log at 17:00 UTC on 2 November 2026, one input a minute. */
const shiftLog = (script: string): Promise<string> => scriptedLog(script);

async function reportJson(db: string, ...args: string[]): Promise<ShiftReport> {
  const read = await runSabot('report', 'shift', '--db', db, '--time-zone', 'UTC', '--json', ...args);
  expect(read.err).toBe('');
  expect(read.code).toBe(0);
  // The contract's shape, exactly: a field too many or missing fails the strict schema.
  return shiftReportSchema.parse(JSON.parse(read.out));
}

describe('sabot report shift', () => {
  it('reports the full shift as worked by hand in shift-full.jsonl', async () => {
    const db = await shiftLog('shift-full');
    const report = await reportJson(db);
    expect(report).toMatchObject({
      table: 'bj-07',
      day: '2026-11-02',
      gamingDayStarts: '06:00',
      opener: 6500,
      closer: 5605,
      fills: 500,
      credits: 500,
      drop: 700,
      markers: 500,
      chipsSold: 700,
      win: -195,
      hold: -0.2786,
      houseResult: -195,
      expectedCloser: 5605,
      discrepancy: 0,
      rounds: 4,
      roundsPerHour: 4.3,
      openerDiscrepancies: [],
      stillOpen: false,
    });
    expect(report.openers).toEqual([
      {
        at: '2026-11-02T17:01:00.000Z',
        amount: 6500,
        inventory: { '5': 100, '25': 80, '100': 40 },
        by: ['croupier: lea', 'supervisor: pat'],
      },
    ]);
    expect(report.closers.map((count) => [count.at, count.amount, count.by])).toEqual([
      ['2026-11-02T17:57:00.000Z', 5605, ['croupier: max', 'supervisor: pat']],
    ]);
    const cage = ['supervisor: pat', 'cashier: cid', 'runner: rob'];
    expect(report.slips).toEqual([
      {
        slip: 'F-0101',
        kind: 'fill',
        amount: 500,
        inventory: { '25': 20 },
        void: false,
        voidReason: null,
        at: '2026-11-02T17:27:00.000Z',
        by: ['croupier: lea', ...cage],
      },
      {
        slip: 'F-0102',
        kind: 'fill',
        amount: 1000,
        inventory: { '100': 10 },
        void: true,
        voidReason: 'wrong chips brought, sent back',
        at: '2026-11-02T17:28:00.000Z',
        by: ['croupier: lea', ...cage],
      },
      {
        slip: 'C-0201',
        kind: 'credit',
        amount: 500,
        inventory: { '100': 5 },
        void: false,
        voidReason: null,
        at: '2026-11-02T17:56:00.000Z',
        by: ['croupier: max', ...cage],
      },
    ]);
    expect(report.croupiers).toEqual([
      { name: 'lea', rounds: 2, hours: 0.5, misdeals: 0, corrections: 0, voids: 0 },
      { name: 'max', rounds: 2, hours: 0.43, misdeals: 0, corrections: 0, voids: 0 },
    ]);
    expect(report.limits).toEqual([
      { at: '2026-11-02T17:00:00.000Z', min: 5, max: 500 },
      { at: '2026-11-02T17:30:00.000Z', min: 10, max: 1000 },
    ]);
    // The same day asked by name, and as the month to date of a log of one day.
    expect(await reportJson(db, '--day', '2026-11-02')).toEqual(report);
    expect({ ...(await reportJson(db, '--month', '2026-11')), day: '2026-11-02' }).toEqual(report);
  });

  it('names a discrepancy of -25 when the counted closer is 25 short', async () => {
    const report = await reportJson(await shiftLog('shift-closer-short'));
    expect(report).toMatchObject({
      closer: 5580,
      expectedCloser: 5605,
      discrepancy: -25,
      win: -220,
      hold: -0.3143,
      houseResult: -195,
    });
  });

  it('lists an opener that differs from the last closer, both counts', async () => {
    const report = await reportJson(await shiftLog('shift-opener-differs'));
    expect(report.openerDiscrepancies).toEqual([
      { at: '2026-11-02T17:15:00.000Z', opener: 4900, closer: 4910 },
    ]);
    expect(report).toMatchObject({ opener: 9900, closer: 9810, win: 10, houseResult: 10, discrepancy: 0 });
    expect(report.openers).toHaveLength(2);
    expect(report.closers).toHaveLength(2);
  });

  it('lists every buy-in, a void one marked with its reason and out of the drop, as worked by hand in shift-buy-in-void.jsonl', async () => {
    const db = await shiftLog('shift-buy-in-void');
    const report = await reportJson(db);
    expect(report).toMatchObject({
      opener: 6500,
      closer: 5505,
      drop: 800,
      markers: 500,
      chipsSold: 800,
      win: -195,
      hold: -0.2437,
      houseResult: -195,
      expectedCloser: 5505,
      discrepancy: 0,
      rounds: 4,
      roundsPerHour: 4,
    });
    const at = (minute: number) => `2026-11-02T17:${String(minute).padStart(2, '0')}:00.000Z`;
    expect(report.buyIns).toEqual([
      {
        buyIn: 1,
        at: at(2),
        box: 1,
        bettor: 'box1',
        player: null,
        amount: 200,
        method: 'cash',
        by: expect.any(String),
        void: null,
      },
      {
        buyIn: 2,
        at: at(3),
        box: 2,
        bettor: 'box2',
        player: null,
        amount: 500,
        method: 'marker',
        by: expect.any(String),
        void: null,
      },
      {
        buyIn: 3,
        at: at(5),
        box: 3,
        bettor: 'ann',
        player: 'P-10442',
        amount: 99_999_999,
        method: 'cash',
        by: expect.any(String),
        void: { at: at(6), reason: 'keyed 99,999,999 for 100', by: expect.any(String) },
      },
      {
        buyIn: 4,
        at: at(7),
        box: 3,
        bettor: 'ann',
        player: 'P-10442',
        amount: 100,
        method: 'cash',
        by: expect.any(String),
        void: null,
      },
    ]);
    expect(report.croupiers.map(({ name, rounds, hours }) => ({ name, rounds, hours }))).toEqual([
      { name: 'lea', rounds: 2, hours: 0.57 },
      { name: 'max', rounds: 2, hours: 0.43 },
    ]);
    const text = await runSabot('report', 'shift', '--db', db, '--time-zone', 'UTC', '--lang', 'en');
    expect(text.out).toContain('Buy-ins');
    expect(text.out).toMatch(
      /3\s+2026-11-02 17:05\s+3\s+ann \(P-10442\)\s+99,999,999\s+cash\s+\S+\s+VOID: keyed 99,999,999 for 100/,
    );
    expect(text.out).toMatch(/drop\s+800\n/);
  });

  it('prints the figures for the pit boss, and names the shortage', async () => {
    const db = await shiftLog('shift-closer-short');
    const text = await runSabot('report', 'shift', '--db', db, '--time-zone', 'UTC', '--lang', 'en');
    expect(text.code).toBe(0);
    expect(text.out).toContain('Shift report of table bj-07, gaming day 2026-11-02 (from 06:00, UTC)');
    expect(text.out).toMatch(/discrepancy\s+-25\n/);
    expect(text.out).toMatch(/expected closer\s+5,605\n/);
    expect(text.out).toContain('The tray is short by 25');
    expect(text.out).toMatch(
      /F-0102\s+fill\s+1,000\s+2026-11-02 17:28\s+VOID: wrong chips brought, sent back/,
    );
    const french = await runSabot('report', 'shift', '--db', db, '--time-zone', 'UTC', '--lang', 'fr');
    expect(french.out).toContain('Il manque 25 au plateau');
    // Decimals and signers as French writes them.
    expect(french.out).toMatch(/coups par heure\s+\d+,\d\n/);
    expect(french.out).toMatch(/hold \(gain ÷ drop\)\s+-?\d+,\d\u00a0%/);
    expect(french.out).toContain('croupier en service : lea, chef de table : pat');
  });

  it('writes each table of the report as one rectangular CSV, headers the same in every language', async () => {
    const db = await shiftLog('shift-full');
    const csv = async (...args: string[]) => {
      const read = await runSabot('report', 'shift', '--db', db, '--time-zone', 'UTC', '--csv', ...args);
      expect(read.code, read.err).toBe(0);
      expect(read.out.replaceAll('\r\n', '')).not.toContain('\n');
      return readCsv(read.out);
    };
    const summary = await csv('--lang', 'ru');
    expect(await csv('summary', '--lang', 'fr')).toEqual(summary);
    expect(summary).toHaveLength(2);
    const field = (name: string) => summary[1]?.[summary[0]?.indexOf(name) ?? -1];
    expect(['opener', 'closer', 'win', 'hold', 'discrepancy', 'stillOpen'].map(field)).toEqual([
      '6500',
      '5605',
      '-195',
      '-0.2786',
      '0',
      '0',
    ]);
    // The void's reason holds a comma: quoted, and read back whole.
    const slips = await csv('slips');
    expect(slips[0]).toEqual(['table', 'slip', 'kind', 'amount', 'chips', 'void', 'voidReason', 'at', 'by']);
    expect(slips.find((row) => row[1] === 'F-0102')).toEqual([
      'bj-07',
      'F-0102',
      'fill',
      '1000',
      '100=10',
      '1',
      'wrong chips brought, sent back',
      '2026-11-02T17:28:00.000Z',
      'croupier: lea; supervisor: pat; cashier: cid; runner: rob',
    ]);
    expect((await csv('croupiers')).find((row) => row[2] === 'max')).toEqual([
      'bj-07',
      '2026-11-02',
      'max',
      '2',
      '0.43',
      '0',
      '0',
      '0',
    ]);
    const wrong = await runSabot('report', 'shift', '--db', db, '--csv', 'totals', '--lang', 'en');
    expect(wrong.code).toBe(2);
    expect(wrong.err).toBe(
      'sabot: --csv takes a table of the report: summary, days, slips, buy-ins, croupiers, counts or limits, not "totals"\n',
    );
  });

  it('says plainly that a table never opened kept no books, and still reports its rounds', async () => {
    const db = join(tempDir(), 'home.db');
    const script = 'test/scenarios/classic-6d/insurance-won.jsonl';
    expect(
      (await runSabot('play', '--db', db, '--script', script, '--from', '2026-11-02T20:00:00Z')).code,
    ).toBe(0);
    const text = await runSabot('report', 'shift', '--db', db, '--time-zone', 'UTC', '--lang', 'en');
    expect(text.out).toContain('No books: this table was never opened');
    expect(text.out).toMatch(/house result \(cards\)\s+10\n/);
    const report = await reportJson(db);
    expect(report).toMatchObject({
      rounds: 1,
      houseResult: 10,
      opener: 0,
      closer: 0,
      discrepancy: 0,
      win: 0,
    });
    expect(report.openers).toEqual([]);
    // Its summary file says the same: no books, the cards' result, its one gaming day.
    const csv = await runSabot('report', 'shift', '--db', db, '--time-zone', 'UTC', '--csv');
    const [header = [], row = []] = readCsv(csv.out);
    const field = (name: string) => row[header.indexOf(name)];
    expect(['opener', 'closer', 'win', 'hold', 'houseResult', 'rounds', 'stillOpen'].map(field)).toEqual([
      '0',
      '0',
      '0',
      '',
      '10',
      '1',
      '0',
    ]);
    expect(report.days.map((day) => [day.day, day.houseResult])).toEqual([['2026-11-02', 10]]);
  });

  it('counts gaming days from the start and in the zone it is given; a session stays in the day it opened in', async () => {
    const db = await shiftLog('shift-full');
    // Opened at 17:01 UTC, before a 17:30 start: the whole session is the gaming day before.
    const late = await reportJson(db, '--gaming-day-starts', '17:30');
    expect(late).toMatchObject({ day: '2026-11-01', gamingDayStarts: '17:30', rounds: 4, discrepancy: 0 });
    expect((await reportJson(db, '--gaming-day-starts', '17:30', '--day', '2026-11-02')).rounds).toBe(0);
    // 17:01 UTC is 07:01 on 3 November at UTC+14: that gaming day.
    const kiribati = await runSabot(
      'report',
      'shift',
      '--db',
      db,
      '--time-zone',
      'Pacific/Kiritimati',
      '--json',
    );
    expect(JSON.parse(kiribati.out)).toMatchObject({ day: '2026-11-03', rounds: 4 });
  });

  it('refuses options it cannot read, each with its sentence', async () => {
    const db = await shiftLog('shift-full');
    const cases: [string[], string][] = [
      [['--day', '2026-13-01'], '--day takes a gaming day such as 2026-11-02, not "2026-13-01"'],
      [['--month', 'nov'], '--month takes a month such as 2026-11, not "nov"'],
      [
        ['--day', '2026-11-02', '--month', '2026-11'],
        'name a gaming day (--day) or a month (--month), not both',
      ],
      [['--gaming-day-starts', '6am'], '--gaming-day-starts takes a local time such as 06:00, not "6am"'],
      [
        ['--time-zone', 'Mars/Olympus'],
        '--time-zone takes a time zone such as Europe/Paris, not "Mars/Olympus"',
      ],
      [['--json', '--csv'], 'choose one of --json, --csv and --xlsx'],
      [['--csv', 'slips', '--xlsx', 'books.xlsx'], 'choose one of --json, --csv and --xlsx'],
    ];
    for (const [args, sentence] of cases) {
      const read = await runSabot('report', 'shift', '--db', db, '--lang', 'en', ...args);
      expect(read.code, args.join(' ')).toBe(2);
      expect(read.err).toBe(`sabot: ${sentence}\n`);
    }
    const missing = await runSabot('report', 'shift', '--db', join(tempDir(), 'none.db'));
    expect(missing.code).toBe(3);
    const script = 'test/scenarios/classic-6d/shift-full.jsonl';
    const noDb = await runSabot('play', '--script', script, '--from', '2026-11-02T17:00:00Z', '--lang', 'en');
    expect(noDb.code).toBe(2);
    expect(noDb.err).toContain('--from sets the times of the facts recorded into a log');
  });

  it('given a new table opened with its own chip set, gaming day and zone, then the log keeps them and the report reads them', async () => {
    const dir = tempDir();
    const db = join(dir, 'bj-09.db');
    const script = join(dir, 'open.jsonl');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(
      script,
      [
        '{"type":"table","profile":"classic-6d"}',
        // A 1,000 chip is not in this table's set: refused, with the set named.
        '{"type":"table-open","inventory":{"1000":2},"by":{"croupier":"lea","supervisor":"pat"}}',
        '{"type":"table-open","inventory":{"5":40,"25":20},"by":{"croupier":"lea","supervisor":"pat"}}',
      ].join('\n'),
    );
    const played = await runSabot(
      'play',
      '--db',
      db,
      '--script',
      script,
      '--from',
      '2026-11-03T06:30:00Z',
      '--chips',
      '1,5,25,100',
      '--gaming-day-starts',
      '08:00',
      '--time-zone',
      'Europe/Paris',
      '--expected-hold',
      '8-20',
    );
    expect(played.code).toBe(3);
    expect(played.out + played.err).toContain('this table has no 1000 chip: its chips are 1, 5, 25, 100');
    const read = await runSabot('report', 'shift', '--db', db, '--json');
    expect(read.code, read.err).toBe(0);
    const report = shiftReportSchema.parse(JSON.parse(read.out));
    // 06:30 UTC is 07:30 in Paris, before the table's 08:00 start: the gaming day of 2 November.
    expect(report).toMatchObject({ gamingDayStarts: '08:00', day: '2026-11-02', opener: 700 });
    // No drop, no hold: nothing to set against the table's expected interval.
    expect(report).toMatchObject({ expectedHold: { low: 0.08, high: 0.2 }, holdOutside: null });
    const bad = await runSabot('play', '--db', join(dir, 'x.db'), '--script', script, '--chips', '1,five');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('1,five is no chip set');
  });

  it('names a hold outside the expected interval, to be looked into; a hold inside it is not named', async () => {
    const db = await shiftLog('shift-full');
    const outside = await reportJson(db, '--expected-hold', '8-20');
    expect(outside).toMatchObject({
      hold: -0.2786,
      expectedHold: { low: 0.08, high: 0.2 },
      holdOutside: true,
    });
    const inside = await reportJson(db, '--expected-hold', '-30-20');
    expect(inside.holdOutside).toBe(false);
    expect((await reportJson(db)).holdOutside).toBeNull();
    const text = await runSabot(
      'report',
      'shift',
      '--db',
      db,
      '--time-zone',
      'UTC',
      '--expected-hold',
      '8-20',
    );
    expect(text.out).toContain('The hold -27.9% is outside the expected 8.0% to 20.0%: look into it.');
    const bad = await runSabot('report', 'shift', '--db', db, '--expected-hold', '20-8');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('20-8 is no interval');
  });

  it('names a clock put back between opener and closer, with both times, and keeps the closer', async () => {
    const db = join(tempDir(), 'bj-07.db');
    const by = { croupier: 'lea', supervisor: 'pat' };
    const at = (time: string) => ({ source: 'script', operator: 'pat', time: new Date(time) }) as const;
    const table = TableService.open({
      dbPath: db,
      profile: classic6d,
      clock: () => new Date('2026-11-02T18:00:00Z'),
    });
    expect(
      table.submit({ type: 'table-open', inventory: { '100': 50 }, by }, at('2026-11-02T18:01:00Z')).ok,
    ).toBe(true);
    expect(
      table.submit({ type: 'table-close', inventory: { '100': 50 }, by }, at('2026-11-01T16:01:00Z')).ok,
    ).toBe(true);
    table.close();
    const text = await runSabot('report', 'shift', '--db', db, '--time-zone', 'UTC', '--day', '2026-11-02');
    expect(text.code).toBe(0);
    expect(text.out).toContain(
      "The clock put back\n2026-11-01 16:01: recorded after a fact of 2026-11-02 18:01: the table's clock was put back",
    );
    expect((await reportJson(db, '--day', '2026-11-02')).closer).toBe(5000);
  });
});
