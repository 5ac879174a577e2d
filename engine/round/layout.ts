import type { Card } from '../cards/card.js';
import type { Box, CardTarget, Hand, HandRef, MisdealRecord, Round } from './types.js';

/** Immutable updates of the layout: a new round value shares every box and hand it did not touch. */

export function updateBox(round: Round, boxNumber: number, update: (box: Box) => Box): Round {
  return { ...round, boxes: round.boxes.map((box) => (box.box === boxNumber ? update(box) : box)) };
}

export function updateHand(round: Round, ref: HandRef, update: (hand: Hand) => Hand): Round {
  return updateBox(round, ref.box, (box) => ({
    ...box,
    hands: box.hands.map((hand, index) => (index === ref.hand ? update(hand) : hand)),
  }));
}

export function giveCardToHand(round: Round, ref: HandRef, card: Card): Round {
  const withCard = updateHand(round, ref, (hand) => ({ ...hand, cards: [...hand.cards, card] }));
  return { ...withCard, hitAskedBy: null, lastCard: { card, to: { kind: 'hand', ...ref } } };
}

export function giveCardToDealer(round: Round, card: Card): Round {
  return { ...round, dealer: [...round.dealer, card], lastCard: { card, to: { kind: 'dealer' } } };
}

export function burnCard(round: Round, card: Card, why: string, pitBossNote: boolean): Round {
  const record: MisdealRecord = { card, why, resolution: 'burned', passedBy: [], pitBossNote };
  return {
    ...round,
    burned: [...round.burned, card],
    misdeals: [...round.misdeals, record],
    lastCard: { card, to: { kind: 'burned' } },
  };
}

/** Replaces the newest misdeal record (the one being resolved). */
export function updateLastMisdeal(round: Round, update: (record: MisdealRecord) => MisdealRecord): Round {
  const last = round.misdeals.at(-1);
  if (!last) throw new Error('no misdealt card is being handled');
  return { ...round, misdeals: [...round.misdeals.slice(0, -1), update(last)] };
}

export const targetIsHand = (target: CardTarget): target is Extract<CardTarget, { kind: 'hand' }> =>
  target.kind === 'hand';
