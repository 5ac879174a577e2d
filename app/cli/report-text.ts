import { type Card, cardGlyph } from '../../engine/cards/card.js';
import type { RoundReport } from '../../engine/round/report.js';

const cards = (list: readonly Card[]): string => (list.length > 0 ? list.map(cardGlyph).join(' ') : '—');

/** One round as the croupier and the pit boss read it. */
export function describeRound(round: RoundReport): string {
  const lines = [
    `Round ${round.round} — ${round.voided ? `VOID (${round.voided.reason}; ${round.voided.author})` : round.state}`,
  ];
  const dealer = round.dealer;
  lines.push(`  dealer   ${cards(dealer.cards)}  (${dealer.blackjack ? 'blackjack' : dealer.total})`);
  for (const box of round.boxes) {
    box.hands.forEach((hand, index) => {
      const label = box.hands.length > 1 ? `box ${box.box}.${index + 1}` : `box ${box.box}`;
      const stakes = hand.stakes
        .map((s) => `${s.bettor} ${s.stake}${s.doubled ? `+${s.doubled}` : ''}`)
        .join(', ');
      lines.push(
        `  ${label.padEnd(8)} ${cards(hand.cards)}  (${hand.soft ? 'soft ' : ''}${hand.total}, ${hand.status})  ${stakes}`,
      );
    });
  }
  for (const misdeal of round.misdeals) {
    const to = misdeal.takenBy ? ` by box ${misdeal.takenBy.box}` : '';
    const note = misdeal.pitBossNote ? ' (pit-boss note)' : '';
    lines.push(`  misdealt ${cards([misdeal.card])}: ${misdeal.why} → ${misdeal.resolution}${to}${note}`);
  }
  if (round.settlement.length > 0) lines.push(`  settle   ${round.settlement.join('; ')}`);
  if (round.chips) {
    const players = Object.entries(round.chips.players).map(([player, chips]) => `${player} ${chips}`);
    const fictitious = round.chips.fictitious > 0 ? ` (${round.chips.fictitious} fictitious)` : '';
    lines.push(`  chips    ${players.join(', ')}; bank ${round.chips.bank}${fictitious}`);
  }
  return lines.join('\n');
}
