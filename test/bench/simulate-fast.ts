import type { RuleProfile } from '../../engine/rules/profile-schema.js';
import { classic6d } from '../../engine/rules/profiles/classic-6d.js';
import { home1d } from '../../engine/rules/profiles/home-1d.js';
import { open6d } from '../../engine/rules/profiles/open-6d.js';
import { simulateRoundsFast } from '../../engine/sim/fast/simulate-fast.js';
import { simulateRounds } from '../../engine/sim/simulate-rounds.js';
import type { BenchSuite, Measurement } from './harness.js';

/**
 * The fast path beside the statechart, side by side in one run on one thread: each profile at its
 * fewest boxes, batches of rounds of each engine taken in turns (so a busy moment of the shared
 * machine falls on both), each batch a whole run from its own seed. A row's median and p99 are
 * of the batches' time per round; the fast row's note gives the ratio of the medians, whose
 * target is 50×.
 */
const TARGET_RATIO = 50;
const BATCHES = 7;
const STATECHART_ROUNDS = 10_000;
const FAST_ROUNDS = 500_000;
const SEED = 2_026;

const PROFILES: readonly { profile: RuleProfile; boxes: number }[] = [
  { profile: classic6d, boxes: 2 },
  { profile: open6d, boxes: 1 },
  { profile: home1d, boxes: 1 },
];

type Play = (profile: RuleProfile, boxes: number, rounds: number, seed: number) => unknown;
const playStatechart: Play = (profile, boxes, rounds, seed) =>
  simulateRounds({ profile, boxes, rounds, seed });
const playFast: Play = (profile, boxes, rounds, seed) => simulateRoundsFast({ profile, boxes, rounds, seed });

/** Milliseconds per round of one batch. */
function batch(play: Play, profile: RuleProfile, boxes: number, rounds: number, seed: number): number {
  const started = performance.now();
  play(profile, boxes, rounds, seed);
  return (performance.now() - started) / rounds;
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] as number;
}

const boxesSaid = (boxes: number): string => (boxes === 1 ? '1 box' : `${boxes} boxes`);
const rate = (msPerRound: number): string => Math.round(1000 / msPerRound).toLocaleString('en');

function row(name: string, times: number[], rounds: number, note: string): Measurement {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    name,
    medianMs: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    samples: times.length,
    note: `${rate(percentile(sorted, 0.5))} rounds/s; ${rounds.toLocaleString('en')} rounds a batch${note}`,
  };
}

export const simulateFastSuite: BenchSuite = {
  title: 'Simulation, fast path beside the statechart (one thread, each profile at its fewest boxes)',
  async run(): Promise<Measurement[]> {
    const rows: Measurement[] = [];
    for (const { profile, boxes } of PROFILES) {
      // One warm-up batch of each: the strategy chart and the JIT, as in any long run.
      batch(playStatechart, profile, boxes, STATECHART_ROUNDS / 4, SEED);
      batch(playFast, profile, boxes, FAST_ROUNDS / 4, SEED);
      const statechart: number[] = [];
      const fast: number[] = [];
      for (let run = 1; run <= BATCHES; run++) {
        statechart.push(batch(playStatechart, profile, boxes, STATECHART_ROUNDS, SEED + run));
        fast.push(batch(playFast, profile, boxes, FAST_ROUNDS, SEED + run));
      }
      const statechartRow = row(
        `${profile.id}, ${boxesSaid(boxes)}: statechart, one round`,
        statechart,
        STATECHART_ROUNDS,
        '',
      );
      const ratio =
        statechartRow.medianMs /
        percentile(
          [...fast].sort((a, b) => a - b),
          0.5,
        );
      const verdict = ratio >= TARGET_RATIO ? 'met' : 'NOT met';
      rows.push(
        statechartRow,
        row(
          `${profile.id}, ${boxesSaid(boxes)}: fast path, one round`,
          fast,
          FAST_ROUNDS,
          `; ${ratio.toFixed(0)}× the statechart (target ≥ ${TARGET_RATIO}×: ${verdict})`,
        ),
      );
    }
    return rows;
  },
};
