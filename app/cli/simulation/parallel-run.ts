import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { simulateRoundsFast } from '../../../engine/sim/fast/simulate-fast.js';
import type { TallyTotals } from '../../../engine/sim/round-tally.js';
import { planParts, type RunPart } from '../../../engine/sim/run-parts.js';
import { simulateRounds } from '../../../engine/sim/simulate-rounds.js';
import { mergeTotals } from '../../../engine/sim/simulation-summary.js';
import type { SimulationEngine, WorkerJob, WorkerMessage } from './worker-messages.js';

export interface SimulationRun {
  readonly profile: RuleProfile;
  readonly boxes: number;
  readonly rounds: number;
  readonly seed: number;
  /** 1 plays in this thread; more play one part each in as many worker threads. */
  readonly workers: number;
  readonly engine: SimulationEngine;
  /** Told the rounds played so far by all parts together. */
  readonly onProgress?: (rounds: number) => void;
}

/** Rounds between two progress reports of a part: a few per second at the speeds measured. */
const PROGRESS_EVERY = 5_000;

/**
 * Plays a run split into parts (engine/sim/run-parts.ts) and merges their exact tallies. The
 * figures depend on the seed and on the number of parts, never on which thread finishes first.
 */
export async function runSimulation(run: SimulationRun): Promise<TallyTotals> {
  const parts = planParts(run.seed, run.rounds, run.workers).filter((part) => part.rounds > 0);
  if (run.workers === 1) {
    const [only] = parts;
    if (!only) throw new Error('a run of one part has no rounds');
    return playPart(jobOf(run, only), run.onProgress);
  }
  const played = parts.map(() => 0);
  const report = (index: number, rounds: number): void => {
    played[index] = rounds;
    run.onProgress?.(played.reduce((sum, count) => sum + count, 0));
  };
  const workers: Worker[] = [];
  try {
    const script = workerScript();
    const totals = await Promise.all(
      parts.map((part, index) => {
        const worker = new Worker(script, { workerData: jobOf(run, part) });
        workers.push(worker);
        return partResult(worker, (rounds) => report(index, rounds));
      }),
    );
    return mergeTotals(totals);
  } finally {
    // After a failure the other parts are worth nothing: stop them rather than wait.
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

const jobOf = (run: SimulationRun, part: RunPart): WorkerJob => ({
  profile: run.profile,
  boxes: run.boxes,
  seed: part.seed,
  rounds: part.rounds,
  progressEvery: PROGRESS_EVERY,
  engine: run.engine,
});

/** One part of a run, in this thread or in a worker's, on the engine the run asked for. */
export function playPart(job: WorkerJob, onProgress?: (rounds: number) => void): TallyTotals {
  const { engine, ...plan } = job;
  const part = { ...plan, ...(onProgress && { onProgress }) };
  return engine === 'fast' ? simulateRoundsFast(part) : simulateRounds(part);
}

function partResult(worker: Worker, onProgress: (rounds: number) => void): Promise<TallyTotals> {
  return new Promise((resolve, reject) => {
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'progress') onProgress(message.rounds);
      else resolve(message.totals);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`a simulation worker stopped (exit code ${code})`)));
  });
}

/**
 * The worker's compiled script. The CLI runs from `dist/`, where it sits beside this module; the
 * tests run this module from the TypeScript sources, which a worker thread cannot load, so they
 * use the built copy (`npm run build` makes it).
 */
function workerScript(): URL {
  const here = import.meta.url;
  const script = here.endsWith('.js')
    ? new URL('./simulation-worker.js', here)
    : new URL('../../../dist/app/cli/simulation/simulation-worker.js', here);
  if (!existsSync(fileURLToPath(script)))
    throw new Error(`the simulation worker ${fileURLToPath(script)} is not built: run "npm run build"`);
  return script;
}
