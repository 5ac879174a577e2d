import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import type { TallyTotals } from '../../../engine/sim/round-tally.js';

/** How a run plays its rounds: the fast path (engine/sim/fast/) or every input through the statechart. */
export type SimulationEngine = 'fast' | 'statechart';

/** What one worker thread plays: its part of the run (plain data, copied into the thread). */
export interface WorkerJob {
  readonly profile: RuleProfile;
  readonly boxes: number;
  readonly seed: number;
  readonly rounds: number;
  readonly progressEvery: number;
  readonly engine: SimulationEngine;
}

/** What a worker posts back: its rounds so far, then its tally. A failure is the thread's error. */
export type WorkerMessage =
  | { readonly type: 'progress'; readonly rounds: number }
  | { readonly type: 'done'; readonly totals: TallyTotals };
