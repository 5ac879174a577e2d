import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openLogDatabase } from '../../app/core/log/database.js';
import { rulesHashOf } from '../../app/core/projections/rules-hash.js';
import { ratingRounds } from '../../app/core/ratings/rating-rounds.js';
import { readSeatFacts, readTableRatings } from '../../app/core/ratings/ratings-reader.js';
import { reasonOf } from '../../app/core/sentences.js';
import { TableService } from '../../app/core/table/table-service.js';
import { contextOf } from '../../engine/round/table.js';
import { type BenchSuite, type Measurement, measure } from './harness.js';
import { MONTH_DAYS, monthOfShifts } from './shift-month-log.js';
import { met, timeCli } from './shift-report.js';

const n = (count: number): string => count.toLocaleString('en');

/**
 * A copy of the simulated month with a house edge recorded in it (a fixed figure: the bench times
 * the ratings, not the simulation), so every session is rated with its theo.
 */
function monthWithEdge(path: string): string {
  const copy = join(mkdtempSync(join(tmpdir(), 'sabot-ratings-')), 'month.db');
  copyFileSync(path, copy);
  copyFileSync(`${path}.head`, `${copy}.head`);
  const service = TableService.open({ dbPath: copy });
  try {
    const profile = contextOf(service.snapshot).profile;
    const edge = { method: 'simulation', edge: 0.005, standardError: 0.001, profile: profile.id } as const;
    const recorded = service.execute(
      {
        type: 'record-house-edge',
        edge: { ...edge, rulesHash: rulesHashOf(profile), rounds: 1, seed: 1, strategy: 'basic strategy' },
      },
      { source: 'system', operator: 'bench' },
    );
    if (!recorded.ok) throw new Error(reasonOf(recorded));
  } finally {
    service.close();
  }
  return copy;
}

/**
 * The players' ratings of one simulated month (30 gaming days of a seven-box table, every player
 * carded, played by `sabot simulate --days`): every session of the month read from the file, beside
 * the bare read of the facts the ratings need.
 */
export const ratingsSuite: BenchSuite = {
  title: `Players' ratings of a simulated month (${MONTH_DAYS} gaming days)`,
  async run(): Promise<Measurement[]> {
    const month = await monthOfShifts();
    const path = monthWithEdge(month.path);
    const log = openLogDatabase(path, { quickCheck: false });
    try {
      // The first reading of a log fills the rounds' cache (rating_rounds) from the facts.
      const started = performance.now();
      const check = readTableRatings(log, 'month');
      const coldMs = performance.now() - started;
      const rated = check.ratings.filter((rating) => rating.theo !== null).length;
      const facts = readSeatFacts(log).length;
      const [all, baseline] = await measure(
        {
          all: () => readTableRatings(log, 'month'),
          baseline: () => [readSeatFacts(log).length, [...ratingRounds(log)].length],
        },
        { iterations: 10, timeMs: 2000 },
      );
      if (!all || !baseline) throw new Error('the ratings bench did not complete');
      const cli = timeCli('ratings', '--db', path, '--json');
      return [
        {
          ...all,
          name: 'every rating session of the month, readTableRatings on the file',
          note: `target < 1 s: ${met(all.p99Ms)}; ${n(check.ratings.length)} sessions (${n(rated)} with theo), ${n(facts)} seat facts, ${n(month.rounds)} rounds cached; the first reading, which fills the cache: ${coldMs.toFixed(0)} ms`,
        },
        {
          ...baseline,
          name: 'baseline: the seat facts and the cached rounds read and parsed (no session fold)',
        },
        {
          name: '`sabot ratings --json`, a whole process',
          medianMs: cli.median,
          p99Ms: cli.max,
          samples: cli.samples,
          note: `target < 1 s: ${met(cli.max)}; node start, module loading and the JSON print included`,
        },
      ];
    } finally {
      log.close();
    }
  },
};
