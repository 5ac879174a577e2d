import Database from 'better-sqlite3';
import { toLoggedEvent } from '../../app/core/log/log-mapping.js';
import { readProtection } from '../../app/core/protection/protection-reader.js';
import { foldStream } from '../../engine/log/fold-log.js';
import type { LoggedEvent } from '../../engine/log/log-events.js';
import { type BenchSuite, type Measurement, measure } from './harness.js';
import { MONTH_DAYS, monthOfShifts } from './shift-month-log.js';

const LAST_DAY = '2026-11-30';
const n = (count: number): string => count.toLocaleString('en');

/** The least any reading of the signals must do: every fact of the log read, parsed and folded. */
function foldEveryFact(path: string): number {
  const log = new Database(path, { readonly: true });
  try {
    const rows = log
      .prepare<[], { position: number; stream: string; type: string; data: string }>(
        'SELECT position, stream, type, data FROM events ORDER BY position',
      )
      .iterate();
    function* facts(): Generator<LoggedEvent> {
      for (const row of rows) yield toLoggedEvent({ ...row, data: JSON.parse(row.data) });
    }
    return foldStream(facts(), []).skipped.length;
  } finally {
    log.close();
  }
}

/**
 * The game-protection signals of a simulated month (30 gaming days of a seven-box table): the
 * whole log and its last day, read from the file as `sabot protection` reads it, beside the bare
 * fold of every fact (the part no reading can skip while the signals fold the whole log).
 */
export const protectionSuite: BenchSuite = {
  title: `Game protection on a simulated month (${MONTH_DAYS} gaming days)`,
  async run(): Promise<Measurement[]> {
    const { path, builtInSeconds } = await monthOfShifts();
    const check = readProtection(path).report;
    const built = builtInSeconds === null ? 'cached log' : `log built in ${builtInSeconds.toFixed(0)} s`;
    const [month, day, baseline] = await measure(
      {
        month: () => readProtection(path),
        day: () => readProtection(path, { day: LAST_DAY }),
        baseline: () => foldEveryFact(path),
      },
      { iterations: 3, timeMs: 1 },
    );
    if (!month || !day || !baseline) throw new Error('the protection bench did not complete');
    const ratio = (ms: number): string => `${(ms / baseline.medianMs).toFixed(2)}× the bare fold`;
    return [
      {
        ...month,
        name: 'every signal of the whole month, readProtection on the file',
        note: `${ratio(month.medianMs)}; ${n(check.rounds)} rounds, ${check.croupiers.length} croupiers, ${check.days.length} days, ${check.days.filter((d) => d.flagged).length} flagged; ${built}`,
      },
      {
        ...day,
        name: `every signal of one gaming day (${LAST_DAY})`,
        note: `${ratio(day.medianMs)}: the whole log is folded, the day's rounds kept`,
      },
      {
        ...baseline,
        name: 'baseline: every fact of the log read, parsed and folded (no watch)',
        note: 'a read-only connection, one statement',
      },
    ];
  },
};
