import { INSURANCE_INDEX, indexPlayFor, onIndexSide } from './index-plays.js';
import { type TrialSignal, trialSignal } from './trial-signal.js';
import type { WatchedRound } from './watched-round.js';

/** Signal 2: a player's departures from basic strategy falling where a count index says to make them. */
export type CountDeviations = TrialSignal;

interface Occurrence {
  readonly key: string;
  readonly indexSide: boolean;
  readonly deviated: boolean;
  readonly round: number;
}

/**
 * A basic-strategy player's errors do not know the count: the share of them made on an index's
 * side is the share of the situations that arose there. A counter's are made there. Each deviation
 * is a trial whose chance is the share of the player's own occurrences of that situation at the
 * index's side; the deviations at the index's side are compared with that chance.
 */
export function countDeviations(rounds: readonly WatchedRound[]): CountDeviations[] {
  const byIdentity = new Map<string, Occurrence[]>();
  const add = (identity: string, occurrence: Occurrence): void => {
    const known = byIdentity.get(identity) ?? [];
    byIdentity.set(identity, known);
    known.push(occurrence);
  };
  for (const round of rounds) {
    for (const decision of round.decisions) {
      const index = indexPlayFor(decision.total, decision.soft, decision.up, decision.basic);
      if (!index) continue;
      add(decision.identity, {
        key: index.id,
        indexSide: onIndexSide(index, decision.trueCount),
        deviated: decision.choice === index.play,
        round: round.number,
      });
    }
    for (const offer of round.insurance) {
      add(offer.identity, {
        key: 'insurance',
        indexSide: onIndexSide({ index: INSURANCE_INDEX, side: 'at-or-above' }, offer.trueCount),
        deviated: offer.taken,
        round: round.number,
      });
    }
  }
  return [...byIdentity].map(([identity, occurrences]) => {
    const sideShare = new Map<string, { side: number; all: number }>();
    for (const { key, indexSide } of occurrences) {
      const share = sideShare.get(key) ?? { side: 0, all: 0 };
      sideShare.set(key, share);
      share.all += 1;
      if (indexSide) share.side += 1;
    }
    const trials = occurrences
      .filter((o) => o.deviated)
      .map((o) => {
        const share = sideShare.get(o.key) as { side: number; all: number };
        return { hit: o.indexSide, chance: share.side / share.all, round: o.round };
      });
    return trialSignal(identity, trials);
  });
}
