import { type Refusal, say } from '../refusals/message.js';
import { type Failure, refused } from '../result.js';
import { contextOf, phaseOf, type TableSnapshot } from '../round/table.js';
import type { LastCard, TableState } from './table-state.js';

/**
 * A croupier may fix only their own keying mistake while nothing stands on it: the last card of
 * the round in play, keyed (not read by the shoe), before any later card, decision, bet or marker
 * and before the round settled. Anything else would rewrite what players and the bank acted on,
 * which is a pit boss's ruling behind the PIN. Returns the card that may be fixed, or why not.
 */
export function fixableCard(state: TableState): { ok: true; card: LastCard } | Failure {
  const { table, lastCard } = state;
  if (!table) return refused(say('fix.no-card-drawn'));
  const round = contextOf(table).round.number;
  if (phaseOf(table) === 'settled') {
    return refused(say('fix.round-settled', { round }));
  }
  if (!lastCard || lastCard.round !== round) {
    return refused(noCardToFix(table, round));
  }
  if (lastCard.source !== 'keyboard') {
    return refused(say('fix.card-from-shoe'));
  }
  return { ok: true, card: lastCard };
}

function noCardToFix(table: TableSnapshot, round: number): Refusal {
  const { boxes, dealer, burned } = contextOf(table).round;
  const anyCard =
    dealer.length > 0 || burned.length > 0 || boxes.some((box) => box.hands.some((h) => h.cards.length > 0));
  if (!anyCard && round === 1) return say('fix.no-card-drawn');
  if (!anyCard) return say('fix.earlier-round', { round });
  return say('fix.table-went-on');
}
