import type { BenchSuite, Measurement } from './harness.js';
import { median, type ProcessRun, sabotRuns } from './process-peak.js';
import { daysOfShifts, MONTH_DAYS, monthOfShifts } from './shift-month-log.js';

/** The long log: a quarter of the same shifts, the month its first. */
const LONG_DAYS = 90;
const MONTH = '2026-11';
const DAY = '2026-11-15';
const RUNS = 3;

/** The readers of one period, as the pit boss runs them at a terminal. */
const COMMANDS: readonly { readonly name: string; readonly args: (db: string) => string[] }[] = [
  {
    name: `report shift --month ${MONTH}`,
    args: (db) => ['report', 'shift', '--db', db, '--month', MONTH, '--time-zone', 'UTC', '--json'],
  },
  {
    name: `report shift --day ${DAY}`,
    args: (db) => ['report', 'shift', '--db', db, '--day', DAY, '--time-zone', 'UTC', '--json'],
  },
  { name: `ratings --day ${DAY}`, args: (db) => ['ratings', '--db', db, '--day', DAY, '--json'] },
  { name: `protection --day ${DAY}`, args: (db) => ['protection', '--db', db, '--day', DAY, '--json'] },
];

/**
 * The readers of one period on a month's log and on a quarter's (the same month its first): as
 * whole processes, run in turn in the same run, the median time and peak memory of each. A reader
 * that reads the period alone costs the same on both.
 */
export const periodReadersSuite: BenchSuite = {
  title: `Readers of one period on ${MONTH_DAYS} and ${LONG_DAYS} gaming days of one table`,
  async run(): Promise<Measurement[]> {
    const short = await monthOfShifts();
    const long = await daysOfShifts(LONG_DAYS);
    const rows: Measurement[] = [];
    for (const command of COMMANDS) {
      // Interleaved, so that a change of the machine's load falls on both logs alike.
      const shortRuns: ProcessRun[] = [];
      const longRuns: ProcessRun[] = [];
      for (let run = 0; run < RUNS; run++) {
        shortRuns.push(...sabotRuns(command.args(short.path), 1));
        longRuns.push(...sabotRuns(command.args(long.path), 1));
      }
      const figures = (runs: readonly ProcessRun[]) => ({
        ms: median(runs.map((each) => each.ms)),
        max: Math.max(...runs.map((each) => each.ms)),
        peak: median(runs.map((each) => each.peakMiB)),
      });
      const [a, b] = [figures(shortRuns), figures(longRuns)];
      for (const [days, log, figure] of [
        [MONTH_DAYS, short, a],
        [LONG_DAYS, long, b],
      ] as const)
        rows.push({
          name: `\`sabot ${command.name}\` on ${days} days (${log.rounds.toLocaleString('en')} rounds), a whole process`,
          medianMs: figure.ms,
          p99Ms: figure.max,
          samples: RUNS,
          note:
            days === MONTH_DAYS
              ? `peak memory ${figure.peak.toFixed(0)} MiB`
              : `peak memory ${figure.peak.toFixed(0)} MiB (${(b.peak / a.peak).toFixed(2)}× the month's log), time ${(b.ms / a.ms).toFixed(2)}× the month's log`,
        });
    }
    return rows;
  },
};
