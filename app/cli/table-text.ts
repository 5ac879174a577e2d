import { type Card, cardGlyph } from '../../engine/cards/card.js';
import type { TableView } from '../../engine/round/table-view.js';
import type { Alarm } from '../core/devices/alarms.js';

const cards = (list: readonly Card[]): string => (list.length > 0 ? list.map(cardGlyph).join(' ') : '—');

/** The live table on a terminal: what the croupier needs to deal the next card right. */
export function describeTable(view: TableView, alarms: readonly Alarm[]): string {
  const { round, shoe } = view;
  const cut =
    shoe.cutCardAt === null ? '' : `, cut card at ${shoe.cutCardAt}${shoe.shuffleDue ? ': SHUFFLE DUE' : ''}`;
  const lines = [`Round ${round.round} · ${view.phase} · shoe ${shoe.cardsOut}/${shoe.cardsInShoe}${cut}`];
  lines.push(`  dealer   ${cards(round.dealer.cards).padEnd(20)} ${view.dealerBanner ?? ''}`);
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
  for (const alarm of alarms) lines.push(`  ALARM ${alarm.sentence}`);
  return `${lines.join('\n')}\n`;
}
