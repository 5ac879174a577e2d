import type { Card } from '../../engine/cards/card.js';
import type { Message } from '../../engine/refusals/message.js';
import type { ShoeFrame } from '../protocol/frame.js';

/** What became of one frame the simulated reader meant to send. */
export interface SentFrame {
  readonly frame: ShoeFrame;
  /** `not-sent`: the line was not there (`problem` says why); the others are what the fault plan chose. */
  readonly fate: 'intact' | 'corrupted' | 'dropped' | 'not-sent';
  /** An intact frame that also went out a second time. */
  readonly duplicated: boolean;
  /** The bytes put on the line for this frame (empty when dropped or not sent), noise excluded. */
  readonly bytes: Uint8Array;
  readonly garbageBytes: number;
  /** Coded where the line said why in a code (the command says it in its language). */
  readonly problem?: Message | string;
}

/**
 * The simulator's own account of what it sent, to set against what the table says it received:
 * every card that left the shoe, and the card frames that reached the line intact (each once,
 * in order) — the only cards a hand may ever hold.
 */
export interface SimulatorTally {
  /** Frames put on the line at least once, intact or corrupted, by kind. */
  readonly framesSent: Readonly<Record<ShoeFrame['kind'], number>>;
  readonly corrupted: number;
  readonly dropped: number;
  readonly duplicated: number;
  readonly garbageBytes: number;
  readonly silences: number;
  readonly disconnects: number;
  /** Frames that could not be written because the line was not there. */
  readonly notSent: number;
  readonly cardsDealt: readonly Card[];
  readonly intactCards: readonly { readonly seq: number; readonly card: Card }[];
}

export class TallyKeeper {
  readonly framesSent: Record<ShoeFrame['kind'], number> = { card: 0, status: 0, heartbeat: 0, hello: 0 };
  corrupted = 0;
  dropped = 0;
  duplicated = 0;
  garbageBytes = 0;
  silences = 0;
  disconnects = 0;
  notSent = 0;
  readonly cardsDealt: Card[] = [];
  readonly intactCards: { seq: number; card: Card }[] = [];

  record(sent: SentFrame): void {
    this.garbageBytes += sent.garbageBytes;
    if (sent.fate === 'not-sent') this.notSent++;
    else if (sent.fate === 'dropped') this.dropped++;
    else this.framesSent[sent.frame.kind]++;
    if (sent.fate === 'corrupted') this.corrupted++;
    if (sent.duplicated) this.duplicated++;
    if (sent.fate === 'intact' && sent.frame.kind === 'card')
      this.intactCards.push({ seq: sent.frame.seq, card: sent.frame.card });
  }

  snapshot(): SimulatorTally {
    return {
      framesSent: { ...this.framesSent },
      corrupted: this.corrupted,
      dropped: this.dropped,
      duplicated: this.duplicated,
      garbageBytes: this.garbageBytes,
      silences: this.silences,
      disconnects: this.disconnects,
      notSent: this.notSent,
      cardsDealt: [...this.cardsDealt],
      intactCards: [...this.intactCards],
    };
  }
}
