import { SeededStream } from '../../random/seeded.js';
import { RoundTally, type TallyTotals } from '../round-tally.js';
import { type SimulationPlan, simulationPlanRefusal } from '../simulate-rounds.js';
import { fastPathRefusal } from './fast-rules.js';
import { FastTable } from './fast-table.js';
import { fastTrace } from './fast-trace.js';
import type { RoundTrace } from './round-trace.js';

/** A run of the fast path: the statechart's plan, with basic strategy only. */
export interface FastPlan extends Omit<SimulationPlan, 'strategy'> {
  /** Told every round as it settles, as a trace; leave out for speed. */
  readonly onTrace?: (trace: RoundTrace) => void;
}

/**
 * `simulateRounds` without the statechart: the same rounds (same shoes, same decisions, same nets,
 * proved round for round by engine/sim/fast/identity-check.ts) played on typed arrays. A home game
 * is played as back-to-back sessions of its agreed rounds, each at a new table, as there.
 */
export function simulateRoundsFast(plan: FastPlan): TallyTotals {
  const { profile, boxes, rounds } = plan;
  const refusal = simulationPlanRefusal(profile, boxes, rounds) ?? fastPathRefusal(profile);
  if (refusal) throw new Error(refusal);
  const table = new FastTable(profile, boxes, new SeededStream(plan.seed));
  const tally = new RoundTally();
  const sessionRounds = table.rules.sessionRounds;
  const progressEvery = plan.progressEvery ?? 10_000;
  const { onTrace, onProgress } = plan;
  let sessionPlayed = sessionRounds;
  for (let round = 1; round <= rounds; round++) {
    if (sessionPlayed === sessionRounds) {
      if (profile.session) tally.sessions += 1;
      table.newTable();
      sessionPlayed = 0;
    }
    table.playRound(tally, round);
    sessionPlayed += 1;
    if (onTrace) onTrace(fastTrace(table, round));
    if (onProgress && round % progressEvery === 0) onProgress(round);
  }
  tally.shoes = table.shoesOpened;
  return tally.totals();
}
