import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { type BookPlace, readBookPlaces } from '../../../app/core/books/book-places.js';
import { gamingDayReader } from '../../../app/core/books/gaming-day.js';
import { periodReading } from '../../../app/core/books/period-stretches.js';
import type { ReportPeriod } from '../../../app/core/books/shift-report.js';
import {
  type BooksScope,
  readShiftBooks,
  readShiftReport,
} from '../../../app/core/books/shift-report-reader.js';
import { simulateJson } from '../../support/simulate-json.js';
import { tempDir } from '../log/log-fixtures.js';
import { BY, close, open, ROUND_HOUSE_WINS_10, record } from './books-fixtures.js';

const UTC = { timeZone: 'UTC' } as const;

/** A seven-box table's `days` gaming days of `hours` hours from 1 November 2026, as `sabot simulate --days` keeps them. */
async function simulatedDays(days: number, hours = 1): Promise<string> {
  const db = join(tempDir(), 'table.db');
  await simulateJson(
    '--db',
    db,
    '--days',
    String(days),
    '--hours',
    String(hours),
    '--boxes',
    '7',
    '--seed',
    '11',
    '--profile',
    'classic-6d',
    '--from',
    '2026-11-01T18:00:00Z',
  );
  return db;
}

/** The gaming day `days` after (or before) `day`. */
const dayAround = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Every gaming day and month the log holds, and its last day, reported from the rounds of that
 * period alone, equal the same reports of the log walked whole.
 */
function expectEveryPeriodAsWhole(dbPath: string, request: { readonly timeZone?: string } = UTC): void {
  const whole = readShiftBooks(dbPath, 'every-day', request);
  const months = [...new Set(whole.days.map((day) => day.slice(0, 7)))];
  // And a period before the log's first day and after its last: empty, with the limits in force.
  const [first, last] = [whole.days[0] ?? '2026-11-01', whole.days.at(-1) ?? '2026-11-01'];
  const periods: ReportPeriod[] = [
    ...whole.days.map((day) => ({ day })),
    ...months.map((month) => ({ month })),
    { day: dayAround(first, -1) },
    { day: dayAround(last, 1) },
  ];
  expect(periods.length).toBeGreaterThan(0);
  for (const period of periods)
    expect(readShiftReport(dbPath, { ...request, period }).report, JSON.stringify(period)).toEqual(
      whole.report(period),
    );
  expect(readShiftReport(dbPath, request).report).toEqual(whole.report());
}

