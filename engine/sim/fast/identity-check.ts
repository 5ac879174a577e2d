import type { TallyTotals } from '../round-tally.js';
import { simulateRounds } from '../simulate-rounds.js';
import { type RoundTrace, traceLine, traceOfRound } from './round-trace.js';
import { type FastPlan, simulateRoundsFast } from './simulate-fast.js';

/** The first round the two paths played differently, each as its trace line. */
export interface TraceMismatch {
  readonly round: number;
  readonly statechart: string;
  readonly fast: string;
}

export interface IdentityCheck {
  readonly rounds: number;
  readonly identical: boolean;
  readonly mismatch: TraceMismatch | null;
  /** Each path's totals: identical rounds give identical totals, compared too. */
  readonly statechart: TallyTotals;
  readonly fast: TallyTotals;
}

/** The fast path, or (in the checker's own tests) a deliberately wrong copy of it. */
export type FastRunner = (plan: FastPlan) => TallyTotals;

/** FNV-1a over a trace line: 4 bytes a round kept, so ten million rounds can be checked in memory. */
function lineHash(line: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < line.length; i++) hash = Math.imul(hash ^ line.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * Plays the plan on the fast path, keeping a hash of every round's trace, then through the
 * statechart, comparing each settled round's trace as it comes; at the first difference both
 * lines are rebuilt in full (the fast path replayed to that round) for the report. The totals of
 * the two runs must also be equal, field by field.
 */
export function checkFastPath(
  plan: Omit<FastPlan, 'onTrace'>,
  playFast: FastRunner = simulateRoundsFast,
): IdentityCheck {
  const hashes = new Uint32Array(plan.rounds + 1);
  const fast = playFast({
    ...plan,
    onTrace: (trace) => {
      hashes[trace.round] = lineHash(traceLine(trace));
    },
  });
  let first: { round: number; line: string } | null = null;
  const statechart = simulateRounds({
    ...plan,
    onRound: (round, index) => {
      if (first) return;
      const line = traceLine(traceOfRound(round, index));
      if (lineHash(line) !== hashes[index]) first = { round: index, line };
    },
  });
  const found = first as { round: number; line: string } | null;
  const mismatch = found
    ? { round: found.round, statechart: found.line, fast: fastLine(plan, found.round, playFast) }
    : null;
  const totalsDiffer = JSON.stringify(fast) !== JSON.stringify(statechart);
  return {
    rounds: plan.rounds,
    identical: mismatch === null && !totalsDiffer,
    mismatch: mismatch ?? (totalsDiffer ? totalsMismatch(plan.rounds, statechart, fast) : null),
    statechart,
    fast,
  };
}

function fastLine(plan: Omit<FastPlan, 'onTrace'>, round: number, playFast: FastRunner): string {
  let found: RoundTrace | null = null;
  playFast({
    ...plan,
    rounds: round,
    onTrace: (trace) => {
      if (trace.round === round) found = trace;
    },
  });
  return found ? traceLine(found) : '(no round)';
}

const totalsMismatch = (rounds: number, statechart: TallyTotals, fast: TallyTotals): TraceMismatch => ({
  round: rounds,
  statechart: `totals ${JSON.stringify(statechart)}`,
  fast: `totals ${JSON.stringify(fast)}`,
});
