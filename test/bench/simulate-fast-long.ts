import { runSimulation } from '../../app/cli/simulation/parallel-run.js';
import type { RuleProfile } from '../../engine/rules/profile-schema.js';
import { classic6d } from '../../engine/rules/profiles/classic-6d.js';
import { home1d } from '../../engine/rules/profiles/home-1d.js';
import { open6d } from '../../engine/rules/profiles/open-6d.js';
import { checkFastPath } from '../../engine/sim/fast/identity-check.js';
import { summarize } from '../../engine/sim/simulation-summary.js';
import type { BenchSuite, Measurement } from './harness.js';

/**
 * The fast path's long runs, named to run (never part of `npm run bench` as a whole): the identity
 * check over ten million rounds of each profile, and a long fast run of classic-6d (the slowest
 * profile a round: two boxes) on both cores, as `sabot simulate --engine fast --workers 2` plays it.
 */
const SEED = 2_026;
const IDENTITY_RUNS: readonly { profile: RuleProfile; boxes: number }[] = [
  { profile: classic6d, boxes: 2 },
  { profile: open6d, boxes: 1 },
  { profile: home1d, boxes: 1 },
];

const minutes = (ms: number): string => `${(ms / 60_000).toFixed(1)} min`;
const rate = (rounds: number, ms: number): string => Math.round((rounds * 1000) / ms).toLocaleString('en');

/** One timed whole run as a row: its time per round, and what it gave in the note. */
const timedRow = (name: string, rounds: number, ms: number, note: string): Measurement => ({
  name,
  medianMs: ms / rounds,
  p99Ms: ms / rounds,
  samples: 1,
  note: `${rate(rounds, ms)} rounds/s, ${minutes(ms)}; ${note}`,
});

export function fastIdentitySuite(rounds: number): BenchSuite {
  return {
    title: `Fast path identity: ${rounds.toLocaleString('en')} rounds of each profile, both ways, round for round`,
    async run(): Promise<Measurement[]> {
      return IDENTITY_RUNS.map(({ profile, boxes }) => {
        const started = performance.now();
        const check = checkFastPath({ profile, boxes, rounds, seed: SEED });
        const ms = performance.now() - started;
        if (!check.identical)
          throw new Error(`${profile.id} differs: ${JSON.stringify(check.mismatch, null, 2)}`);
        return timedRow(
          `${profile.id}, ${boxes === 1 ? '1 box' : `${boxes} boxes`}: both paths and the comparison, one round`,
          rounds,
          ms,
          `identical round for round and in every total (seed ${SEED})`,
        );
      });
    },
  };
}

export function fastRunSuite(rounds: number): BenchSuite {
  return {
    title: `Fast path: ${rounds.toLocaleString('en')} rounds of classic-6d (2 boxes) on two worker threads`,
    async run(): Promise<Measurement[]> {
      const started = performance.now();
      const totals = await runSimulation({
        profile: classic6d,
        boxes: 2,
        rounds,
        seed: SEED,
        workers: 2,
        engine: 'fast',
      });
      const ms = performance.now() - started;
      const summary = summarize(totals);
      if (summary.rounds !== rounds) throw new Error(`the run played ${summary.rounds} of ${rounds} rounds`);
      const ev = `${(summary.ev * 100).toFixed(3)}% ± ${(summary.stderr * 100).toFixed(3)}%`;
      return [
        timedRow(
          'classic-6d, 2 boxes, fast path, 2 workers: one round',
          rounds,
          ms,
          `ev ${ev}; threads' start included`,
        ),
      ];
    },
  };
}
