import { seededRandom } from '../random/seeded.js';
import { codeOf } from '../result.js';
import { contextOf, openTable, phaseOf, submitInput, type TableSnapshot } from '../round/table.js';
import type { Round } from '../round/types.js';
import type { RuleProfile } from '../rules/profile-schema.js';
import { basicStrategyFor } from '../strategy/basic-strategy.js';
import { AutoTable, type Strategy } from './auto-table.js';
import { RoundTally, type TallyTotals } from './round-tally.js';

export interface SimulationPlan {
  readonly profile: RuleProfile;
  /** Occupied boxes, each with one bettor staking the table minimum. */
  readonly boxes: number;
  readonly rounds: number;
  /** Seeds every shuffle of the run. */
  readonly seed: number;
  /** How the hands are played; basic strategy for the profile when not given. */
  readonly strategy?: Strategy;
  /** Told the rounds played so far, every `progressEvery` rounds (a progress bar, a worker's report). */
  readonly onProgress?: (rounds: number) => void;
  readonly progressEvery?: number;
  /** Told every round as it settles, with its place in the run (from 1): the fast path's check reads it. */
  readonly onRound?: (round: Round, index: number) => void;
}

/** Checks a plan before any round is played; the reason is a sentence for the command line. */
export function simulationPlanRefusal(profile: RuleProfile, boxes: number, rounds: number): string | null {
  if (!Number.isSafeInteger(rounds) || rounds < 1) return 'rounds must be a whole number of at least 1';
  const { boxes: most, minOccupiedBoxes: fewest } = profile.table;
  if (!Number.isInteger(boxes) || boxes < 1 || boxes > most)
    return `${profile.id} has boxes 1 to ${most}: ${boxes} boxes cannot be played`;
  if (boxes < fewest)
    return `${profile.id} deals a round only with at least ${fewest} occupied boxes: play --boxes ${fewest} or more`;
  return null;
}

/**
 * Plays `rounds` whole rounds as a croupier with a shuffled shoe would, every input through the
 * round statechart (`submitInput`) and every round through its settlement, and adds up the
 * players' nets. The table refusing an input of the auto table is a bug (in the driver, the
 * strategy or the statechart), never something to skip: it stops the run with the reason.
 *
 * A home game is played as back-to-back sessions of its agreed rounds, each at a new table where
 * the players start with their chips again (RULES.md: "an agreed number of rounds, then players
 * ranked by chips"); within a session a player without chips for the next bet is replaced by a
 * new one. One endless session would instead keep every player who ever sat in its chip count,
 * copied at every round: tens of thousands of names over millions of rounds.
 */
export function simulateRounds(plan: SimulationPlan): TallyTotals {
  const { profile, boxes, rounds } = plan;
  const refusal = simulationPlanRefusal(profile, boxes, rounds);
  if (refusal) throw new Error(refusal);
  const strategy = plan.strategy ?? basicStrategyFor(profile);
  const random = seededRandom(plan.seed);
  const sessionRounds = profile.session?.rounds ?? Number.POSITIVE_INFINITY;
  const progressEvery = plan.progressEvery ?? 10_000;
  const tally = new RoundTally();
  // A snapshot is an immutable value: every session opens from the same one.
  const opening = openTable(profile);
  while (tally.rounds < rounds) {
    if (profile.session) tally.sessions += 1;
    const playing = Math.min(sessionRounds, rounds - tally.rounds);
    playTable(opening, new AutoTable({ boxes, strategy, random }), tally, playing, (round, played) => {
      plan.onRound?.(round, played);
      if (plan.onProgress && played % progressEvery === 0) plan.onProgress(played);
    });
  }
  return tally.totals();
}

/** One table from its opening: `rounds` rounds, each added to the tally as it settles. */
function playTable(
  opening: TableSnapshot,
  driver: AutoTable,
  tally: RoundTally,
  rounds: number,
  onRound: (round: Round, played: number) => void,
): void {
  let snapshot = opening;
  let shoeNumber = contextOf(snapshot).shoe.shoeNumber;
  let settled = 0;
  tally.newTable();
  tally.shoes += 1;
  while (settled < rounds) {
    const phase = phaseOf(snapshot);
    const input = driver.nextInput(phase, contextOf(snapshot));
    const result = submitInput(snapshot, input);
    if (!result.ok) {
      const round = contextOf(snapshot).round.number;
      throw new Error(
        `the table refused ${JSON.stringify(input)} in round ${round} (${phase}): ${codeOf(result.refusal)}`,
      );
    }
    snapshot = result.snapshot;
    const context = contextOf(snapshot);
    if (context.shoe.shoeNumber !== shoeNumber) {
      shoeNumber = context.shoe.shoeNumber;
      tally.shoes += 1;
    }
    if (phase !== 'settled' && phaseOf(snapshot) === 'settled') {
      settled += 1;
      tally.addRound(context.round);
      onRound(context.round, tally.rounds);
    }
  }
}
