import { exactEdge, exactEdgeCovers } from '../../../engine/economics/exact-edge.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { fastPathRefusal } from '../../../engine/sim/fast/fast-rules.js';
import { simulationPlanRefusal } from '../../../engine/sim/simulate-rounds.js';
import { summarize } from '../../../engine/sim/simulation-summary.js';
import { CliError, EXIT } from '../exit-codes.js';
import { refuseUnanalysedDealer } from '../profile-option.js';
import { checkSample, type SampleCheck } from '../simulation/fast-check.js';
import { runSimulation } from '../simulation/parallel-run.js';
import { Z95 } from '../simulation/simulation-report.js';
import { cliText } from '../words.js';

/** Both threads of the machine the simulation is sized for; the figures depend on it, so it is fixed. */
export const ECONOMICS_WORKERS = 2;

/** One table's edge: exact by both strategies, and simulated by basic strategy with its interval. */
export interface SideFigures {
  readonly profile: RuleProfile;
  readonly boxes: number;
  readonly exact: { readonly basic: number; readonly composition: number };
  readonly simulated: {
    readonly ev: number;
    readonly stderr: number;
    readonly low: number;
    readonly high: number;
    readonly rounds: number;
    readonly seed: number;
    /** The fast path's sample replayed through the statechart; null where the statechart played. */
    readonly check: SampleCheck | null;
  };
}

/** Refuses, before any work, a table the exact analysis or the simulator cannot take. */
export function refuseUncovered(profile: RuleProfile, rounds: number): void {
  refuseUnanalysedDealer(profile);
  if (!exactEdgeCovers(profile)) throw new CliError(cliText('cli.edge.original-bets-only'), EXIT.rejected);
  const refusal = simulationPlanRefusal(profile, profile.table.minOccupiedBoxes, rounds);
  if (refusal) throw new CliError(refusal, EXIT.rejected);
}

/**
 * The figures of one side. The simulation plays the table's fewest occupied boxes on the fast
 * path where its rules allow (checked against the statechart first), else through the statechart.
 */
export async function sideFigures(profile: RuleProfile, rounds: number, seed: number): Promise<SideFigures> {
  const exact = {
    basic: exactEdge(profile, 'basic').ev,
    composition: exactEdge(profile, 'composition').ev,
  };
  const boxes = profile.table.minOccupiedBoxes;
  const engine = fastPathRefusal(profile) ? 'statechart' : 'fast';
  const run = { profile, boxes, rounds, seed, workers: ECONOMICS_WORKERS };
  const check = engine === 'fast' ? checkSample(run) : null;
  const summary = summarize(await runSimulation({ ...run, engine }));
  const { ev, stderr } = summary;
  return {
    profile,
    boxes,
    exact,
    simulated: { ev, stderr, low: ev - Z95 * stderr, high: ev + Z95 * stderr, rounds, seed, check },
  };
}
