import type { CardValue } from '../cards/card.js';
import { UPCARD_VALUES } from '../odds/dealer-result.js';
import type { RuleProfile } from '../rules/profile-schema.js';
import { freshShoe, remainingByValue } from '../shoe/composition.js';
import { naturalRiskOf } from '../strategy/dealer-outlook.js';
import { dealFor, drawChance, noNaturalChance, put, take } from './deal.js';
import { type EdgeStrategy, type HandPlayer, handPlayer } from './hand-play.js';
import { handOfCard, handWithCard, mayChoose } from './hand-rules.js';
import { splitValue } from './split-play.js';

/** An up-card as the edge's breakdown names it: `A`, `2` … `9`, `T` for every ten-value card. */
export const UPCARD_NAMES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T'] as const;
export type UpcardName = (typeof UPCARD_NAMES)[number];
export const upcardName = (upcard: CardValue): UpcardName => UPCARD_NAMES[upcard - 1] ?? 'T';

export interface UpcardEdge {
  readonly upcard: CardValue;
  /** The chance of this up-card. */
  readonly probability: number;
  /** The player's expected result per initial unit against it. */
  readonly ev: number;
}

export interface ExactEdge {
  /** The player's expected result per initial unit (negative: the house's edge). */
  readonly ev: number;
  readonly byUpcard: readonly UpcardEdge[];
}

/**
 * The player's expected result per initial unit on the first round of a shoe, by combinatorial
 * analysis: every up-card, every two-card start and every card the hand draws weighted by the
 * composition left at its moment, against the dealer's exact odds for that composition. `counts`
 * (by value, index 1 = aces … 10) replaces the profile's fresh shoe, so small shoes can be checked
 * against a brute force. Insurance and even money are declined; a double is made in full, also
 * where the table allows doubling for less; splits are approximated as split-play.ts says.
 */
export function exactEdge(
  profile: RuleProfile,
  strategy: EdgeStrategy,
  counts: readonly number[] = remainingByValue(freshShoe(profile.shoe.decks)),
): ExactEdge {
  const cards = counts.slice(1, 11).reduce((sum, count) => sum + count, 0);
  const byUpcard = UPCARD_VALUES.map((upcard): UpcardEdge => {
    const probability = (counts[upcard] ?? 0) / cards;
    if (probability === 0) return { upcard, probability, ev: 0 };
    const withoutUpcard = counts.slice();
    withoutUpcard[upcard] = (withoutUpcard[upcard] ?? 0) - 1;
    return { upcard, probability, ev: upcardEdge(profile, strategy, upcard, withoutUpcard) };
  });
  return { ev: byUpcard.reduce((sum, row) => sum + row.probability * row.ev, 0), byUpcard };
}

/**
 * Whether the analysis covers the profile: a natural found after the players that takes only the
 * original bets would settle split and doubled hands by their sum, which it does not follow.
 */
export function exactEdgeCovers(profile: RuleProfile): boolean {
  return UPCARD_VALUES.every((upcard) => naturalRiskOf(profile, upcard) !== 'takes-original-bets');
}

function upcardEdge(
  profile: RuleProfile,
  strategy: EdgeStrategy,
  upcard: CardValue,
  counts: readonly number[],
): number {
  const deal = dealFor(profile, upcard, counts);
  const player = handPlayer(deal, strategy);
  const blackjack = profile.payouts.blackjack.pays / profile.payouts.blackjack.per;
  let ev = 0;
  for (let first = 1; first <= 10; first++) {
    for (let second = first; second <= 10; second++) {
      const firstChance = drawChance(deal, first);
      if (firstChance === 0) continue;
      take(deal, first);
      const secondChance = drawChance(deal, second);
      if (secondChance > 0) {
        take(deal, second);
        const orders = first === second ? 1 : 2;
        ev += orders * firstChance * secondChance * startValue(player, first, second, blackjack);
        put(deal, second);
      }
      put(deal, first);
    }
  }
  return ev;
}

/** A start's value, its two cards out of the deal; a dealer natural behind a peek takes one unit. */
function startValue(player: HandPlayer, first: number, second: number, blackjack: number): number {
  const { deal } = player;
  const noNatural = noNaturalChance(deal);
  if (first === 1 && second === 10) return blackjack * noNatural;
  const hand = handWithCard(handOfCard(first, false, 1), second);
  let value: number;
  if (player.strategy === 'basic') {
    value = player.chartChoice(hand) === 'split' ? splitValue(player, first) : player.play(hand, 0);
  } else {
    value = player.play(hand, 0);
    if (mayChoose('split', hand, deal.upcard, deal.profile))
      value = Math.max(value, splitValue(player, first));
  }
  return deal.checked ? value - (1 - noNatural) : value;
}
