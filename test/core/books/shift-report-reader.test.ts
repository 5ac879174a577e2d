import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readShiftReport } from '../../../app/core/books/shift-report-reader.js';
import { tempDir } from '../log/log-fixtures.js';
import { BY, close, open, ROUND_HOUSE_WINS_10, record } from './books-fixtures.js';

describe('the shift report read from a log', () => {
  it('sums the gaming days of a month, each closing on its own tray', () => {
    const dbPath = join(tempDir(), 'table.db');
    // 2 November: opens 5000, the house wins 10, closes 5010. 3 November: opens 5010, closes 5020.
    record(dbPath, '2026-11-02T18:00:00Z', [open(50), ...ROUND_HOUSE_WINS_10, close({ '100': 50, '5': 2 })]);
    record(dbPath, '2026-11-03T18:00:00Z', [
      { type: 'table-open', inventory: { '100': 50, '5': 2 }, by: BY },
      ...ROUND_HOUSE_WINS_10,
      close({ '100': 50, '5': 4 }),
    ]);
    const day = (name: string) => readShiftReport(dbPath, { period: { day: name }, timeZone: 'UTC' }).report;
    expect(day('2026-11-02')).toMatchObject({
      opener: 5000,
      closer: 5010,
      win: 10,
      houseResult: 10,
      rounds: 1,
    });
    expect(day('2026-11-03')).toMatchObject({
      opener: 5010,
      closer: 5020,
      win: 10,
      houseResult: 10,
      rounds: 1,
    });
    const month = readShiftReport(dbPath, { period: { month: '2026-11' }, timeZone: 'UTC' }).report;
    expect(month).toMatchObject({ day: '2026-11', opener: 10_010, closer: 10_030, win: 20, houseResult: 20 });
    expect(month).toMatchObject({ rounds: 2, discrepancy: 0, openerDiscrepancies: [] });
    // Without a period: the gaming day of the log's last fact.
    expect(readShiftReport(dbPath, { timeZone: 'UTC' }).report.day).toBe('2026-11-03');
    expect(readShiftReport(dbPath, { period: { month: '2026-10' }, timeZone: 'UTC' }).report.rounds).toBe(0);
  });

  it("counts the gaming day the table's opening names, unless the reader says otherwise", () => {
    const dbPath = join(tempDir(), 'table.db');
    // The opener at 15:01 UTC is 00:01 on 3 November in Tokyo, before the table's 18:00 start.
    record(dbPath, '2026-11-02T15:00:00Z', [open(50), ...ROUND_HOUSE_WINS_10], {
      gamingDayStarts: '18:00',
      timeZone: 'Asia/Tokyo',
    });
    const read = readShiftReport(dbPath);
    expect(read.clock).toEqual({ starts: '18:00', timeZone: 'Asia/Tokyo' });
    expect(read.report).toMatchObject({ day: '2026-11-02', gamingDayStarts: '18:00', rounds: 1 });
    expect(readShiftReport(dbPath, { gamingDayStarts: '00:00' }).report.day).toBe('2026-11-03');
    expect(readShiftReport(dbPath, { timeZone: 'UTC' }).report.day).toBe('2026-11-01');
  });

  it('given a clock put back 26 hours between opener and closer, then the closer is kept and the report names where', () => {
    const dbPath = join(tempDir(), 'table.db');
    record(dbPath, '2026-11-02T18:00:00Z', [open(50), ...ROUND_HOUSE_WINS_10]);
    record(dbPath, '2026-11-01T16:12:00Z', [close({ '100': 50, '5': 2 })]);
    const { report } = readShiftReport(dbPath, { timeZone: 'UTC' });
    expect(report).toMatchObject({ day: '2026-11-02', closer: 5010, stillOpen: false });
    expect(report.clockBack).toEqual([{ at: '2026-11-01T16:12:00.000Z', after: '2026-11-02T18:12:00.000Z' }]);
    // A clock behind by less than a minute is the same clock: two writers stamping a moment apart.
    const sameClock = join(tempDir(), 'table.db');
    record(sameClock, '2026-11-02T18:00:00Z', [open(50)]);
    record(sameClock, '2026-11-02T18:00:30Z', [close({ '100': 50 })]);
    expect(readShiftReport(sameClock, { timeZone: 'UTC' }).report.clockBack).toEqual([]);
  });

  it('while the table is open, takes the tray the cards say it holds as the closer', () => {
    const dbPath = join(tempDir(), 'table.db');
    record(dbPath, '2026-11-02T18:00:00Z', [
      open(50),
      { type: 'buy-in', box: 1, amount: 100 },
      ...ROUND_HOUSE_WINS_10,
    ]);
    const { report } = readShiftReport(dbPath, { timeZone: 'UTC' });
    expect(report).toMatchObject({ stillOpen: true, opener: 5000, expectedCloser: 4910, closer: 4910 });
    expect(report).toMatchObject({ discrepancy: 0, win: 10, houseResult: 10, drop: 100, closers: [] });
  });

  it('names the croupier on duty: the opener signer, then each change; no hours while the table is closed', () => {
    const dbPath = join(tempDir(), 'table.db');
    record(dbPath, '2026-11-02T18:00:00Z', [
      open(50), // 18:01, lea signs: lea on duty
      ...ROUND_HOUSE_WINS_10, // 18:02-18:12
      { type: 'croupier', name: 'max' }, // 18:13
      ...ROUND_HOUSE_WINS_10, // 18:14-18:24
      close({ '100': 50, '5': 4 }), // 18:25
      { type: 'croupier', name: 'sam' }, // 18:26, the table closed: no duty yet
      { type: 'table-open', inventory: { '100': 50, '5': 4 }, by: BY }, // 18:27: sam on duty
      close({ '100': 50, '5': 4 }), // 18:28
    ]);
    const { report } = readShiftReport(dbPath, { timeZone: 'UTC' });
    expect(report.croupiers).toEqual([
      { name: 'lea', rounds: 1, hours: 0.2, misdeals: 0, corrections: 0, voids: 0 },
      { name: 'max', rounds: 1, hours: 0.2, misdeals: 0, corrections: 0, voids: 0 },
      { name: 'sam', rounds: 0, hours: 0.02, misdeals: 0, corrections: 0, voids: 0 },
    ]);
  });

  it('dates a limit change made during a round from that round’s end, and lists a spoiled slip form', () => {
    const dbPath = join(tempDir(), 'table.db');
    record(dbPath, '2026-11-02T18:00:00Z', [
      open(50), // 18:01
      ...ROUND_HOUSE_WINS_10.slice(0, 4), // 18:02-18:05: bets down, the deal begun
      { type: 'limits', min: 10, max: 1000 }, // 18:06, the round in play
      ...ROUND_HOUSE_WINS_10.slice(4), // 18:07-18:13: settled at 18:13
      { type: 'slip-void', slip: 'F-0040', reason: 'form torn', by: BY }, // 18:14
    ]);
    const { report } = readShiftReport(dbPath, { timeZone: 'UTC' });
    expect(report.limits).toEqual([
      { at: '2026-11-02T18:00:00.000Z', min: 5, max: 500 },
      { at: '2026-11-02T18:13:00.000Z', min: 10, max: 1000 },
    ]);
    expect(report.slips).toEqual([
      {
        slip: 'F-0040',
        kind: 'fill',
        amount: 0,
        inventory: {},
        void: true,
        voidReason: 'form torn',
        at: '2026-11-02T18:14:00.000Z',
        by: ['croupier: lea', 'supervisor: pat'],
      },
    ]);
    expect(readShiftReport(dbPath, { timeZone: 'UTC', write: false }).report).toEqual(report);
  });

  it("counts each round's latest settlement: a round voided after it was paid counts nothing", () => {
    const dbPath = join(tempDir(), 'table.db');
    record(dbPath, '2026-11-02T18:00:00Z', [
      open(50),
      ...ROUND_HOUSE_WINS_10,
      ...ROUND_HOUSE_WINS_10,
      'void-round',
    ]);
    const { report } = readShiftReport(dbPath, { timeZone: 'UTC' });
    expect(report).toMatchObject({ rounds: 2, houseResult: 10, expectedCloser: 5010 });
    expect(report.croupiers).toEqual([
      { name: 'lea', rounds: 2, hours: 0.38, misdeals: 0, corrections: 0, voids: 1 },
    ]);
  });
});
