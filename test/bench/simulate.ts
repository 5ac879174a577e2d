import { availableParallelism } from 'node:os';
import { runSimulation } from '../../app/cli/simulation/parallel-run.js';
import { reasonOf } from '../../app/core/sentences.js';
import { seededRandom } from '../../engine/random/seeded.js';
import type { TableInput } from '../../engine/round/inputs.js';
import { contextOf, openTable, phaseOf, submitInput } from '../../engine/round/table.js';
import type { RuleProfile } from '../../engine/rules/profile-schema.js';
import { classic6d } from '../../engine/rules/profiles/classic-6d.js';
import { AutoTable } from '../../engine/sim/auto-table.js';
import { basicStrategyFor } from '../../engine/strategy/basic-strategy.js';
import { type BenchSuite, type Measurement, measure } from './harness.js';

/**
 * `sabot simulate` speed: 1-box rounds by basic strategy, every input through the statechart and
 * every round through its settlement, on one thread and on two worker threads, beside the bare
 * statechart (the same kind of rounds, their inputs made beforehand, through submitInput) in the
 * same run. The 1-box rounds use classic-6d rules with one occupied box allowed, as the round
 * suite does. A run's rate is read between its first and last progress reports, so the start of
 * worker threads (module loading, each thread's strategy chart) is left out, as it is from any
 * long run; the whole run's rate is in the note. Each row's median is the median of three runs,
 * its p99 column the slowest run.
 */

/** Issue target: 1-box rounds per second with both cores (10 million rounds in under 6 minutes). */
const TARGET_TWO_WORKERS = 30_000;
const ROUNDS_PER_WORKER = 60_000;
const RUNS = 3;
const BASELINE_ROUNDS = 500;
const SEED = 2_026;

const oneBoxClassic: RuleProfile = { ...classic6d, table: { ...classic6d.table, minOccupiedBoxes: 1 } };

/** The inputs of `rounds` 1-box rounds as the simulator makes them, checked as they are made. */
function recordInputs(rounds: number): TableInput[] {
  const driver = new AutoTable({
    boxes: 1,
    strategy: basicStrategyFor(oneBoxClassic),
    random: seededRandom(SEED),
  });
  const inputs: TableInput[] = [];
  let snapshot = openTable(oneBoxClassic);
  for (let settled = 0; settled < rounds; ) {
    const phase = phaseOf(snapshot);
    const input = driver.nextInput(phase, contextOf(snapshot));
    const result = submitInput(snapshot, input);
    if (!result.ok)
      throw new Error(`the benchmark's rounds were refused ${JSON.stringify(input)}: ${reasonOf(result)}`);
    inputs.push(input);
    snapshot = result.snapshot;
    if (phase !== 'settled' && phaseOf(snapshot) === 'settled') settled += 1;
  }
  return inputs;
}

function replay(inputs: readonly TableInput[]): void {
  let snapshot = openTable(oneBoxClassic);
  for (const input of inputs) {
    const result = submitInput(snapshot, input);
    if (!result.ok) throw new Error(reasonOf(result));
    snapshot = result.snapshot;
  }
}

interface TimedRun {
  /** Rounds per second between the first and the last progress report. */
  readonly steady: number;
  /** Rounds per second of the whole run, thread start included. */
  readonly whole: number;
}

async function timedRun(workers: number, run: number): Promise<TimedRun> {
  const rounds = ROUNDS_PER_WORKER * workers;
  const reports: { at: number; rounds: number }[] = [];
  const started = performance.now();
  const totals = await runSimulation({
    profile: oneBoxClassic,
    boxes: 1,
    rounds,
    seed: SEED + run,
    workers,
    engine: 'statechart',
    onProgress: (played) => reports.push({ at: performance.now(), rounds: played }),
  });
  const ended = performance.now();
  const first = reports[0];
  if (totals.rounds !== rounds || !first)
    throw new Error(`the run played ${totals.rounds} of ${rounds} rounds`);
  return {
    steady: ((rounds - first.rounds) * 1000) / (ended - first.at),
    whole: (rounds * 1000) / (ended - started),
  };
}

/** The runs of one worker count as a measurement per round: the median run by its steady rate. */
function asMeasurement(
  name: string,
  runs: readonly TimedRun[],
  note: (median: TimedRun) => string,
): Measurement {
  const sorted = [...runs].sort((a, b) => a.steady - b.steady);
  const median = sorted[Math.floor(sorted.length / 2)] as TimedRun;
  const slowest = sorted[0] as TimedRun;
  return {
    name,
    medianMs: 1000 / median.steady,
    p99Ms: 1000 / slowest.steady,
    samples: runs.length,
    note: note(median),
  };
}

const rate = (perSecond: number): string => Math.round(perSecond).toLocaleString('en');

export const simulateSuite: BenchSuite = {
  title: 'Simulation (sabot simulate: 1-box rounds by basic strategy)',
  async run(): Promise<Measurement[]> {
    const inputs = recordInputs(BASELINE_ROUNDS);
    const [baselineRow] = await measure(
      { baseline: () => replay(inputs) },
      { iterations: 10, timeMs: 2_000 },
    );
    if (!baselineRow) throw new Error('the baseline did not report');
    const baseline = (BASELINE_ROUNDS * 1000) / baselineRow.medianMs;
    const one: TimedRun[] = [];
    const two: TimedRun[] = [];
    for (let run = 0; run < RUNS; run++) {
      one.push(await timedRun(1, run));
      two.push(await timedRun(2, run));
    }
    const oneMedian = asMeasurement(
      '1 thread: one round (sabot simulate --workers 1)',
      one,
      (median) =>
        `${rate(median.steady)} rounds/s, ${(median.steady / baseline).toFixed(2)}× the bare statechart; ` +
        `whole run ${rate(median.whole)} rounds/s; ${ROUNDS_PER_WORKER.toLocaleString('en')} rounds per run`,
    );
    const twoRow = asMeasurement(
      '2 worker threads: one round (sabot simulate --workers 2)',
      two,
      (median) =>
        `${rate(median.steady)} rounds/s (target ≥ ${rate(TARGET_TWO_WORKERS)}: ${median.steady >= TARGET_TWO_WORKERS ? 'met' : 'NOT met'}), ` +
        `${(median.steady / (1000 / oneMedian.medianMs)).toFixed(2)}× one thread; whole run ${rate(median.whole)} rounds/s ` +
        `(thread start and strategy charts included); ${(2 * ROUNDS_PER_WORKER).toLocaleString('en')} rounds per run; ` +
        `${availableParallelism()} CPUs`,
    );
    return [
      oneMedian,
      twoRow,
      {
        name: 'baseline: one round of the same kind, its inputs through submitInput on one thread',
        medianMs: baselineRow.medianMs / BASELINE_ROUNDS,
        p99Ms: baselineRow.p99Ms / BASELINE_ROUNDS,
        samples: baselineRow.samples,
        note: `${rate(baseline)} rounds/s: the statechart alone (inputs made beforehand, no strategy, no tally); ${BASELINE_ROUNDS} pre-generated rounds`,
      },
    ];
  },
};
