import { INSURANCE_INDEX, indexPlayFor, onIndexSide } from './index-plays.js';
import { ExcessTally } from './statistics.js';
import { type TrialSignal, trialSignalOf } from './trial-signal.js';
import type { WatchedRound } from './watched-round.js';

/** Signal 2: a player's departures from basic strategy falling where a count index says to make them. */
export type CountDeviations = TrialSignal;

/** A player's occurrences of one index situation, and their deviations there. */
interface Situation {
  /** Occurrences, and those at the index's side. */
  all: number;
  side: number;
  /** Deviations, and those at the index's side. */
  deviated: number;
  deviatedOnSide: number;
}

interface PlayerSituations {
  readonly situations: Map<string, Situation>;
  /** Rounds holding a deviation. */
  rounds: number;
  lastRound: number | null;
}

/**
 * A basic-strategy player's errors do not know the count: the share of them made on an index's
 * side is the share of the situations that arose there. A counter's are made there. Each deviation
 * is a trial whose chance is the share of the player's own occurrences of that situation at the
 * index's side; the deviations at the index's side are compared with that chance.
 */
export function countDeviations(rounds: readonly WatchedRound[]): CountDeviations[] {
  const tally = new CountDeviationsTally();
  for (const round of rounds) tally.add(round);
  return tally.result();
}

/**
 * The same signal summed round by round: each player's count of each situation and of the
 * deviations in it, at the index's side or not. A deviation's chance is the situation's share at
 * the side, known at the end: the deviations of a situation are its trials, all of one chance.
 */
export class CountDeviationsTally {
  readonly #players = new Map<string, PlayerSituations>();

  add(round: WatchedRound): void {
    for (const decision of round.decisions) {
      const index = indexPlayFor(decision.total, decision.soft, decision.up, decision.basic);
      if (!index) continue;
      this.#occurred(decision.identity, round.number, index.id, {
        indexSide: onIndexSide(index, decision.trueCount),
        deviated: decision.choice === index.play,
      });
    }
    for (const offer of round.insurance) {
      this.#occurred(offer.identity, round.number, 'insurance', {
        indexSide: onIndexSide({ index: INSURANCE_INDEX, side: 'at-or-above' }, offer.trueCount),
        deviated: offer.taken,
      });
    }
  }

  #occurred(
    identity: string,
    round: number,
    key: string,
    at: { indexSide: boolean; deviated: boolean },
  ): void {
    const player = this.#players.get(identity) ?? { situations: new Map(), rounds: 0, lastRound: null };
    this.#players.set(identity, player);
    const situation = player.situations.get(key) ?? { all: 0, side: 0, deviated: 0, deviatedOnSide: 0 };
    player.situations.set(key, situation);
    situation.all += 1;
    if (at.indexSide) situation.side += 1;
    if (!at.deviated) return;
    situation.deviated += 1;
    if (at.indexSide) situation.deviatedOnSide += 1;
    if (player.lastRound !== round) {
      player.rounds += 1;
      player.lastRound = round;
    }
  }

  result(): CountDeviations[] {
    return [...this.#players].map(([identity, { situations, rounds }]) => {
      const excess = new ExcessTally();
      for (const { all, side, deviated, deviatedOnSide } of situations.values())
        excess.add(deviatedOnSide, deviated, side / all);
      return trialSignalOf(identity, excess.result(), rounds);
    });
  }
}
