import { largestPayableStake, type Minor, type PayoutRatio } from '../money.js';
import type { RuleProfile } from '../rules/profile-schema.js';

/** Even money is 1:1 by its very name, at every table that offers it. */
export const EVEN_MONEY: PayoutRatio = { pays: 1, per: 1 };

/** `3:2`, as the croupier says a ratio. */
export const ratioText = (ratio: PayoutRatio): string => `${ratio.pays}:${ratio.per}`;

/** What the bank takes, as a net: `0 - amount` rather than `-amount`, so a loss of nothing is 0, never -0. */
export const taken = (amount: Minor): Minor => 0 - amount;

/**
 * The most one box may hold so that every payout of its hands stays an amount the table holds
 * exactly: a hand's stake is at most doubled, at the largest of the profile's ratios.
 */
export function largestPayableBox(profile: RuleProfile): Minor {
  const ratios = [profile.payouts.win, profile.payouts.blackjack, profile.insurance.pays];
  return Math.floor(Math.min(...ratios.map(largestPayableStake)) / 2);
}
