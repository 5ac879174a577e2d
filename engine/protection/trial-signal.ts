import { type Excess, ExcessTally } from './statistics.js';
import { PROTECTION_THRESHOLDS } from './thresholds.js';

/** A trial of a playing signal: one departure from basic strategy, right or not, with its chance. */
export interface Trial {
  readonly hit: boolean;
  readonly chance: number;
  readonly round: number;
}

/** A player's departures that fall where knowledge would put them, against what chance puts there. */
export interface TrialSignal extends Excess {
  readonly identity: string;
  /** Rounds holding at least one of the trials. */
  readonly rounds: number;
  readonly rate: number | null;
  /** The rate a player without that knowledge would show, on average over the same trials. */
  readonly chanceRate: number | null;
  readonly flagged: boolean;
}

export function trialSignal(identity: string, trials: readonly Trial[]): TrialSignal {
  const tally = new TrialTally();
  for (const trial of [...trials].sort((a, b) => a.round - b.round)) tally.add(trial);
  return tally.signal(identity);
}

/** A player's trials summed as they come, in the order of their rounds. */
export class TrialTally {
  readonly #excess = new ExcessTally();
  #rounds = 0;
  #lastRound: number | null = null;

  add({ hit, chance, round }: Trial): void {
    this.#excess.add(hit ? 1 : 0, 1, chance);
    // Rounds come in order: a round's second trial is not a second round.
    if (round === this.#lastRound) return;
    this.#rounds += 1;
    this.#lastRound = round;
  }

  signal(identity: string): TrialSignal {
    return trialSignalOf(identity, this.#excess.result(), this.#rounds);
  }
}

/** The signal of a player's trials, summed (`excess`) over `rounds` rounds. */
export function trialSignalOf(identity: string, excess: Excess, rounds: number): TrialSignal {
  const { trials } = excess;
  return {
    identity,
    rounds,
    ...excess,
    rate: trials === 0 ? null : excess.observed / trials,
    chanceRate: trials === 0 ? null : excess.expected / trials,
    flagged: excess.p !== null && excess.p < PROTECTION_THRESHOLDS.significance,
  };
}