describe('the shift report of a period read from that period alone', () => {
  it('given a simulated week, then each day, the month and the last day are the figures of the log read whole', async () => {
    const week = await simulatedDays(7);
    expectEveryPeriodAsWhole(week);
    const month = readShiftReport(week, { ...UTC, period: { month: '2026-11' } }).report;
    expect(month).toMatchObject({ discrepancy: 0, rounds: 7 * 60 });
    expect(month.win).toBe(month.houseResult);
  }, 120_000);

  it('given the same shifts kept three days longer, then an early day reads the same as in the shorter log', async () => {
    const short = await simulatedDays(2);
    const long = await simulatedDays(5);
    const day = { day: '2026-11-02' };
    const read = (db: string) => readShiftReport(db, { ...UTC, period: day }).report;
    expect(read(long)).toEqual(read(short));
    expect(read(long).rounds).toBe(60);
    // The later days are there, and counted in their own days only.
    expect(readShiftReport(long, UTC).report.day).toBe('2026-11-05');
  }, 120_000);

  it("given a round voided the next day, then its day counts its latest settlement and the next day's does not count it", () => {
    const dbPath = join(tempDir(), 'table.db');
    record(dbPath, '2026-11-02T18:00:00Z', [open(50), ...ROUND_HOUSE_WINS_10, close({ '100': 50, '5': 2 })]);
    record(dbPath, '2026-11-03T18:00:00Z', [
      { type: 'table-open', inventory: { '100': 50, '5': 2 }, by: BY },
      'void-round',
      ...ROUND_HOUSE_WINS_10,
    ]);
    const day = (name: string) => readShiftReport(dbPath, { ...UTC, period: { day: name } }).report;
    expect(day('2026-11-02')).toMatchObject({ rounds: 1, houseResult: 0 });
    expect(day('2026-11-03')).toMatchObject({ rounds: 1, houseResult: 10 });
    expectEveryPeriodAsWhole(dbPath);
  });

  it('given rounds dealt before the books were kept, a clock put back across gaming days and a limit change in a round, then every period reads as the whole log', () => {
    const dbPath = join(tempDir(), 'table.db');
    // Two days of rounds with no books (no session open: each round in the day of its own time).
    record(dbPath, '2026-10-31T18:00:00Z', ROUND_HOUSE_WINS_10);
    record(dbPath, '2026-11-01T18:00:00Z', ROUND_HOUSE_WINS_10);
    record(dbPath, '2026-11-02T18:00:00Z', [
      open(50),
      ...ROUND_HOUSE_WINS_10.slice(0, 4),
      { type: 'limits', min: 10, max: 1000 },
      ...ROUND_HOUSE_WINS_10.slice(4),
      close({ '100': 50, '5': 2 }),
    ]);
    // The clock put back a day before the next opener.
    record(dbPath, '2026-11-03T20:00:00Z', [
      { type: 'table-open', inventory: { '100': 50, '5': 2 }, by: BY },
    ]);
    record(dbPath, '2026-11-02T23:00:00Z', ROUND_HOUSE_WINS_10);
    const day = (name: string) => readShiftReport(dbPath, { ...UTC, period: { day: name } }).report;
    expect(day('2026-11-01')).toMatchObject({ rounds: 1, houseResult: 10, opener: 0 });
    expect(day('2026-11-03')).toMatchObject({ rounds: 1, stillOpen: true });
    expect(day('2026-11-03').clockBack).toHaveLength(1);
    expectEveryPeriodAsWhole(dbPath);
  });

  it('given a buy-in and a fill of one day voided on the next, then the day reads them void though its books are read no further than its close', () => {
    const dbPath = join(tempDir(), 'table.db');
    const cage = { ...BY, cashier: 'kim', runner: 'joe' };
    record(dbPath, '2026-11-02T18:00:00Z', [
      open(50),
      { type: 'buy-in', box: 1, amount: 100 },
      { type: 'fill', slip: 'F-0001', inventory: { '100': 10 }, by: cage },
      ...ROUND_HOUSE_WINS_10,
      close({ '100': 60, '5': 2 }),
    ]);
    record(dbPath, '2026-11-03T18:00:00Z', [
      { type: 'table-open', inventory: { '100': 60, '5': 2 }, by: BY },
      { type: 'buy-in-void', buyIn: 1, reason: 'keyed at the wrong table' },
      { type: 'slip-void', slip: 'F-0001', reason: 'chips sent back to the cage', by: BY },
      ...ROUND_HOUSE_WINS_10,
      close({ '100': 60, '5': 4 }),
    ]);
    record(dbPath, '2026-11-04T18:00:00Z', [
      { type: 'table-open', inventory: { '100': 60, '5': 4 }, by: BY },
    ]);
    const first = readShiftReport(dbPath, { ...UTC, period: { day: '2026-11-02' } }).report;
    expect(first).toMatchObject({ drop: 0, fills: 0, rounds: 1 });
    expect(first.buyIns[0]?.void).toMatchObject({ reason: 'keyed at the wrong table' });
    expect(first.slips[0]).toMatchObject({ slip: 'F-0001', void: true });
    // The day's books are read to the next day's opener, then only the facts that reach back.
    const dayOf = gamingDayReader({ starts: '06:00', timeZone: 'UTC' });
    const log = new Database(dbPath, { readonly: true });
    const places = readBookPlaces(log, dayOf);
    log.close();
    const reading = periodReading(places, { day: '2026-11-02' });
    const opener = places.find((place) => place.type === 'OpenerCounted' && place.day === '2026-11-03');
    expect(reading.until).toBe(opener?.position);
    expect(reading.later).toHaveLength(2);
    expectEveryPeriodAsWhole(dbPath);
  });

  it("given a form voided in a later session under a clock put back into the day, then the day does not list it (it is the later day's)", () => {
    const dbPath = join(tempDir(), 'table.db');
    record(dbPath, '2026-11-02T18:00:00Z', [open(50), ...ROUND_HOUSE_WINS_10, close({ '100': 50, '5': 2 })]);
    record(dbPath, '2026-11-03T18:00:00Z', [
      { type: 'croupier', name: 'max' },
      { type: 'table-open', inventory: { '100': 50, '5': 2 }, by: BY },
    ]);
    record(dbPath, '2026-11-02T23:00:00Z', [
      { type: 'slip-void', slip: 'F-0099', reason: 'form torn', by: BY },
      close({ '100': 50, '5': 2 }),
    ]);
    expect(readShiftReport(dbPath, { ...UTC, period: { day: '2026-11-02' } }).report.slips).toEqual([]);
    expect(readShiftReport(dbPath, { ...UTC, period: { day: '2026-11-03' } }).report.slips).toHaveLength(1);
    expectEveryPeriodAsWhole(dbPath);
  });

  it("reads the books up to a ruling's adjustment listed in the day by its own time, though recorded in a later session", () => {
    const place = (position: number, type: BookPlace['type'], day: string, listedIn = day): BookPlace => ({
      position,
      type,
      time: `${listedIn}T20:00:00.000Z`,
      day,
      listedIn,
    });
    const places = [
      place(10, 'OpenerCounted', '2026-11-02'),
      place(20, 'CloserCounted', '2026-11-02'),
      place(30, 'OpenerCounted', '2026-11-03'),
      place(40, 'SettlementAdjusted', '2026-11-03', '2026-11-02'),
      place(50, 'CroupierChanged', '2026-11-03'),
      place(60, 'SlipVoided', '2026-11-03'),
    ];
    expect(periodReading(places, { day: '2026-11-02' })).toMatchObject({ until: 50, later: [60] });
    // Without the adjustment, the day's books end at the next day's opener.
    expect(
      periodReading(
        places.filter((each) => each.position !== 40),
        { day: '2026-11-02' },
      ),
    ).toMatchObject({
      until: 30,
      later: [60],
    });
  });

  it("refuses to report a period outside the one its books were read for (the other days' rounds were not read)", () => {
    const dbPath = join(tempDir(), 'table.db');
    record(dbPath, '2026-11-02T18:00:00Z', [open(50), ...ROUND_HOUSE_WINS_10]);
    const scope: BooksScope = { day: '2026-11-02' };
    const books = readShiftBooks(dbPath, scope, UTC);
    expect(books.report({ day: '2026-11-02' }).rounds).toBe(1);
    expect(() => books.report({ day: '2026-11-03' })).toThrow(/books read for/);
    expect(() =>
      readShiftBooks(dbPath, { month: '2026-11' }, UTC).report({ day: '2026-11-02' }),
    ).not.toThrow();
  });
});
