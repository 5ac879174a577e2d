import { type Card, cardGlyph } from '../../engine/cards/card.js';
import type { Alarm } from '../core/devices/alarms.js';
import type { SeenTable } from '../core/views/table-views.js';

const CARD_BACK = '▒▒';
const cards = (list: readonly Card[]): string => (list.length > 0 ? list.map(cardGlyph).join(' ') : '—');

/**
 * The live table on a terminal: what the croupier needs to deal the next card right, from the
 * croupier's view, so a hole card still face down shows as a card back and nothing names it.
 */
export function describeTable({ view, holeCard }: SeenTable, alarms: readonly Alarm[]): string {
  const { round, shoe } = view;
  const cut =
    shoe.cutCardAt === null ? '' : `, cut card at ${shoe.cutCardAt}${shoe.shuffleDue ? ': SHUFFLE DUE' : ''}`;
  const lines = [`Round ${round.round} · ${view.phase} · shoe ${shoe.cardsOut}/${shoe.cardsInShoe}${cut}`];
  const dealer =
    holeCard === 'down' ? `${cards(round.dealer.cards)} ${CARD_BACK}` : cards(round.dealer.cards);
  const banner = holeCard === 'down' ? 'hole card face down' : (view.dealerBanner ?? '');
  lines.push(`  dealer   ${dealer.padEnd(20)} ${banner}`);
  for (const box of round.boxes) {
    const hands = box.hands.length > 0 ? box.hands : [null];
    hands.forEach((hand, index) => {
      const label = box.hands.length > 1 ? `box ${box.box}.${index + 1}` : `box ${box.box}`;
      const shown = hand
        ? `${cards(hand.cards)} (${hand.soft ? 'soft ' : ''}${hand.total}, ${hand.status})`
        : 'bets';
      const stakes = box.bettors.map((b) => `${b.bettor} ${b.stake}`).join(', ');
      const turn =
        view.onTurn && view.onTurn.box === box.box && view.onTurn.hand === index
          ? `  ◀ ${view.onTurn.decisions.join(', ')}`
          : '';
      lines.push(`  ${label.padEnd(8)} ${shown.padEnd(34)} ${stakes}${turn}`);
    });
  }
  if (view.offer)
    lines.push(
      `  misdealt ${cards([view.offer.card])} offered to box ${view.offer.to}: t${view.offer.to} to take, pass`,
    );
  if (round.settlement.length > 0) lines.push(`  settle   ${round.settlement.join('; ')}`);
  lines.push(`  next card → ${view.nextCard}`);
  for (const alarm of alarms) lines.push(alarmLine(alarm));
  return `${lines.join('\n')}\n`;
}

/** One alarm on the terminal: coalesced ones say how often they happened. */
export function alarmLine(alarm: Alarm): string {
  if (alarm.clearedAt) return `  cleared: ${alarm.sentence}`;
  const times = alarm.count > 1 ? ` (${alarm.count} times)` : '';
  return `  ALARM ${alarm.sentence}${times}`;
}
