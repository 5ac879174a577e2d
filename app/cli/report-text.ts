import type { RoundReport } from '../../engine/round/report.js';
import {
  boxLabel,
  cardsText,
  handText,
  labelColumn,
  misdealText,
  phaseText,
  settlementText,
  unitsText,
} from './round-words.js';
import { cliText } from './words.js';

/** One round as the croupier and the pit boss read it, in the command's language. */
export function describeRound(round: RoundReport): string {
  const state = round.voided
    ? cliText('cli.round.void', { reason: round.voided.reason, author: round.voided.author })
    : phaseText(round.state);
  const lines = [cliText('cli.round.title', { round: round.round, state })];
  const dealer = round.dealer;
  const dealerTotal = dealer.blackjack ? cliText('cli.round.blackjack') : String(dealer.total);
  lines.push(`  ${labelColumn('cli.round.dealer')} ${cardsText(dealer.cards)}  (${dealerTotal})`);
  for (const box of round.boxes) {
    box.hands.forEach((hand, index) => {
      const label = boxLabel(box.box, index, box.hands.length);
      const stakes = hand.stakes
        .map((s) => `${s.bettor} ${unitsText(s.stake)}${s.doubled ? `+${unitsText(s.doubled)}` : ''}`)
        .join(', ');
      lines.push(`  ${label.padEnd(8)} ${cardsText(hand.cards)}  ${handText(hand)}  ${stakes}`);
    });
  }
  for (const misdeal of round.misdeals)
    lines.push(`  ${labelColumn('cli.round.misdealt')} ${misdealText(misdeal)}`);
  if (round.settlement.length > 0)
    lines.push(`  ${labelColumn('cli.round.settle')} ${settlementText(round.settlement)}`);
  if (round.chips) {
    const players = Object.entries(round.chips.players)
      .map(([player, chips]) => `${player} ${unitsText(chips)}`)
      .join(', ');
    const said = { players, bank: unitsText(round.chips.bank) };
    const chips =
      round.chips.fictitious > 0
        ? cliText('cli.round.fictitious', { ...said, fictitious: unitsText(round.chips.fictitious) })
        : cliText('cli.round.chips-line', said);
    lines.push(`  ${labelColumn('cli.round.chips')} ${chips}`);
  }
  return lines.join('\n');
}
