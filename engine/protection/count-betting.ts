import { toUnits } from '../money.js';
import { Correlating } from './statistics.js';
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
  const tally = new CountBettingTally();
  for (const round of rounds) tally.add(round);
  return tally.result();
}

interface PlayerBets {
  readonly pairs: Correlating;
  low: number;
  high: number;
}

/** The same signal summed round by round: each player's running correlation and spread. */
export class CountBettingTally {
  readonly #players = new Map<string, PlayerBets>();

  add(round: WatchedRound): void {
    const stakes = new Map<string, number>();
    for (const bet of round.bets) stakes.set(bet.identity, (stakes.get(bet.identity) ?? 0) + bet.stake);
    for (const [identity, stake] of stakes) {
      const player = this.#players.get(identity) ?? {
        pairs: new Correlating(),
        low: Number.POSITIVE_INFINITY,
        high: Number.NEGATIVE_INFINITY,
      };
      this.#players.set(identity, player);
      const units = toUnits(stake);
      player.pairs.add(units, round.trueCount);
      if (units < player.low) player.low = units;
      if (units > player.high) player.high = units;
    }
  }

  result(): CountBetting[] {
    return [...this.#players].map(([identity, { pairs, low, high }]) => {
      const { r, z, p, n } = pairs.result();
      const enough = n >= PROTECTION_THRESHOLDS.fewestRounds;
      return {
        identity,
        rounds: n,
        r,
        z,
        p,
        spread: { low, high },
        flagged: enough && r !== null && r > 0 && p !== null && p < PROTECTION_THRESHOLDS.significance,
      };
    });
  }
}
