import { cardGlyph } from '../../engine/cards/card.js';
import type { SentFrame, SimulatorTally } from './simulator-tally.js';

/**
 * One line per frame for the operator watching `sabot shoe-sim`, or '' for an ordinary heartbeat
 * (one a second would drown the cards). Faults are named, so the table's alarms can be matched.
 */
export function describeSent(sent: SentFrame): string {
  const { frame } = sent;
  if (frame.kind === 'heartbeat' && sent.fate === 'intact' && sent.garbageBytes === 0) return '';
  const what =
    frame.kind === 'card'
      ? `card ${cardGlyph(frame.card)}`
      : frame.kind === 'status'
        ? `status ${frame.status}`
        : frame.kind;
  const notes = [
    sent.fate === 'corrupted' && 'corrupted on the line',
    sent.fate === 'dropped' && 'lost on the line: the table sees a gap',
    sent.fate === 'not-sent' && `not sent: ${sent.problem ?? ''}`,
    sent.duplicated && 'sent twice',
    sent.garbageBytes > 0 && `after ${sent.garbageBytes} noise bytes`,
  ].filter(Boolean);
  return `  #${frame.seq} ${what}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}\n`;
}

export function describeTally(tally: SimulatorTally): string {
  const sent = tally.framesSent;
  return [
    `Sent ${sent.card} card, ${sent.status} status, ${sent.heartbeat} heartbeat and ${sent.hello} hello frames.`,
    `Faults: ${tally.corrupted} corrupted, ${tally.dropped} lost, ${tally.duplicated} sent twice, ${tally.garbageBytes} noise bytes, ${tally.silences} silences, ${tally.disconnects} disconnections, ${tally.notSent} not sent.`,
    `${tally.cardsDealt.length} cards left the shoe; ${tally.intactCards.length} reached the line intact.`,
    '',
  ].join('\n');
}
