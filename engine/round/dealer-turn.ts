import { cardValue } from '../cards/card.js';
import { isNatural } from '../cards/hand.js';
import { dealerAction } from '../dealer/dealer-action.js';
import type { RuleProfile } from '../rules/profile-schema.js';
import { handIsLive, handIsNatural } from './hands.js';
import type { Round } from './types.js';

const upCardValue = (round: Round): number | null => {
  const upCard = round.dealer[0];
  return upCard === undefined ? null : cardValue(upCard);
};

/** An up-card that can make a dealer natural: an ace or a 10-value card. */
const upCardMayMakeNatural = (round: Round): boolean => {
  const value = upCardValue(round);
  return value === 1 || value === 10;
};

const anyLiveHand = (round: Round): boolean => round.boxes.some((box) => box.hands.some(handIsLive));

/**
 * Whether the dealer must take another card. With hands still in play the profile's drawing rule
 * decides. With none left, the dealer draws only what settling needs (RULES.md): the second card
 * when a natural or an insurance bet waits on a possible dealer natural, else nothing.
 */
export function dealerNeedsCard(round: Round, profile: RuleProfile): boolean {
  const cards = round.dealer;
  if (anyLiveHand(round) || profile.dealer.completesWhenNoLiveBoxes) {
    return cards.length < 2 || dealerAction(cards, profile.dealer) === 'draw';
  }
  if (cards.length >= 2 || !upCardMayMakeNatural(round)) return false;
  const naturalWaits = round.boxes.some((box) =>
    box.hands.some((hand) => handIsNatural(hand) && !hand.evenMoney),
  );
  return naturalWaits || round.insurance.length > 0;
}

/** At a peek table, the dealer checks the hole card when the up-card is one the profile peeks on. */
export function peekFindsNatural(round: Round, profile: RuleProfile): boolean {
  if (profile.dealing.holeCard !== 'peek') return false;
  const value = upCardValue(round);
  const peeks = profile.dealing.peekUpcards.some((label) => (label === 'A' ? value === 1 : value === 10));
  return peeks && isNatural(round.dealer.slice(0, 2));
}
