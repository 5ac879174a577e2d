import { type Card, cardValue, rankLabel, rankOf } from '../cards/card.js';
import { handTotal } from '../cards/hand.js';
import { assertNever } from '../result.js';
import { findHand, handOnTurn } from '../round/hands.js';
import type { Hand, TableContext } from '../round/types.js';
import type { RuleProfile } from '../rules/profile-schema.js';
import type { PlayerChoice } from '../sim/auto-table.js';
import { cellForHand, choiceRefusal, legalChoice } from './basic-strategy.js';
import { strategyChartFor } from './chart.js';

/** Advice for the hand on turn, shown to the croupier (and said to the player) beside the decisions. */
export interface Hint {
  /** `basic-strategy`: the learning hint of `home-1d`; `double-suggested`: the dealer's suggestion. */
  readonly kind: 'basic-strategy' | 'double-suggested';
  readonly box: number;
  readonly hand: number;
  readonly choice: PlayerChoice;
  /** "basic strategy: double — 11 against a 6". */
  readonly sentence: string;
}

/** Totals on which the dealer suggests a double (`001_d2d98fe0d86c8c4c.txt`). */
const SUGGESTED_DOUBLE_TOTALS: readonly number[] = [9, 10, 11];

/**
 * The hint the profile's `hints` asks for, for the hand on turn during the players' turn; null
 * when the table gives none or no hand is waiting for a decision (before its second card, or a
 * doubled hand waiting for its one card).
 */
export function hintFor(context: TableContext): Hint | null {
  const { profile, round } = context;
  if (profile.hints === 'none') return null;
  const ref = handOnTurn(round, profile);
  const upCard = round.dealer[0];
  if (!ref || !upCard) return null;
  const { hand } = findHand(round, ref);
  if (hand.cards.length < 2 || hand.doubled) return null;
  const against = `${describeHand(hand, profile)} against ${describeUpcard(upCard)}`;
  switch (profile.hints) {
    case 'basic-strategy': {
      const chart = strategyChartFor(profile);
      const choice = legalChoice(cellForHand(chart, hand.cards, cardValue(upCard)), context);
      return { kind: 'basic-strategy', ...ref, choice, sentence: `basic strategy: ${choice} — ${against}` };
    }
    case 'double-on-9-10-11': {
      // "The dealer suggests double for 9, 10 and 11" — on two cards, where the hand may double.
      const { total, soft } = handTotal(hand.cards);
      const suggested =
        hand.cards.length === 2 &&
        !soft &&
        SUGGESTED_DOUBLE_TOTALS.includes(total) &&
        choiceRefusal('double', context) === null;
      if (!suggested) return null;
      return {
        kind: 'double-suggested',
        ...ref,
        choice: 'double',
        sentence: `the dealer suggests a double — ${against}`,
      };
    }
    default:
      return assertNever(profile.hints);
  }
}

/** "8-8", "A-A", "K-K" for a pair the table splits; "soft 18", "11" otherwise. */
function describeHand(hand: Hand, profile: RuleProfile): string {
  const [first, second] = hand.cards;
  if (hand.cards.length === 2 && first !== undefined && second !== undefined) {
    const pairs =
      profile.split.pairsBy === 'rank'
        ? rankOf(first) === rankOf(second)
        : cardValue(first) === cardValue(second);
    if (pairs) return `${rankLabel(rankOf(first))}-${rankLabel(rankOf(second))}`;
  }
  const { total, soft } = handTotal(hand.cards);
  return soft ? `soft ${total}` : `${total}`;
}

/** "a 6", "an 8", "an ace": the up-card as a sentence says it. */
function describeUpcard(card: Card): string {
  const value = cardValue(card);
  if (value === 1) return 'an ace';
  return value === 8 ? 'an 8' : `a ${value}`;
}
