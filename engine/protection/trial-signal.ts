import { type Excess, excessOverChance } from './statistics.js';
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
  const excess = excessOverChance(trials);
  return {
    identity,
    rounds: new Set(trials.map((t) => t.round)).size,
    ...excess,
    rate: trials.length === 0 ? null : excess.observed / trials.length,
    chanceRate: trials.length === 0 ? null : excess.expected / trials.length,
    flagged: excess.p !== null && excess.p < PROTECTION_THRESHOLDS.significance,
  };
}
