import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ShiftReport, shiftReportSchema } from '../../app/contract/shift-report.js';
import { REPORT_FIGURES, REPORT_TABLE_KINDS, reportTable } from '../../app/contract/shift-report-csv.js';
import { workbookSheets } from '../../app/core/books/shift-report-workbook.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { readCsv } from '../support/read-csv.js';
import { correctedDay, DAY, FIGURES } from '../support/reopened-shift.js';
import { runSabot } from '../support/run-cli.js';

// The gaming day and its figures worked by hand: test/support/reopened-shift.ts.

/** The same figures as the terminal writes them in English, in the report's order. */
const TEXT_LINES: readonly (readonly [string, string])[] = [
  ['opener', '12,530'],
  ['closer', '11,360'],
  ['fills', '500'],
  ['credits', '500'],
  ['drop', '1,000'],
  ['of which markers', '500'],
  ['chips sold', '1,000'],
  ['win', '-170'],
  ['hold (win ÷ drop)', '-17.0%'],
  ['house result (cards)', '405'],
  ['expected closer', '11,960'],
  ['discrepancy', '-600'],
  ['rounds', '4'],
  ['rounds per hour', '5.2'],
];

/** The reading half of the workbook library, loaded by name: a development dependency of the tests. */
const WORKBOOK_READER: string = 'read-excel-file/node';

async function readWorkbook(file: string): Promise<{ sheet: string; data: unknown[][] }[]> {
  const reader = (await import(WORKBOOK_READER)) as {
    default: (input: string) => Promise<{ sheet: string; data: unknown[][] }[]>;
  };
  return reader.default(file);
}

const report = (db: string, ...args: string[]) =>
  runSabot('report', 'shift', '--db', db, '--time-zone', 'UTC', '--lang', 'en', ...args);

async function reportJson(db: string, ...args: string[]): Promise<ShiftReport> {
  const read = await report(db, '--json', ...args);
  expect(read.code, read.err).toBe(0);
  return shiftReportSchema.parse(JSON.parse(read.out));
}

async function csvOf(db: string, kind: string, ...args: string[]): Promise<string[][]> {
  const read = await report(db, '--csv', kind, ...args);
  expect(read.code, read.err).toBe(0);
  const rows = readCsv(read.out);
  for (const row of rows) expect(row, kind).toHaveLength(rows[0]?.length ?? 0);
  return rows;
}

/** A CSV's rows as objects by their header's names. */
const records = ([header = [], ...rows]: string[][]): Record<string, string>[] =>
  rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])));

/** The figures as a CSV row holds them: plain numbers, the hold a fraction, a flag 1 or 0. */
const csvFigures = Object.fromEntries(
  [...REPORT_FIGURES, 'stillOpen' as const].map((name) => [
    name,
    typeof FIGURES[name] === 'boolean' ? (FIGURES[name] ? '1' : '0') : String(FIGURES[name]),
  ]),
);

