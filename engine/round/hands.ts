import { cardValue } from '../cards/card.js';
import { handTotal, hardTotal, isNatural } from '../cards/hand.js';
import { type Message, say } from '../refusals/message.js';
import type { RuleProfile } from '../rules/profile-schema.js';
import type { Box, Hand, HandRef, Round } from './types.js';

export const handIsNatural = (hand: Hand): boolean => isNatural(hand.cards, hand.fromSplit);
export const handIsBust = (hand: Hand): boolean => hardTotal(hand.cards) > 21;

/** Two split aces where the second card is another ace the profile lets split again. */
export function mayResplitAce(hand: Hand, box: Box, profile: RuleProfile): boolean {
  const [, second] = hand.cards;
  return (
    hand.splitAces &&
    hand.cards.length === 2 &&
    second !== undefined &&
    cardValue(second) === 1 &&
    profile.split.resplitAces &&
    (profile.split.maxHands === null || box.hands.length < profile.split.maxHands)
  );
}

/**
 * A hand's turn is over when the box holder stood, or by rule: a bust, a natural (it takes no
 * turn), 21 where the table stands on 21, the one card after a double, the one card on a split ace.
 */
export function handIsFinished(hand: Hand, box: Box, profile: RuleProfile): boolean {
  if (hand.stood || hand.surrendered || hand.evenMoney) return true;
  if (hand.cards.length < 2) return false;
  if (handIsBust(hand) || handIsNatural(hand)) return true;
  if (profile.player.standsOn21 && handTotal(hand.cards).total === 21) return true;
  if (hand.doubled) return hand.cards.length >= 3;
  if (hand.splitAces) return !mayResplitAce(hand, box, profile);
  return false;
}

/** The hand on turn: the first unfinished hand, boxes from 1 upward, hands left to right. */
export function handOnTurn(round: Round, profile: RuleProfile): HandRef | null {
  for (const box of round.boxes) {
    for (let hand = 0; hand < box.hands.length; hand++) {
      const candidate = box.hands[hand] as Hand;
      if (!handIsFinished(candidate, box, profile)) return { box: box.box, hand };
    }
  }
  return null;
}

/** Whether the hand on turn can take the next card as a hit (or as its second card after a split). */
export function handMayTakeCard(hand: Hand): boolean {
  if (hand.cards.length < 2) return true;
  if (hand.splitAces) return false; // waiting for the resplit decision
  return !hand.doubled || hand.cards.length < 3;
}

/**
 * Whether a misdealt card may be offered to this hand (RULES.md): not stood, not busted, below 21,
 * not doubled, not a split ace.
 */
export function handMayTakeMisdealtCard(hand: Hand, box: Box, profile: RuleProfile): boolean {
  if (hand.doubled || hand.splitAces) return false;
  if (hand.cards.length >= 2 && handTotal(hand.cards).total >= 21) return false;
  return !handIsFinished(hand, box, profile);
}

/** A hand still in play against the dealer's total (not bust, surrendered, paid, or a natural). */
export function handIsLive(hand: Hand): boolean {
  return !handIsBust(hand) && !hand.surrendered && !hand.evenMoney && !handIsNatural(hand);
}

export function findHand(round: Round, ref: HandRef): { box: Box; hand: Hand } {
  const box = round.boxes.find((candidate) => candidate.box === ref.box);
  const hand = box?.hands[ref.hand];
  if (!box || !hand) throw new Error(`no hand ${ref.hand} on box ${ref.box}`);
  return { box, hand };
}

/** "box 3", or "box 3 hand 2" once the box has split, as a phrase for refusals in any language. */
export const handLabelSaid = (ref: HandRef, box: Box): Message =>
  box.hands.length > 1
    ? say('hand.label-split', { box: ref.box, hand: ref.hand + 1 })
    : say('hand.label-box', { box: ref.box });
