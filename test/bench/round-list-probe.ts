// The pit boss's round list on a big log, in a process of its own so that resident memory is the
// table's: the first request (folded on another thread while this one keeps turning), the next
// ones as rounds are played, then the baseline, one replay of the whole log on this thread.
// Usage: node round-list-probe.js <log path>; prints one JSON line. It plays rounds into the log:
// give it a copy.
import { TableService } from '../../app/core/table/table-service.js';
import { listRounds } from '../../app/server/round-summaries.js';
import { roundSummariesOf } from '../../app/server/round-summaries-feed.js';
import { contextOf } from '../../engine/round/table.js';
import { SessionDriver } from '../core/crash/session-driver.js';

export interface RoundListProbe {
  readonly rounds: number;
  readonly firstMs: number;
  /** The longest this thread went without running a 1 ms timer while the first request was answered. */
  readonly longestPauseMs: number;
  /** One request after each round played. */
  readonly nextMs: readonly number[];
  readonly rssBeforeMb: number;
  readonly rssAfterMb: number;
  readonly baselineMs: number;
  readonly rssAfterBaselineMb: number;
}

const NEXT_ROUNDS = 10;
const mb = (bytes: number): number => Math.round(bytes / 2 ** 20);

const [path] = process.argv.slice(2);
if (!path) throw new Error('usage: round-list-probe <log path>');

const service = TableService.open({ dbPath: path });
const rssBefore = process.memoryUsage().rss;
let last = performance.now();
let longestPauseMs = 0;
const ticking = setInterval(() => {
  const now = performance.now();
  longestPauseMs = Math.max(longestPauseMs, now - last);
  last = now;
}, 1);
const started = performance.now();
const first = await roundSummariesOf(service, path, {});
const firstMs = performance.now() - started;
clearInterval(ticking);

const driver = new SessionDriver(7_003, 3);
const meta = { source: 'simulator', operator: 'croupier-7' } as const;
const nextMs: number[] = [];
for (let played = 0; played < NEXT_ROUNDS; played++) {
  const round = contextOf(service.snapshot).round.number;
  while (contextOf(service.snapshot).round.number === round) {
    const result = service.submit(driver.next(service.snapshot), meta);
    if (!result.ok) throw new Error(`the probe's round was refused: ${result.reason}`);
  }
  const start = performance.now();
  await roundSummariesOf(service, path, {});
  nextMs.push(performance.now() - start);
}
const rssAfter = process.memoryUsage().rss;

const baselineStart = performance.now();
listRounds(service, {});
const baselineMs = performance.now() - baselineStart;

const result: RoundListProbe = {
  rounds: first.length,
  firstMs,
  longestPauseMs,
  nextMs,
  rssBeforeMb: mb(rssBefore),
  rssAfterMb: mb(rssAfter),
  baselineMs,
  rssAfterBaselineMb: mb(process.memoryUsage().rss),
};
service.close();
console.log(JSON.stringify(result));
