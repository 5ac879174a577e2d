import { assertNever } from '../result.js';
import { handOnTurn } from '../round/hands.js';
import { contextOf, type TableSnapshot } from '../round/table.js';

/**
 * Where a fact of a round took place, for the pit boss's sentence of it ("card 7♥ to box 3 hand 1",
 * "box 2 doubles"): the facts of a hand's decisions name no box, and a card names only itself; the
 * table before and after the fact says which hand was on turn and where the card went. Hands are
 * counted from 1, as the table says them.
 */
export type FactPlace =
  | { readonly kind: 'hand'; readonly box: number; readonly hand: number }
  | { readonly kind: 'dealer'; readonly hole: boolean }
  | { readonly kind: 'burned' }
  | { readonly kind: 'offer' };

export function factPlace(before: TableSnapshot, after: TableSnapshot, type: string): FactPlace | null {
  switch (type) {
    case 'CardDrawn':
      return cardPlace(after);
    case 'HitAsked':
    case 'HandStood':
    case 'HandDoubled':
    case 'HandSplit':
    case 'HandSurrendered': {
      const { round, profile } = contextOf(before);
      const onTurn = handOnTurn(round, profile);
      return onTurn && { kind: 'hand', box: onTurn.box, hand: onTurn.hand + 1 };
    }
    case 'MisdealPassed': {
      const offered = contextOf(before).round.offer?.candidates[0];
      return offered ? { kind: 'hand', box: offered.box, hand: offered.hand + 1 } : null;
    }
    default:
      return null;
  }
}

/** Where the card just drawn lies: a hand, the dealer (the hole card at a peek table), burned, or on offer. */
function cardPlace(after: TableSnapshot): FactPlace | null {
  const { round, profile } = contextOf(after);
  const to = round.lastCard?.to;
  if (!to) return null;
  switch (to.kind) {
    case 'hand':
      return { kind: 'hand', box: to.box, hand: to.hand + 1 };
    case 'dealer': {
      const hole =
        profile.dealing.holeCard === 'peek' && round.lastCard?.initial === true && round.dealer.length === 2;
      return { kind: 'dealer', hole };
    }
    case 'burned':
    case 'offer':
      return { kind: to.kind };
    default:
      return assertNever(to);
  }
}
