import { cardGlyph } from '../cards/card.js';
import { type Message, say } from '../refusals/message.js';
import { dealerNeedsCard } from '../round/dealer-turn.js';
import { nextDealSpotSaid } from '../round/dealing.js';
import { findHand, handLabelSaid, handOnTurn } from '../round/hands.js';
import { contextOf, phaseOf, type TableSnapshot } from '../round/table.js';

/**
 * Where the next card out of the shoe goes (`to`), or, when no hand may take one, why not (`why`):
 * a card that comes out then is burned, so the screen offers no "pull a card" and says why.
 */
export type NextCard =
  | { readonly to: Message; readonly why: null }
  | { readonly to: null; readonly why: Message };

const to = (spot: Message): NextCard => ({ to: spot, why: null });
const none = (why: Message): NextCard => ({ to: null, why });

export function nextCard(snapshot: TableSnapshot): NextCard {
  const { round, profile } = contextOf(snapshot);
  switch (phaseOf(snapshot)) {
    case 'dealing':
      return to(nextDealSpotSaid(round, profile));
    case 'players': {
      const ref = handOnTurn(round, profile);
      return ref ? to(handLabelSaid(ref, findHand(round, ref).box)) : none(say('next.no-hand'));
    }
    case 'dealer':
      return dealerNeedsCard(round, profile) ? to(say('spot.dealer')) : none(say('next.dealer-stands'));
    case 'insurance':
      return none(say('next.insurance'));
    case 'offer':
      return round.offer
        ? none(say('next.offer', { card: cardGlyph(round.offer.card) }))
        : none(say('next.no-hand'));
    case 'settled':
      return none(say('next.settled'));
    case 'betting':
    case 'resume':
      return none(say('next.bets-open'));
  }
}
