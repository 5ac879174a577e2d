import type { Card, CardValue } from '../cards/card.js';
import { assertNever } from '../result.js';
import type { RuleProfile } from '../rules/profile-schema.js';
import type { PlayerChoice } from '../sim/auto-table.js';

/**
 * A player hand as the analysis follows it: no cards, only what the table's rules read. The
 * statechart's guards (round/decisions.ts) ask the same questions of a real hand; this is their
 * reading for a hand that exists only as a total, and the brute-force tests play the real rules
 * against it on small shoes.
 */
export interface PlayedHand {
  /** Aces counted 1. */
  readonly hard: number;
  readonly holdsAce: boolean;
  readonly cardCount: number;
  /** The values of the first two cards (0 while missing): a pair is read from them. */
  readonly first: number;
  readonly second: number;
  readonly fromSplit: boolean;
  /** Hands on the box (1 before any split). */
  readonly hands: number;
}

export const totalOf = (hand: Pick<PlayedHand, 'hard' | 'holdsAce'>): number =>
  hand.holdsAce && hand.hard + 10 <= 21 ? hand.hard + 10 : hand.hard;

/** The hand with one more card of `value`. */
export function handWithCard(hand: PlayedHand, value: number): PlayedHand {
  return {
    ...hand,
    hard: hand.hard + value,
    holdsAce: hand.holdsAce || value === 1,
    cardCount: hand.cardCount + 1,
    second: hand.cardCount === 1 ? value : hand.second,
  };
}

/** One card for each value, index 1 (ace) … 10. */
export const CARD_OF_VALUE: readonly Card[] = [
  'AS',
  'AS',
  '2S',
  '3S',
  '4S',
  '5S',
  '6S',
  '7S',
  '8S',
  '9S',
  'TS',
];

/** A hand of one card, the first of a deal or of a split. */
export function handOfCard(value: number, fromSplit: boolean, hands: number): PlayedHand {
  return {
    hard: value,
    holdsAce: value === 1,
    cardCount: 1,
    first: value,
    second: 0,
    fromSplit,
    hands,
  };
}

/** The pair's value for a hand of two cards of one value, else null. */
export const pairValueOf = (hand: PlayedHand): CardValue | null =>
  hand.cardCount === 2 && hand.first === hand.second ? (hand.first as CardValue) : null;

/**
 * Whether the table lets this hand make this choice now (a hand on turn with two or more cards;
 * a split ace holds no more than its second card and is never on turn). A pair of tens at a table
 * that splits by rank is taken as not splittable: no strategy splits tens, so nothing depends on
 * which ten ranks the pair holds.
 */
export function mayChoose(
  choice: PlayerChoice,
  hand: PlayedHand,
  upcard: CardValue,
  profile: RuleProfile,
): boolean {
  const total = totalOf(hand);
  const twoCards = hand.cardCount === 2;
  switch (choice) {
    case 'hit':
      return !(profile.player.standsOn21 && total === 21);
    case 'stand':
      return profile.player.mustDrawBelow === null || total >= profile.player.mustDrawBelow;
    case 'double': {
      const { double } = profile;
      return (
        twoCards &&
        double.allowed &&
        (!hand.fromSplit || double.afterSplit) &&
        (double.totals === null || double.totals.includes(total)) &&
        !(profile.player.standsOn21 && total === 21)
      );
    }
    case 'split': {
      const { split } = profile;
      return (
        twoCards &&
        split.allowed &&
        hand.first === hand.second &&
        !(split.pairsBy === 'rank' && hand.first === 10) &&
        (split.maxHands === null || hand.hands < split.maxHands) &&
        (!hand.fromSplit || hand.first !== 1 || split.resplitAces)
      );
    }
    case 'surrender': {
      const rules = profile.surrender;
      return (
        rules !== null &&
        twoCards &&
        !hand.fromSplit &&
        (rules.againstAce || upcard !== 1) &&
        (rules.handWithAce || !hand.holdsAce) &&
        (rules.totals === null || rules.totals.includes(total))
      );
    }
    default:
      return assertNever(choice);
  }
}
