import { contextOf, phaseOf, type TableSnapshot } from '../round/table.js';
import type { LastCard, TableState } from './table-state.js';

const RULING = "a pit boss's ruling (with the PIN) corrects it";

/**
 * A croupier may fix only their own keying mistake while nothing stands on it: the last card of
 * the round in play, keyed (not read by the shoe), before any later card, decision, bet or marker
 * and before the round settled. Anything else would rewrite what players and the bank acted on,
 * which is a pit boss's ruling behind the PIN. Returns the card that may be fixed, or why not.
 */
export function fixableCard(state: TableState): { ok: true; card: LastCard } | { ok: false; reason: string } {
  const { table, lastCard } = state;
  if (!table) return { ok: false, reason: 'no card has been drawn yet' };
  const round = contextOf(table).round.number;
  if (phaseOf(table) === 'settled') {
    return {
      ok: false,
      reason: `round ${round} is settled: the croupier can no longer fix its cards — ${RULING}`,
    };
  }
  if (!lastCard || lastCard.round !== round) {
    return { ok: false, reason: noCardToFix(table, round) };
  }
  if (lastCard.source !== 'keyboard') {
    return {
      ok: false,
      reason: 'the last card came from the shoe reader, not the keyboard: a pit boss corrects a misread',
    };
  }
  return { ok: true, card: lastCard };
}

function noCardToFix(table: TableSnapshot, round: number): string {
  const { boxes, dealer, burned } = contextOf(table).round;
  const anyCard =
    dealer.length > 0 || burned.length > 0 || boxes.some((box) => box.hands.some((h) => h.cards.length > 0));
  if (!anyCard && round === 1) return 'no card has been drawn yet';
  if (!anyCard)
    return `no card of round ${round} has been drawn: a card of an earlier round is not the croupier's to fix — ${RULING}`;
  return `the last card can no longer be fixed: the table went on after it (a decision, a marker or a bet) — ${RULING}`;
}
