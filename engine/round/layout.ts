import type { Card } from '../cards/card.js';
import { boxWith, handWith, roundWith } from './copy-with.js';
import type { Box, Hand, HandRef, MisdealRecord, Round } from './types.js';

/** Immutable updates of the layout: a new round value shares every box and hand it did not touch. */

export function updateBox(round: Round, boxNumber: number, update: (box: Box) => Box): Round {
  return roundWith(round, { boxes: round.boxes.map((box) => (box.box === boxNumber ? update(box) : box)) });
}

export function updateHand(round: Round, ref: HandRef, update: (hand: Hand) => Hand): Round {
  return updateBox(round, ref.box, (box) =>
    boxWith(box, { hands: box.hands.map((hand, index) => (index === ref.hand ? update(hand) : hand)) }),
  );
}

/** The boxes with a card added to one hand; every other box and hand is shared. */
export function withCardOnHand(boxes: readonly Box[], ref: HandRef, card: Card): Box[] {
  return boxes.map((box) =>
    box.box === ref.box
      ? boxWith(box, {
          hands: box.hands.map((hand, index) =>
            index === ref.hand ? handWith(hand, { cards: [...hand.cards, card] }) : hand,
          ),
        })
      : box,
  );
}

// The round is copied once per card rather than once per level (updateHand, then the round): the
// simulator deals every card of millions of rounds through here.
export function giveCardToHand(round: Round, ref: HandRef, card: Card): Round {
  const boxes = withCardOnHand(round.boxes, ref, card);
  return roundWith(round, { boxes, hitAskedBy: null, lastCard: { card, to: { kind: 'hand', ...ref } } });
}

export function giveCardToDealer(round: Round, card: Card): Round {
  return roundWith(round, { dealer: [...round.dealer, card], lastCard: { card, to: { kind: 'dealer' } } });
}

export function burnCard(round: Round, card: Card, why: string, pitBossNote: boolean): Round {
  const record: MisdealRecord = { card, why, resolution: 'burned', passedBy: [], pitBossNote };
  return roundWith(round, {
    burned: [...round.burned, card],
    misdeals: [...round.misdeals, record],
    lastCard: { card, to: { kind: 'burned' } },
  });
}

/** Replaces the newest misdeal record (the one being resolved). */
export function updateLastMisdeal(round: Round, update: (record: MisdealRecord) => MisdealRecord): Round {
  const last = round.misdeals.at(-1);
  if (!last) throw new Error('no misdealt card is being handled');
  return roundWith(round, { misdeals: [...round.misdeals.slice(0, -1), update(last)] });
}
