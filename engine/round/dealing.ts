import type { Card } from '../cards/card.js';
import type { RuleProfile } from '../rules/profile-schema.js';
import { giveCardToDealer, giveCardToHand } from './layout.js';
import type { Round } from './types.js';

/** One place in the fixed order of the initial deal. */
export type DealSpot = { readonly kind: 'box'; readonly box: number } | { readonly kind: 'dealer' };

/**
 * The initial deal: one card to each occupied box from box 1 upward, one face up to the dealer, a
 * second card to each box; at a peek table the dealer's hole card last.
 */
export function dealingOrder(round: Round, profile: RuleProfile): DealSpot[] {
  const boxes: DealSpot[] = round.boxes.map((box) => ({ kind: 'box', box: box.box }));
  const order: DealSpot[] = [...boxes, { kind: 'dealer' }, ...boxes];
  if (profile.dealing.holeCard === 'peek') order.push({ kind: 'dealer' });
  return order;
}

export const initialDealComplete = (round: Round, profile: RuleProfile): boolean =>
  round.dealt >= dealingOrder(round, profile).length;

export function placeInitialCard(round: Round, profile: RuleProfile, card: Card): Round {
  const spot = dealingOrder(round, profile)[round.dealt];
  if (!spot) throw new Error('the initial deal is already complete');
  const placed =
    spot.kind === 'dealer'
      ? giveCardToDealer(round, card)
      : giveCardToHand(round, { box: spot.box, hand: 0 }, card);
  return {
    ...placed,
    dealt: round.dealt + 1,
    lastCard: { card, to: placed.lastCard?.to ?? { kind: 'dealer' }, initial: true },
  };
}

/** Where the next card of the initial deal goes, in the croupier's words. */
/** A card of the initial deal taken back: it is burned and the same place is dealt again. */
export const redealSpot = (round: Round): Round => ({ ...round, dealt: round.dealt - 1 });

export function nextDealSpot(round: Round, profile: RuleProfile): string {
  const spot = dealingOrder(round, profile)[round.dealt];
  if (!spot) return 'the initial deal is complete';
  return spot.kind === 'dealer' ? 'dealer' : `box ${spot.box}`;
}
