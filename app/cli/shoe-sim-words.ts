import type { ShoeLoad } from '../../devices/simulator/shoe-load.js';
import type { LineWhere } from '../../devices/simulator/simulator-line.js';
import type { SentFrame, SimulatorTally } from '../../devices/simulator/simulator-tally.js';
import { cardGlyph } from '../../engine/cards/card.js';
import { cliText, words } from './words.js';

/** The shoe a simulated reader deals, as the operator reads it: "6 decks shuffled with seed 7, cut card after 234 cards". */
export function describeLoad(load: ShoeLoad): string {
  const cards =
    load.decks === null
      ? cliText('cli.shoe-sim.load.scripted', { count: load.cards.length })
      : cliText('cli.shoe-sim.load.shuffled', { count: load.decks, seed: load.seed ?? 0 });
  return load.cutCardAfter === null
    ? cards
    : cliText('cli.shoe-sim.load.cut-card', { load: cards, count: load.cutCardAfter });
}

/** Where the reader's bytes go, and for a pty what the table opens. */
export function describeLine(where: LineWhere): string {
  switch (where.kind) {
    case 'standard-output':
      return cliText('cli.shoe-sim.line.standard-output');
    case 'pty':
      return cliText('cli.shoe-sim.line.pty', { path: where.path, host: where.hostPath });
    case 'serial-port':
      return cliText('cli.shoe-sim.line.serial-port', { path: where.path });
    default:
      return where satisfies never;
  }
}

/**
 * One line per frame for the operator watching `sabot shoe-sim`, or '' for an ordinary heartbeat
 * (one a second would drown the cards). Faults are named, so the table's alarms can be matched.
 */
export function describeSent(sent: SentFrame): string {
  const { frame } = sent;
  if (frame.kind === 'heartbeat' && sent.fate === 'intact' && sent.garbageBytes === 0) return '';
  const what =
    frame.kind === 'card'
      ? cliText('cli.shoe-sim.sent.card', { card: cardGlyph(frame.card) })
      : frame.kind === 'status'
        ? cliText('cli.shoe-sim.sent.status', { status: frame.status })
        : cliText(frame.kind === 'hello' ? 'cli.shoe-sim.sent.hello' : 'cli.shoe-sim.sent.heartbeat');
  const notes = [
    sent.fate === 'corrupted' && cliText('cli.shoe-sim.sent.corrupted'),
    sent.fate === 'dropped' && cliText('cli.shoe-sim.sent.dropped'),
    sent.fate === 'not-sent' &&
      cliText('cli.shoe-sim.sent.not-sent', {
        problem: typeof sent.problem === 'object' ? words().say(sent.problem) : (sent.problem ?? ''),
      }),
    sent.duplicated && cliText('cli.shoe-sim.sent.duplicated'),
    sent.garbageBytes > 0 && cliText('cli.shoe-sim.sent.after-noise', { count: sent.garbageBytes }),
  ].filter((note): note is string => typeof note === 'string');
  const line =
    notes.length === 0
      ? cliText('cli.shoe-sim.sent.line', { seq: frame.seq, what })
      : cliText('cli.shoe-sim.sent.line-noted', { seq: frame.seq, what, notes: notes.join(', ') });
  return `  ${line}\n`;
}

/** What the simulator sent and what became of it, when it stops. */
export function describeTally(tally: SimulatorTally): string {
  const sent = tally.framesSent;
  return [
    cliText('cli.shoe-sim.tally.frames', { ...sent }),
    cliText('cli.shoe-sim.tally.faults', {
      corrupted: tally.corrupted,
      dropped: tally.dropped,
      duplicated: tally.duplicated,
      noise: tally.garbageBytes,
      silences: tally.silences,
      disconnects: tally.disconnects,
      notSent: tally.notSent,
    }),
    cliText('cli.shoe-sim.tally.cards', { count: tally.cardsDealt.length, intact: tally.intactCards.length }),
    '',
  ].join('\n');
}
