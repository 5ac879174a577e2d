import { checkFastPath } from '../../../engine/sim/fast/identity-check.js';
import { planParts } from '../../../engine/sim/run-parts.js';
import { CliError, EXIT } from '../exit-codes.js';
import { cliText } from '../words.js';
import type { SimulationRun } from './parallel-run.js';

/** Rounds of a fast run replayed through the statechart: about a second, whatever the run's length. */
export const CHECK_ROUNDS = 10_000;

/** What the output says of the check: how many rounds were compared, and that they were identical. */
export interface SampleCheck {
  readonly rounds: number;
  readonly identical: true;
}

export type CheckedRun = Pick<SimulationRun, 'profile' | 'boxes' | 'rounds' | 'seed' | 'workers'>;

/**
 * Replays the first rounds of the run's first part (the part's own seed, as its worker plays it)
 * on both paths and compares them round for round. A difference is a bug in the fast path: the
 * run stops with the round and both traces rather than print figures that might be wrong.
 */
export function checkSample(run: CheckedRun): SampleCheck {
  const [first] = planParts(run.seed, run.rounds, run.workers);
  if (!first) throw new Error('a run has at least one part');
  const rounds = Math.min(CHECK_ROUNDS, first.rounds);
  const check = checkFastPath({ profile: run.profile, boxes: run.boxes, rounds, seed: first.seed });
  if (!check.identical) {
    const mismatch = check.mismatch;
    const sentence = cliText('cli.simulate.check-mismatch', {
      round: mismatch?.round ?? rounds,
      seed: first.seed,
      statechart: mismatch?.statechart ?? '',
      fast: mismatch?.fast ?? '',
    });
    throw new CliError(sentence, EXIT.internal);
  }
  return { rounds, identical: true };
}
