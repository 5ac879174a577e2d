import type { Card } from '../cards/card.js';
import { type Message, say } from '../refusals/message.js';
import type { RuleProfile } from '../rules/profile-schema.js';
import { roundWith } from './copy-with.js';
import { withCardOnHand } from './layout.js';
import type { Round } from './types.js';

/** One place in the fixed order of the initial deal. */
export type DealSpot = { readonly kind: 'box'; readonly box: number } | { readonly kind: 'dealer' };

const DEALER_SPOT: DealSpot = { kind: 'dealer' };

/** The number of cards of the initial deal. */
const dealLength = (round: Round, profile: RuleProfile): number =>
  2 * round.boxes.length + (profile.dealing.holeCard === 'peek' ? 2 : 1);

/**
 * The place of card `index` of the initial deal: one card to each occupied box from box 1 upward,
 * one face up to the dealer, a second card to each box; at a peek table the dealer's hole card
 * last. Read off that shape rather than built as a list: guards ask after every card.
 */
function dealSpotAt(round: Round, profile: RuleProfile, index: number): DealSpot | undefined {
  const boxes = round.boxes.length;
  if (index < 0 || index >= dealLength(round, profile)) return undefined;
  if (index === boxes || index === 2 * boxes + 1) return DEALER_SPOT;
  const box = round.boxes[index < boxes ? index : index - boxes - 1];
  return box && { kind: 'box', box: box.box };
}

export const initialDealComplete = (round: Round, profile: RuleProfile): boolean =>
  round.dealt >= dealLength(round, profile);

export function placeInitialCard(round: Round, profile: RuleProfile, card: Card): Round {
  const spot = dealSpotAt(round, profile, round.dealt);
  if (!spot) throw new Error('the initial deal is already complete');
  const dealt = round.dealt + 1;
  if (spot.kind === 'dealer') {
    return roundWith(round, {
      dealer: [...round.dealer, card],
      dealt,
      lastCard: { card, to: { kind: 'dealer' }, initial: true },
    });
  }
  const ref = { box: spot.box, hand: 0 };
  return roundWith(round, {
    boxes: withCardOnHand(round.boxes, ref, card),
    dealt,
    hitAskedBy: null,
    lastCard: { card, to: { kind: 'hand', ...ref }, initial: true },
  });
}

/** A card of the initial deal taken back: it is burned and the same place is dealt again. */
export const redealSpot = (round: Round): Round => roundWith(round, { dealt: round.dealt - 1 });

/** Where the next card of the initial deal goes, in the croupier's words. */
export function nextDealSpotSaid(round: Round, profile: RuleProfile): Message {
  const spot = dealSpotAt(round, profile, round.dealt);
  if (!spot) return say('spot.deal-complete');
  return spot.kind === 'dealer' ? say('spot.dealer') : say('spot.box', { box: spot.box });
}
