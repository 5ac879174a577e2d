// Start-up and recall on a big log, measured in a process of their own so that resident memory
// and the open are those of a table computer starting, not of the benchmark that built the log.
// Usage: node table-log-probe.js <log path> <round> [<round> ...]; prints one JSON line.
import Database from 'better-sqlite3';
import { openLogDatabase } from '../../app/core/log/database.js';
import { latestSnapshot } from '../../app/core/log/snapshots.js';
import { TableService } from '../../app/core/table/table-service.js';
import { contextOf, FOLD_VERSION, phaseOf } from '../../engine/round/table.js';

export interface ProbeResult {
  readonly openMs: number;
  readonly rssBeforeMb: number;
  readonly rssAfterMb: number;
  readonly heapAfterMb: number;
  readonly events: number;
  readonly round: number;
  readonly phase: string;
  /** Parts of the same open: SQLite open with its quick_check, without it, and the latest snapshot's lookup. */
  readonly databaseOpenMs: number;
  readonly databaseOpenWithoutCheckMs: number;
  readonly latestSnapshotMs: number;
  readonly recalls: readonly RecallTiming[];
}

export interface RecallTiming {
  readonly round: number;
  readonly facts: number;
  readonly firstMs: number;
  readonly medianMs: number;
  readonly maxMs: number;
  readonly repeats: number;
}

const REPEATS = 15;
const mb = (bytes: number): number => Math.round(bytes / 2 ** 20);

const [path, ...rounds] = process.argv.slice(2);
if (!path || rounds.length === 0) throw new Error('usage: table-log-probe <log path> <round>...');

const rssBefore = process.memoryUsage().rss;
const opening = performance.now();
const service = TableService.open({ dbPath: path });
const openMs = performance.now() - opening;
const rssAfter = process.memoryUsage().rss;
const heapAfter = process.memoryUsage().heapUsed;

const recalls = rounds.map(Number).map((round): RecallTiming => {
  const first = performance.now();
  const recalled = service.recallRound(round);
  const firstMs = performance.now() - first;
  if (!recalled.report) throw new Error(`round ${round} has no report`);
  const times: number[] = [];
  for (let repeat = 0; repeat < REPEATS; repeat++) {
    const start = performance.now();
    service.recallRound(round);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    round,
    facts: recalled.events.length,
    firstMs,
    medianMs: times[Math.floor(REPEATS / 2)] ?? Number.NaN,
    maxMs: times.at(-1) ?? Number.NaN,
    repeats: REPEATS,
  };
});

const table = service.snapshot;
const events = service.log.count();
service.close();

const timeOpen = (quickCheck: boolean): number => {
  const start = performance.now();
  openLogDatabase(path, { quickCheck }).close();
  return performance.now() - start;
};

const timeLatestSnapshot = (): number => {
  const db = new Database(path, { readonly: true });
  try {
    const start = performance.now();
    latestSnapshot(db, FOLD_VERSION);
    return performance.now() - start;
  } finally {
    db.close();
  }
};

const result: ProbeResult = {
  openMs,
  rssBeforeMb: mb(rssBefore),
  rssAfterMb: mb(rssAfter),
  heapAfterMb: mb(heapAfter),
  events,
  round: contextOf(table).round.number,
  phase: phaseOf(table),
  databaseOpenMs: timeOpen(true),
  databaseOpenWithoutCheckMs: timeOpen(false),
  latestSnapshotMs: timeLatestSnapshot(),
  recalls,
};
console.log(JSON.stringify(result));
