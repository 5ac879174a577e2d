import { contextOf, type TableSnapshot } from '../../engine/round/table.js';
import type { Alarm } from '../core/devices/alarms.js';
import { croupierViewOf } from '../core/views/table-views.js';
import {
  boxLabel,
  cardsText,
  dealerBannerText,
  decisionText,
  handText,
  labelColumn,
  phaseText,
  settlementText,
  unitsText,
} from './round-words.js';
import { cliText, words } from './words.js';

const CARD_BACK = '▒▒';

/**
 * The live table on a terminal: what the croupier needs to deal the next card right, from the
 * croupier's view, so a hole card still face down shows as a card back and nothing names it.
 */
export function describeTable(table: { readonly snapshot: TableSnapshot }, alarms: readonly Alarm[]): string {
  const { view, holeCard, nextCardTo } = croupierViewOf(table);
  const { round, shoe } = view;
  const at = { round: round.round, phase: phaseText(view.phase), out: shoe.cardsOut, in: shoe.cardsInShoe };
  const lines = [
    shoe.cutCardAt === null
      ? cliText('cli.table.round-line', at)
      : cliText(shoe.shuffleDue ? 'cli.table.round-line-shuffle' : 'cli.table.round-line-cut', {
          ...at,
          at: shoe.cutCardAt,
        }),
  ];
  const dealer =
    holeCard === 'down' ? `${cardsText(round.dealer.cards)} ${CARD_BACK}` : cardsText(round.dealer.cards);
  // The view names no banner while the hole card is down: nor does the terminal.
  const banner =
    holeCard === 'down'
      ? cliText('cli.table.hole-card-down')
      : view.dealerSaid === null
        ? ''
        : dealerBannerText(round.dealer.cards, contextOf(table.snapshot).profile.dealer);
  lines.push(`  ${labelColumn('cli.round.dealer')} ${dealer.padEnd(20)} ${banner}`);
  for (const box of round.boxes) {
    const hands = box.hands.length > 0 ? box.hands : [null];
    hands.forEach((hand, index) => {
      const label = boxLabel(box.box, index, box.hands.length);
      const shown = hand ? `${cardsText(hand.cards)} ${handText(hand)}` : cliText('cli.table.bets');
      const stakes = box.bettors.map((b) => `${b.bettor} ${unitsText(b.stake)}`).join(', ');
      const turn =
        view.onTurn && view.onTurn.box === box.box && view.onTurn.hand === index
          ? `  ◀ ${view.onTurn.decisions.map(decisionText).join(', ')}`
          : '';
      lines.push(`  ${label.padEnd(8)} ${shown.padEnd(34)} ${stakes}${turn}`);
    });
  }
  if (view.offer)
    lines.push(`  ${cliText('cli.table.offer', { card: cardsText([view.offer.card]), box: view.offer.to })}`);
  if (round.settlement.length > 0)
    lines.push(`  ${labelColumn('cli.round.settle')} ${settlementText(round.settlement)}`);
  const next = nextCardTo.to
    ? words().say(nextCardTo.to)
    : cliText('cli.table.no-card', { why: words().say(nextCardTo.why) });
  lines.push(`  ${cliText('cli.table.next-card', { next })}`);
  for (const alarm of alarms) lines.push(alarmLine(alarm));
  return `${lines.join('\n')}\n`;
}

/** One alarm on the terminal, rendered from its code: coalesced ones say how often they happened. */
export function alarmLine(alarm: Alarm): string {
  const sentence = words().say(alarm);
  if (alarm.clearedAt) return `  ${cliText('cli.table.cleared', { sentence })}`;
  if (alarm.count > 1) return `  ${cliText('cli.table.alarm-times', { sentence, count: alarm.count })}`;
  return `  ${cliText('cli.table.alarm', { sentence })}`;
}
