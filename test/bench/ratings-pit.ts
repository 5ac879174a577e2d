import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rulesHashOf } from '../../app/core/projections/rules-hash.js';
import { reasonOf } from '../../app/core/sentences.js';
import { contextOf } from '../../engine/round/table.js';
import { startPgCluster } from '../support/pg-cluster.js';
import type { BenchSuite, Measurement } from './harness.js';
import { REPO_ROOT } from './repo-root.js';
import { keptShifts } from './shift-month-log.js';
import { timeCli } from './shift-report.js';

/** The pit's tables: twenty, each one gaming day of eight hours at seven boxes, every player carded. */
const TABLES = 20;
const HOURS = 8;
const FROM = new Date(Date.UTC(2026, 11, 1, 18));
const TARGET_MS = 2000;
const sabot = join(REPO_ROOT, 'bin', 'sabot.js');

/** One table's day as `sabot simulate --days 1` writes it, with a house edge recorded for its rules. */
async function tableDay(file: string, index: number): Promise<void> {
  await keptShifts(file, { from: FROM, days: 1, hours: HOURS, seed: 20_261_201 + index }, (service) => {
    const profile = contextOf(service.snapshot).profile;
    const recorded = service.execute(
      {
        type: 'record-house-edge',
        edge: {
          method: 'simulation',
          edge: 0.0069,
          standardError: 0.0001,
          profile: profile.id,
          rulesHash: rulesHashOf(profile),
          rounds: 1,
          seed: 1,
          strategy: 'basic strategy',
        },
      },
      { source: 'system', operator: 'bench' },
    );
    if (!recorded.ok) throw new Error(reasonOf(recorded));
  });
}

const sessionsIn = (json: string): number => (JSON.parse(json) as { ratings: unknown[] }).ratings.length;

/**
 * The ratings across the pit: twenty tables' days shipped into one PostgreSQL (a throwaway cluster,
 * durable), then `sabot ratings --pg --json` as a whole process: with a cache folder the second
 * time (the replicas and their rounds' cache kept, only brought up to date), and without one (every
 * table copied from the center and read cold).
 */
export const ratingsPitSuite: BenchSuite = {
  title: `Players' ratings across the pit (${TABLES} tables from PostgreSQL)`,
  async run(): Promise<Measurement[]> {
    const dir = mkdtempSync(join(tmpdir(), 'sabot-ratings-pit-'));
    const files = Array.from({ length: TABLES }, (_, i) =>
      join(dir, `bj-${String(i + 1).padStart(2, '0')}.db`),
    );
    for (const [index, file] of files.entries()) await tableDay(file, index);
    const cluster = await startPgCluster({ durable: true });
    try {
      for (const file of files)
        execFileSync(process.execPath, [sabot, 'ship', '--db', file, '--pg', cluster.url], {
          stdio: 'ignore',
        });
      const cache = join(dir, 'replicas');
      const started = performance.now();
      const first = execFileSync(
        process.execPath,
        [sabot, 'ratings', '--pg', cluster.url, '--cache', cache, '--json'],
        {
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      const firstMs = performance.now() - started;
      const sessions = sessionsIn(first);
      const warm = timeCli('ratings', '--pg', cluster.url, '--cache', cache, '--json');
      const cold = timeCli('ratings', '--pg', cluster.url, '--json');
      const met = (ms: number): string => (ms < TARGET_MS ? 'met' : 'NOT met');
      return [
        {
          name: `sabot ratings --pg --cache DIR --json, ${TABLES} tables, the replicas kept`,
          medianMs: warm.median,
          p99Ms: warm.max,
          samples: warm.samples,
          note: `target < 2 s: ${met(warm.median)} at the median, ${met(warm.max)} at the slowest; ${sessions.toLocaleString('en')} rating sessions; the first run, which copies every table and fills the rounds' cache: ${firstMs.toFixed(0)} ms`,
        },
        {
          name: `sabot ratings --pg --json, ${TABLES} tables, nothing kept (every table copied and read cold)`,
          medianMs: cold.median,
          p99Ms: cold.max,
          samples: cold.samples,
          note: `target < 2 s: ${met(cold.median)} at the median`,
        },
      ];
    } finally {
      await cluster.stop();
    }
  },
};
