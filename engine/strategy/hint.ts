import { type Card, cardValue, rankLabel, rankOf } from '../cards/card.js';
import { handTotal } from '../cards/hand.js';
import { type Message, type MessageCode, say } from '../refusals/message.js';
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
  /** "basic strategy: double — 11 against a 6", as a code, said in the screen's language. */
  readonly said: Message;
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
  const against = { hand: describeHand(hand, profile), upcard: describeUpcard(upCard) };
  switch (profile.hints) {
    case 'basic-strategy': {
      const chart = strategyChartFor(profile);
      const choice = legalChoice(cellForHand(chart, hand.cards, cardValue(upCard)), context);
      const said = say('hint.basic-strategy', { choice: say(CHOICE_WORD[choice]), ...against });
      return { kind: 'basic-strategy', ...ref, choice, said };
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
        said: say('hint.double-suggested', against),
      };
    }
    default:
      return assertNever(profile.hints);
  }
}

const CHOICE_WORD: Readonly<Record<PlayerChoice, MessageCode>> = {
  hit: 'choice.hit',
  stand: 'choice.stand',
  double: 'choice.double',
  split: 'choice.split',
  surrender: 'choice.surrender',
};

/** "8-8", "A-A", "K-K" for a pair the table splits; "soft 18", "11" otherwise. */
function describeHand(hand: Hand, profile: RuleProfile): Message {
  const [first, second] = hand.cards;
  if (hand.cards.length === 2 && first !== undefined && second !== undefined) {
    const pairs =
      profile.split.pairsBy === 'rank'
        ? rankOf(first) === rankOf(second)
        : cardValue(first) === cardValue(second);
    if (pairs)
      return say('hint.hand-pair', { pair: `${rankLabel(rankOf(first))}-${rankLabel(rankOf(second))}` });
  }
  const { total, soft } = handTotal(hand.cards);
  return say(soft ? 'hint.hand-soft' : 'hint.hand-hard', { total });
}

/** "a 6", "an 8", "an ace": the up-card as a sentence says it. */
function describeUpcard(card: Card): Message {
  const value = cardValue(card);
  if (value === 1) return say('hint.upcard-ace');
  return say(value === 8 ? 'hint.upcard-an' : 'hint.upcard', { value });
}
