import { type CountBetting, CountBettingTally } from './count-betting.js';
import { type CountDeviations, CountDeviationsTally } from './count-deviations.js';
import { type CroupierLine, CroupierTally, type RoundTrouble } from './croupier-rates.js';
import { type DayHold, DayHoldTally } from './day-hold.js';
import { type HoleCardPlay, HoleCardPlayTally } from './hole-card-play.js';
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
  const tally = new ProtectionTally();
  const troubleOf = inputs.troubleOf ?? NO_TROUBLE;
  for (const round of rounds) tally.add(round, inputs.dayOf(round.number), troubleOf(round.number));
  return tally.report(inputs.edge, inputs.hoursOf);
}

const NO_TROUBLE = (): RoundTrouble => ({ correction: false, mismatch: false });

/**
 * Every signal summed round by round, each round let go once added: a log of years is read in the
 * memory of its players, croupiers and days, not of its rounds.
 */
export class ProtectionTally {
  #rounds = 0;
  readonly #countBetting = new CountBettingTally();
  readonly #countDeviations = new CountDeviationsTally();
  readonly #holeCardPlay = new HoleCardPlayTally();
  readonly #croupiers = new CroupierTally();
  readonly #days = new DayHoldTally();

  /** A round of the report: the gaming day it settled in (null: not one of the days asked), and its trouble. */
  add(round: WatchedRound, day: string | null, trouble: RoundTrouble): void {
    this.#rounds += 1;
    this.#countBetting.add(round);
    this.#countDeviations.add(round);
    this.#holeCardPlay.add(round);
    this.#croupiers.add(round, trouble);
    this.#days.add(round, day);
  }

  report(edge: number, hoursOf?: (croupier: string) => number | null): ProtectionReport {
    return {
      rounds: this.#rounds,
      countBetting: this.#countBetting.result(),
      countDeviations: this.#countDeviations.result(),
      holeCardPlay: this.#holeCardPlay.result(),
      croupiers: this.#croupiers.table(hoursOf),
      days: this.#days.holds(edge),
      edge,
    };
  }
}
