import type { CardValue } from '../cards/card.js';
import { BLACKJACK_INDEX, BUST_INDEX } from '../odds/dealer-result.js';
import type { RuleProfile } from '../rules/profile-schema.js';
import { naturalRiskOf } from '../strategy/dealer-outlook.js';
import { type DealerFinals, dealerFinals, KEY_WEIGHTS } from './dealer-finals.js';

/**
 * The cards left for one up-card while the analysis walks the player's hands: cards are taken
 * out as they are dealt and put back on the way up, so every value is weighted by the exact
 * composition of its moment.
 *
 * Values are joint with the dealer having no natural where a peek has ruled one out: by
 * exchangeability the hole card may be thought of as drawn after the player's cards, so a value is
 * E[result and no natural], the natural's share being settled once per start (it takes the
 * original bet). Every choice of one hand is then scaled by the same chance of no natural, and
 * comparing them compares the values a player who saw the peek would compare.
 */
export interface Deal {
  readonly profile: RuleProfile;
  readonly upcard: CardValue;
  /** By value, index 1 (ace) … 10; changed in place by take and put. */
  readonly counts: number[];
  left: number;
  /** The cards out of the starting composition, as digits by value. */
  key: number;
  /** A peek has shown no natural (`checked`): natural results are left out of the dealer's odds. */
  readonly checked: boolean;
  readonly finals: DealerFinals;
  /** Units won per unit staked on an ordinary win. */
  readonly win: number;
}

export function dealFor(profile: RuleProfile, upcard: CardValue, counts: readonly number[]): Deal {
  const checked = naturalRiskOf(profile, upcard) === 'checked';
  if (naturalRiskOf(profile, upcard) === 'takes-original-bets')
    throw new Error('a natural that takes only the original bets after the players is not analysed');
  const own = counts.slice(0, 11);
  return {
    profile,
    upcard,
    counts: own,
    left: own.reduce((sum, count) => sum + count, 0),
    key: 0,
    checked,
    finals: dealerFinals(upcard, profile.dealer, checked),
    win: profile.payouts.win.pays / profile.payouts.win.per,
  };
}

export function take(deal: Deal, value: number): void {
  deal.counts[value] = (deal.counts[value] ?? 0) - 1;
  deal.left -= 1;
  deal.key += KEY_WEIGHTS[value] ?? 0;
}

export function put(deal: Deal, value: number): void {
  deal.counts[value] = (deal.counts[value] ?? 0) + 1;
  deal.left += 1;
  deal.key -= KEY_WEIGHTS[value] ?? 0;
}

/** The chance of the next card being `value`. */
export const drawChance = (deal: Deal, value: number): number => (deal.counts[value] ?? 0) / deal.left;

/** The chance that the dealer's second card, from what is left, makes no natural. */
export function noNaturalChance(deal: Deal): number {
  if (deal.upcard === 1) return 1 - (deal.counts[10] ?? 0) / deal.left;
  if (deal.upcard === 10) return 1 - (deal.counts[1] ?? 0) / deal.left;
  return 1;
}

/** What a lost unit costs jointly with no natural: a bust or a surrender settles before the peek's share. */
export const lossWeight = (deal: Deal): number => (deal.checked ? noNaturalChance(deal) : 1);

/**
 * Standing on `total` (21 or less) from the cards left: a win on a dealer bust or a lower total,
 * a push on the same, a loss to a higher total or a natural.
 */
export function standValue(deal: Deal, total: number): number {
  const odds = deal.finals.odds(deal.counts, deal.left, deal.key);
  let value = deal.win * (odds[BUST_INDEX] ?? 0) - (odds[BLACKJACK_INDEX] ?? 0);
  for (let dealerTotal = 17; dealerTotal <= 21; dealerTotal++) {
    const chance = odds[dealerTotal - 17] ?? 0;
    if (total > dealerTotal) value += deal.win * chance;
    else if (total < dealerTotal) value -= chance;
  }
  return value;
}
