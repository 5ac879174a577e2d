import type { CardValue } from '../cards/card.js';
import { dealerOddsByValue } from '../odds/dealer-odds.js';
import { BLACKJACK_INDEX, DEALER_RESULTS } from '../odds/dealer-result.js';
import type { RuleProfile } from '../rules/profile-schema.js';

/**
 * What a dealer natural does to the player's decisions for one up-card:
 * - `checked`: the dealer peeked and has none, so the player decides knowing there is no natural;
 * - `takes-all-bets`: no hole card (or an up-card the dealer does not peek on), and a natural
 *   revealed after the players takes every bet on the box, doubles and split hands included;
 * - `takes-original-bets`: no hole card, and a natural takes only the original stake.
 */
export type NaturalRisk = 'checked' | 'takes-all-bets' | 'takes-original-bets';

/** The dealer as a player's decision meets it, for one up-card. */
export interface DealerOutlook {
  readonly upcard: CardValue;
  /**
   * The chance of each value for the player's next card, index 1 (ace) … 10, from the cards the
   * outlook was made from (see `start-values.ts` for which cards are out). After a peek it is not
   * conditioned on the hole card being no ten (or no ace): a small difference the chart leaves out.
   */
  readonly draw: readonly number[];
  /**
   * The dealer's final result in the order of DEALER_RESULTS (17 … 21, blackjack, bust). For
   * `checked` and `takes-original-bets` it is conditioned on no natural (the natural's share is
   * zero); for `takes-all-bets` the natural is a result that beats every player total.
   */
  readonly finals: readonly number[];
  readonly naturalRisk: NaturalRisk;
  /** The chance of a dealer natural behind this up-card, before any peek. */
  readonly naturalChance: number;
}

/**
 * The outlook from `counts` (by value, index 1 = aces … 10): the cards left once the up-card, and
 * whichever player cards the caller knows of, are out of the shoe.
 */
export function dealerOutlook(
  profile: RuleProfile,
  upcard: CardValue,
  counts: readonly number[],
): DealerOutlook {
  const left = counts.reduce((sum, count) => sum + count, 0);
  const draw = counts.map((count, value) => (value === 0 ? 0 : count / left));
  const odds = dealerOddsByValue(counts, upcard, profile.dealer);
  const unconditioned = DEALER_RESULTS.map((result) => odds[result]);
  const naturalChance = unconditioned[BLACKJACK_INDEX] ?? 0;
  const naturalRisk = naturalRiskOf(profile, upcard);
  const finals =
    naturalRisk === 'takes-all-bets' || naturalChance === 0
      ? unconditioned
      : unconditioned.map((chance, index) => (index === BLACKJACK_INDEX ? 0 : chance / (1 - naturalChance)));
  return { upcard, draw, finals, naturalRisk, naturalChance };
}

/** How the table treats a dealer natural behind this up-card (see NaturalRisk). */
export function naturalRiskOf(profile: RuleProfile, upcard: CardValue): NaturalRisk {
  const { holeCard, peekUpcards, dealerNaturalTakes } = profile.dealing;
  const peeked = peekUpcards.some((label) => (label === 'A' ? upcard === 1 : upcard === 10));
  if (holeCard === 'peek' && peeked) return 'checked';
  // A peek table that does not peek on this up-card finds the natural with the second card, after
  // the players: the settlement then takes every bet, as without a hole card.
  if (holeCard === 'peek') return 'takes-all-bets';
  return dealerNaturalTakes === 'all-bets' ? 'takes-all-bets' : 'takes-original-bets';
}
