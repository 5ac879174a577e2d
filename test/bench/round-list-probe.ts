// The pit boss's round list on a big log, in a process of its own so that resident memory is the
// table's: opening the table (the projection brought up to the log, if behind), the first page,
// the next pages as rounds are played, filtered pages, the charts, then the baseline: the same
// list folded from the whole log into memory (what a read-only file costs).
// Usage: node round-list-probe.js <log path>; prints one JSON line. It plays rounds into the log:
// give it a copy.
import { projectInMemory } from '../../app/core/projections/round-list-in-memory.js';
import { roundPage } from '../../app/core/projections/round-list-query.js';
import { listRoundPage, sessionResultsOf } from '../../app/core/review/table-review.js';
import { reasonOf } from '../../app/core/sentences.js';
import { TableService } from '../../app/core/table/table-service.js';
import { contextOf } from '../../engine/round/table.js';
import { SessionDriver } from '../core/crash/session-driver.js';

export interface RoundListProbe {
  readonly rounds: number;
  readonly openMs: number;
  readonly firstMs: number;
  readonly firstBytes: number;
  /** One request after each round played. */
  readonly nextMs: readonly number[];
  /** The second page, by bettor, by box, by flag. */
  readonly filteredMs: Readonly<Record<string, number>>;
  readonly sessionResultsMs: number;
  readonly rssBeforeMb: number;
  readonly rssAfterMb: number;
  readonly baselineMs: number;
  readonly rssAfterBaselineMb: number;
}

const NEXT_ROUNDS = 10;
const mb = (bytes: number): number => Math.round(bytes / 2 ** 20);
const timed = <T>(work: () => T): [T, number] => {
  const started = performance.now();
  const result = work();
  return [result, performance.now() - started];
};

const [path] = process.argv.slice(2);
if (!path) throw new Error('usage: round-list-probe <log path>');

const [service, openMs] = timed(() => TableService.open({ dbPath: path }));
const rssBefore = process.memoryUsage().rss;
const [first, firstMs] = timed(() => listRoundPage(service, {}));

const driver = new SessionDriver(7_003, 3);
const meta = { source: 'simulator', operator: 'croupier-7' } as const;
const nextMs: number[] = [];
for (let played = 0; played < NEXT_ROUNDS; played++) {
  const round = contextOf(service.snapshot).round.number;
  while (contextOf(service.snapshot).round.number === round) {
    const result = service.submit(driver.next(service.snapshot), meta);
    if (!result.ok) throw new Error(`the probe's round was refused: ${reasonOf(result)}`);
  }
  nextMs.push(timed(() => listRoundPage(service, {}))[1]);
}
const filteredMs = {
  'second page': timed(() => listRoundPage(service, { before: first.next ?? 1 }))[1],
  'bettor box2': timed(() => listRoundPage(service, { bettor: 'box2' }))[1],
  'box 3': timed(() => listRoundPage(service, { box: 3 }))[1],
  'flag misdeal': timed(() => listRoundPage(service, { flag: 'misdeal' }))[1],
  'flag alarm': timed(() => listRoundPage(service, { flag: 'alarm' }))[1],
};
const sessionResultsMs = timed(() => sessionResultsOf(service))[1];
const rssAfter = process.memoryUsage().rss;
const rounds = contextOf(service.snapshot).round.number;
service.close();

const [, baselineMs] = timed(() => {
  const memory = projectInMemory(path, { fromFirstFact: true });
  roundPage(memory.rows, {}, memory.log);
  memory.close();
});

const result: RoundListProbe = {
  rounds,
  openMs,
  firstMs,
  firstBytes: JSON.stringify(first).length,
  nextMs,
  filteredMs,
  sessionResultsMs,
  rssBeforeMb: mb(rssBefore),
  rssAfterMb: mb(rssAfter),
  baselineMs,
  rssAfterBaselineMb: mb(process.memoryUsage().rss),
};
console.log(JSON.stringify(result));