describe('one gaming day, the same figures in every form of the report', () => {
  it('agrees with the hand-worked figures in JSON, text and each CSV, for the day and its month', async () => {
    const db = await correctedDay();
    for (const period of [
      ['--day', DAY],
      ['--month', DAY.slice(0, 7)],
    ]) {
      const json = await reportJson(db, ...period);
      expect(json).toMatchObject(FIGURES);
      expect(json.days).toEqual([{ day: DAY, ...FIGURES }]);

      const text = (await report(db, ...period)).out;
      for (const [label, value] of TEXT_LINES)
        expect(text).toMatch(new RegExp(`^${label.replace(/[()]/g, '\\$&')} +${value}$`, 'm'));
      expect(text).toContain('The tray is short by 600');

      const [summary] = records(await csvOf(db, 'summary', ...period));
      expect(summary).toEqual({
        table: 'bj-07',
        day: period[1],
        gamingDayStarts: '06:00',
        ...csvFigures,
      });
      expect(records(await csvOf(db, 'days', ...period))).toEqual([{ ...summary, day: DAY }]);
    }
    // A month's text has its day-by-day table: the day's line holds the same figures.
    const month = (await report(db, '--month', '2026-11')).out;
    // Two tables of the days, the tray's money then the result, each narrow enough for a terminal.
    expect(month).toContain("Gaming days: the tray's money");
    expect(month).toContain('Gaming days: the result');
    expect(month).toMatch(/^2026-11-02 +12,530 +11,360 +500 +500 +1,000 +500 +1,000$/m);
    expect(month).toMatch(/^2026-11-02 +-170 +-17\.0% +405 +11,960 +-600 +4 +5\.2$/m);
    for (const line of month.split('\n')) expect(line.length, line).toBeLessThanOrEqual(160);
  });

  it('lists the voided buy-in, the slips, the counts and the croupiers in their own CSV', async () => {
    const db = await correctedDay();
    const buyIns = records(await csvOf(db, 'buy-ins', '--day', DAY));
    expect(buyIns.map((row) => [row.buyIn, row.amount, row.method, row.void, row.voidReason])).toEqual([
      ['1', '200', 'cash', '0', ''],
      ['2', '500', 'marker', '0', ''],
      ['3', '2000', 'cash', '1', 'keyed 2000 for 200'],
      ['4', '300', 'cash', '0', ''],
    ]);
    // The drop is the buy-ins not void: 200 + 500 + 300.
    const kept = buyIns.filter((row) => row.void === '0');
    expect(kept.reduce((sum, row) => sum + Number(row.amount), 0)).toBe(FIGURES.drop);
    const slips = records(await csvOf(db, 'slips', '--day', DAY));
    expect(slips.map((row) => [row.slip, row.kind, row.amount, row.chips, row.void])).toEqual([
      ['F-0101', 'fill', '500', '25=20', '0'],
      ['C-0201', 'credit', '500', '100=5', '0'],
    ]);
    const counts = records(await csvOf(db, 'counts', '--day', DAY));
    expect(counts.map((row) => [row.count, row.at?.slice(11, 16), row.amount])).toEqual([
      ['opener', '17:12', '6500'],
      ['closer', '17:43', '6030'],
      ['opener', '17:44', '6030'],
      ['closer', '17:59', '5330'],
    ]);
    // The round before the opener was dealt by no croupier named yet: the table's own source.
    const croupiers = records(await csvOf(db, 'croupiers', '--day', DAY));
    expect(croupiers.map((row) => [row.name, row.rounds, row.hours, row.corrections])).toEqual([
      ['script', '1', '0', '0'],
      ['lea', '2', '0.53', '1'],
      ['max', '1', '0.23', '0'],
    ]);
  });

  it('reports a table still open with the same figures, its closer the tray the cards say', async () => {
    const script = readFileSync('test/scenarios/classic-6d/shift-reopened.jsonl', 'utf8');
    const open = join(tempDir(), 'shift-still-open.jsonl');
    // The same shift, the second closer not counted yet.
    writeFileSync(open, script.replace(/\{"type":"table-close"[^\n]*"100":33[^\n]*\n/, ''));
    expect(readFileSync(open, 'utf8')).not.toContain('"100":33');
    const db = await correctedDay(open);
    const json = await reportJson(db, '--day', DAY);
    // Every figure but the pace: an open session's hours run to the log's last fact, here the
    // correction made weeks later, so its rounds per hour fall to 0.
    const { roundsPerHour: _, ...amounts } = FIGURES;
    expect(json).toMatchObject({ ...amounts, stillOpen: true, roundsPerHour: 0 });
    expect(json.closers).toHaveLength(1);
    const [summary] = records(await csvOf(db, 'summary', '--day', DAY));
    expect(summary).toMatchObject({ ...csvFigures, stillOpen: '1', roundsPerHour: '0' });
    expect((await report(db, '--day', DAY)).out).toContain('still open');
  });

  it('puts each CSV in its own sheet of the workbook, cell for cell', async () => {
    const db = await correctedDay();
    const json = await reportJson(db, '--day', DAY);
    const sheets = workbookSheets([json]);
    expect(sheets.map((sheet) => sheet.sheet)).toEqual([...REPORT_TABLE_KINDS]);
    for (const sheet of sheets) {
      const cells = sheet.data.map((row) =>
        row.map((cell) => (cell !== null && typeof cell === 'object' ? cell.value : cell)),
      );
      const csv = await csvOf(db, sheet.sheet, '--day', DAY);
      // A number stays a number in the sheet; the CSV writes it in plain digits.
      expect(
        cells.map((row) => row.map((cell) => (cell === null ? '' : String(cell)))),
        sheet.sheet,
      ).toEqual(csv);
    }
    // The hold keeps the report's fraction, shown as a percentage of one decimal as on the screen.
    const hold = reportTable([json], 'summary').columns.indexOf('hold');
    expect(sheets[0]?.data[1]?.[hold]).toEqual({ value: -0.17, type: Number, format: '0.0%' });

    const file = join(tempDir(), 'bj-07.xlsx');
    const written = await report(db, '--day', DAY, '--xlsx', file);
    expect(written.err).toBe('');
    expect(written.out).toBe(
      `the workbook ${file} is written, one sheet each: ${REPORT_TABLE_KINDS.join(', ')}\n`,
    );
    // Read back as the accounting office's spreadsheet reads it: each sheet the CSV of its kind.
    const read = await readWorkbook(file);
    expect(read.map((sheet) => sheet.sheet)).toEqual([...REPORT_TABLE_KINDS]);
    for (const sheet of read)
      expect(
        sheet.data.map((row) => row.map((cell) => (cell === null ? '' : String(cell)))),
        sheet.sheet,
      ).toEqual(await csvOf(db, sheet.sheet, '--day', DAY));
  });
});
