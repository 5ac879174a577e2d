import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { readShiftReport } from '../../app/core/books/shift-report-reader.js';
import { sqlTypeList } from '../../engine/table/event-kinds.js';
import { type BenchSuite, type Measurement, measure } from './harness.js';
import { MONTH_DAYS, monthOfShifts } from './shift-month-log.js';

const TARGET_MS = 1000;
const n = (count: number): string => count.toLocaleString('en');
const LAST_DAY = '2026-11-30';
const MONTH = '2026-11';
/** The month was played in UTC evenings; the report reads its gaming days in the same zone. */
const ZONE = 'UTC';

/** The least any report of the month must do: every book fact and every settlement read and parsed. */
function readEveryBookFact(path: string): number {
  const log = new Database(path, { readonly: true });
  try {
    let lines = 0;
    const rows = log
      .prepare<[], string>(`SELECT data FROM events WHERE type IN ('RoundSettled', ${sqlTypeList('books')})`)
      .pluck()
      .iterate();
    for (const data of rows) lines += (JSON.parse(data) as { lines?: unknown[] }).lines?.length ?? 1;
    return lines;
  } finally {
    log.close();
  }
}

/** A `sabot` command from the built CLI, start to exit: what a pit boss waits for at a terminal. */
export function timeCli(...args: string[]): { median: number; max: number; samples: number } {
  const sabot = join(import.meta.dirname, '..', '..', '..', 'bin', 'sabot.js');
  const run = (): number => {
    const started = performance.now();
    execFileSync(process.execPath, [sabot, ...args], { stdio: 'ignore' });
    return performance.now() - started;
  };
  run();
  const times = Array.from({ length: 5 }, () => run()).sort((a, b) => a - b);
  return { median: times[2] ?? Number.NaN, max: times.at(-1) ?? Number.NaN, samples: times.length };
}

export const met = (ms: number): string => (ms < TARGET_MS ? 'met' : 'NOT met');

/**
 * The shift report on a simulated month (30 gaming days of a seven-box table, played by
 * `sabot simulate --days`): the last day and the month to date, read from the file as the command
 * reads it, beside the bare read of every fact the report needs.
 */
export const shiftReportSuite: BenchSuite = {
  title: `Shift report on a simulated month (${MONTH_DAYS} gaming days)`,
  async run(): Promise<Measurement[]> {
    const month = await monthOfShifts();
    const { path } = month;
    const check = readShiftReport(path, { period: { month: MONTH }, timeZone: ZONE }).report;
    const facts = new Database(path, { readonly: true });
    const factCount = facts.prepare<[], number>('SELECT count(*) FROM events').pluck().get() ?? 0;
    facts.close();
    const built =
      month.builtInSeconds === null ? 'cached log' : `log built in ${month.builtInSeconds.toFixed(0)} s`;
    const [day, monthToDate, baseline] = await measure(
      {
        day: () => readShiftReport(path, { period: { day: LAST_DAY }, timeZone: ZONE }),
        month: () => readShiftReport(path, { period: { month: MONTH }, timeZone: ZONE }),
        baseline: () => readEveryBookFact(path),
      },
      { iterations: 15, timeMs: 2000 },
    );
    if (!day || !monthToDate || !baseline) throw new Error('the shift report bench did not complete');
    const report = ['report', 'shift', '--db', path, '--time-zone', ZONE, '--json'];
    const cliDay = timeCli(...report, '--day', LAST_DAY);
    const cliMonth = timeCli(...report, '--month', MONTH);
    const cliStart = timeCli('report', 'shift', '--help');
    const ratio = (ms: number): string => `${(ms / baseline.medianMs).toFixed(2)}× the bare read`;
    return [
      {
        ...day,
        name: `report of one gaming day (${LAST_DAY}), readShiftReport on the file`,
        note: `target < 1 s: ${met(day.p99Ms)}; ${ratio(day.medianMs)}; the log: ${n(factCount)} facts, ${n(check.rounds)} rounds, ${built}`,
      },
      {
        ...monthToDate,
        name: `report of the month to date (${MONTH}, ${MONTH_DAYS} gaming days)`,
        note: `target < 1 s: ${met(monthToDate.p99Ms)}; ${ratio(monthToDate.medianMs)}; discrepancy ${check.discrepancy}, win ${n(check.win)} = house result ${n(check.houseResult)}, ${n(check.slips.length)} slips`,
      },
      {
        ...baseline,
        name: 'baseline: every book fact and settlement of the log read and parsed (no report)',
        note: 'a read-only connection, one statement',
      },
      {
        name: '`sabot report shift --day --json`, a whole process',
        medianMs: cliDay.median,
        p99Ms: cliDay.max,
        samples: cliDay.samples,
        note: `target < 1 s: ${met(cliDay.max)}; node start and module loading included`,
      },
      {
        name: '`sabot report shift --month --json`, a whole process',
        medianMs: cliMonth.median,
        p99Ms: cliMonth.max,
        samples: cliMonth.samples,
        note: `target < 1 s: ${met(cliMonth.max)}; ${(cliMonth.median / cliStart.median).toFixed(2)}× the start-up alone`,
      },
      {
        name: 'baseline: `sabot report shift --help`, a whole process (start-up and module loading alone)',
        medianMs: cliStart.median,
        p99Ms: cliStart.max,
        samples: cliStart.samples,
        note: `the day's process takes ${(cliDay.median / cliStart.median).toFixed(2)}× this`,
      },
    ];
  },
};
