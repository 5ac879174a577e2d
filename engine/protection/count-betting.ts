import { toUnits } from '../money.js';
import { correlation } from './statistics.js';
import { PROTECTION_THRESHOLDS } from './thresholds.js';
import type { WatchedRound } from './watched-round.js';

/** Signal 1: a player's initial bets following the Hi-Lo true count. */
export interface CountBetting {
  readonly identity: string;
  /** Rounds the player bet in (one pair of true count and stake each). */
  readonly rounds: number;
  /** Pearson's r of the round's total initial stake with the true count before it; null for a flat bettor. */
  readonly r: number | null;
  readonly z: number | null;
  readonly p: number | null;
  /** Smallest and largest stake, table units: the spread behind the correlation. */
  readonly spread: { readonly low: number; readonly high: number };
  readonly flagged: boolean;
}

/**
 * The correlation of each player's stake with the true count before the round, tested against
 * betting unrelated to the count (Fisher's z, one-sided). A flat bettor has no variance, hence no
 * correlation and no signal, whatever the count did.
 */
export function countBetting(rounds: readonly WatchedRound[]): CountBetting[] {
  const series = new Map<string, { counts: number[]; stakes: number[] }>();
  for (const round of rounds) {
    const stakes = new Map<string, number>();
    for (const bet of round.bets) stakes.set(bet.identity, (stakes.get(bet.identity) ?? 0) + bet.stake);
    for (const [identity, stake] of stakes) {
      const known = series.get(identity) ?? { counts: [], stakes: [] };
      series.set(identity, known);
      known.counts.push(round.trueCount);
      known.stakes.push(toUnits(stake));
    }
  }
  return [...series].map(([identity, { counts, stakes }]) => {
    const { r, z, p } = correlation(stakes, counts);
    const enough = counts.length >= PROTECTION_THRESHOLDS.fewestRounds;
    return {
      identity,
      rounds: counts.length,
      r,
      z,
      p,
      spread: spreadOf(stakes),
      flagged: enough && r !== null && r > 0 && p !== null && p < PROTECTION_THRESHOLDS.significance,
    };
  });
}

/** The lowest and highest stake, by a loop: a long log holds more rounds than a spread call takes. */
function spreadOf(stakes: readonly number[]): CountBetting['spread'] {
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const stake of stakes) {
    if (stake < low) low = stake;
    if (stake > high) high = stake;
  }
  return { low, high };
}
