import { existsSync } from 'node:fs';
import { verifyLog } from '../../../app/core/log/verify.js';
import { type RandomSource, seededRandom } from '../../../engine/random/seeded.js';
import { checkAfterKill } from './after-kill.js';
import { runChild } from './child-run.js';

/**
 * The parent side of the service crash harness, shared by the CI test and the soak script: starts
 * the compiled table child on a log, kills it with SIGKILL at a seeded random moment, checks what
 * the kill left, plays a few inputs on the reopened table, and starts the next child on the same
 * log. Problems are collected as sentences, so the soak can count them and the test can show them.
 */
export interface CrashSessionPlan {
  /** The compiled `table-child.js` (see build-child.ts). */
  readonly childPath: string;
  readonly dbPath: string;
  readonly profileId: string;
  readonly boxes: number;
  /** Children started and killed on this log, one after the other. */
  readonly trials: number;
  /** Seeds the kill moments and every child's and parent's shuffles: a failing session replays. */
  readonly seed: number;
  /** The longest wait after the child's `open` line before it is killed. */
  readonly maxDelayMs?: number;
  /** Inputs the parent plays on the reopened table after each kill. */
  readonly continueInputs?: number;
}

export interface TrialOutcome {
  readonly trial: number;
  /** What the delay was counted from: the spawn (the kill may land while the child starts or opens the log) or its `open` line. */
  readonly from: 'spawn' | 'open';
  readonly delayMs: number;
  /** Facts the child reported accepted before the kill. */
  readonly reported: number;
  /** Facts in the log after the kill. */
  readonly events: number;
  /** Facts committed but not yet reported when the kill came (at most one input's: 0 to 2). */
  readonly unreported: number;
  readonly phase: string;
  readonly round: number;
  readonly problems: readonly string[];
}

const KILL_FROM_SPAWN_SHARE = 0.2;
const MAX_DELAY_FROM_SPAWN_MS = 600;

export async function playCrashSession(
  plan: CrashSessionPlan,
  onTrial?: (outcome: TrialOutcome) => void,
): Promise<TrialOutcome[]> {
  const random = seededRandom(plan.seed);
  const outcomes: TrialOutcome[] = [];
  const verified = existsSync(plan.dbPath) ? verifyLog(plan.dbPath) : undefined;
  let logEnd = verified?.ok ? verified.events : 0;
  let expected: string | undefined;
  for (let trial = 0; trial < plan.trials; trial++) {
    const from = logEnd > 0 && random() < KILL_FROM_SPAWN_SHARE ? 'spawn' : 'open';
    const delayMs = Math.floor(
      random() * (from === 'spawn' ? MAX_DELAY_FROM_SPAWN_MS : (plan.maxDelayMs ?? 150)),
    );
    const run = await runChild(plan, seedFrom(random), from, delayMs);
    const problems: string[] = [];
    if (expected && run.opened && run.opened.digest !== expected) {
      problems.push('the child reopened the log to another table than the parent left');
    }
    const checked = checkAfterKill(plan, run, logEnd, seedFrom(random), problems);
    logEnd = checked.logEnd;
    expected = checked.digest;
    const outcome: TrialOutcome = {
      trial,
      from,
      delayMs,
      reported: run.reported.size,
      events: checked.events,
      unreported: checked.unreported,
      phase: checked.phase,
      round: checked.round,
      problems,
    };
    outcomes.push(outcome);
    onTrial?.(outcome);
    // A log that no longer verifies or opens would only repeat the same problem in every trial.
    if (checked.unusable) break;
  }
  return outcomes;
}

const seedFrom = (random: RandomSource): number => Math.floor(random() * 2 ** 31);
