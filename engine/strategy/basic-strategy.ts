import { type Card, type CardValue, cardValue } from '../cards/card.js';
import type { Refusal } from '../refusals/message.js';
import { assertNever } from '../result.js';
import {
  doubleRefusal,
  hitRefusal,
  splitRefusal,
  standRefusal,
  surrenderRefusal,
} from '../round/decisions.js';
import type { EventOf } from '../round/events.js';
import type { TableContext } from '../round/types.js';
import type { RuleProfile } from '../rules/profile-schema.js';
import type { PlayerChoice, Strategy } from '../sim/auto-table.js';
import { type ChartCell, type StrategyChart, strategyChartFor } from './chart.js';

const FULL_DOUBLE: EventOf<'HandDoubled'> = { type: 'HandDoubled', amount: null };
const SURRENDER_ON_TURN: EventOf<'HandSurrendered'> = { type: 'HandSurrendered', box: null };

/**
 * The profile's basic strategy as the auto table asks for it. The chart is computed once per
 * profile; each decision is then a table lookup and a walk down the cell's ranking to the first
 * choice the statechart would accept, asked of the very rule functions its guards call. That is
 * how "double, else hit" becomes a hit on three cards or after a split at `home-1d`, and how a
 * pair at the split limit is played by its total.
 */
export function basicStrategyFor(profile: RuleProfile): Strategy {
  const chart = strategyChartFor(profile);
  return (hand, dealerUp, context) =>
    legalChoice(cellForHand(chart, hand.cards, cardValue(dealerUp)), context);
}

/**
 * The chart cell for a hand: its pair row on two cards of one value, else its soft or hard total.
 * Reads the cards without building anything: the simulator calls this millions of times.
 */
export function cellForHand(chart: StrategyChart, cards: readonly Card[], upcard: CardValue): ChartCell {
  let hard = 0;
  let holdsAce = false;
  for (const card of cards) {
    const value = cardValue(card);
    hard += value;
    if (value === 1) holdsAce = true;
  }
  const first = cards[0];
  const second = cards[1];
  const pairValue =
    cards.length === 2 &&
    first !== undefined &&
    second !== undefined &&
    cardValue(first) === cardValue(second)
      ? cardValue(first)
      : null;
  return cellForTotal(chart, hard, holdsAce, pairValue, upcard);
}

/**
 * The chart cell for a hand known by what the chart reads of it: its hard total, whether it holds
 * an ace, and its pair value if it is two cards of one value (the exact analysis follows hands
 * without their cards).
 */
export function cellForTotal(
  chart: StrategyChart,
  hard: number,
  holdsAce: boolean,
  pairValue: CardValue | null,
  upcard: CardValue,
): ChartCell {
  const row =
    pairValue !== null
      ? chart.pairs[pairValue]
      : holdsAce && hard + 10 <= 21
        ? chart.soft[hard + 10]
        : chart.hard[hard];
  const cell = row?.[upcard];
  if (!cell)
    throw new Error(`no chart cell for hard ${hard} against ${upcard}: a hand on turn holds 2 to 21`);
  return cell;
}

/** The first choice of the cell's ranking the table accepts now for the hand on turn. */
export function legalChoice(cell: ChartCell, context: TableContext): PlayerChoice {
  for (const choice of cell.ranked) if (choiceRefusal(choice, context) === null) return choice;
  throw new Error(`no choice of ${cell.ranked.join(', ')} is open to the hand on turn`);
}

/** Why the table would refuse this choice for the hand on turn now, or null. */
export function choiceRefusal(choice: PlayerChoice, context: TableContext): Refusal | null {
  switch (choice) {
    case 'hit':
      return hitRefusal(context);
    case 'stand':
      return standRefusal(context);
    case 'double':
      return doubleRefusal(context, FULL_DOUBLE);
    case 'split':
      return splitRefusal(context);
    case 'surrender':
      return surrenderRefusal(context, SURRENDER_ON_TURN);
    default:
      return assertNever(choice);
  }
}
