import { type CountBetting, countBetting } from './count-betting.js';
import { type CountDeviations, countDeviations } from './count-deviations.js';
import { type CroupierLine, croupierTable, type RoundTrouble } from './croupier-rates.js';
import { type DayHold, dayHolds } from './day-hold.js';
import { type HoleCardPlay, holeCardPlay } from './hole-card-play.js';
import type { WatchedRound } from './watched-round.js';

/** Every game-protection signal of a table's log. */
export interface ProtectionReport {
  readonly rounds: number;
  readonly countBetting: readonly CountBetting[];
  readonly countDeviations: readonly CountDeviations[];
  readonly holeCardPlay: readonly HoleCardPlay[];
  readonly croupiers: readonly CroupierLine[];
  readonly days: readonly DayHold[];
  readonly edge: number;
}

export interface ProtectionInputs {
  /** The house edge per unit of initial stake the days' holds are expected from. */
  readonly edge: number;
  /** The gaming day a round settled in; null: not in the days asked. */
  readonly dayOf: (round: number) => string | null;
  readonly troubleOf?: (round: number) => RoundTrouble;
  readonly hoursOf?: (croupier: string) => number | null;
}

export function protectionReport(
  rounds: readonly WatchedRound[],
  inputs: ProtectionInputs,
): ProtectionReport {
  return {
    rounds: rounds.length,
    countBetting: countBetting(rounds),
    countDeviations: countDeviations(rounds),
    holeCardPlay: holeCardPlay(rounds),
    croupiers: croupierTable(rounds, inputs.troubleOf, inputs.hoursOf),
    days: dayHolds(rounds, inputs.dayOf, inputs.edge),
    edge: inputs.edge,
  };
}
