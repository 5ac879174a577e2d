import Database from 'better-sqlite3';
import { afterEach, expect } from 'vitest';
import { reasonOf } from '../../app/core/sentences.js';
import type { PtyPair } from '../../devices/simulator/pty-pair.js';
import { ShoeSimulator } from '../../devices/simulator/shoe-simulator.js';
import type { Card } from '../../engine/cards/card.js';
import { ptyPair } from '../support/pty.js';
import { SETTLED } from './e2e-session.js';

/**
 * A served table's shoe reader played by the simulator with a scripted shoe: `sabot serve
 * --device <hostPath>` opens its side of a socat pair as it would a USB reader, and `deal()` puts
 * the next scripted card frame on the line, exactly as a card leaving a real shoe.
 */
export interface ScriptedReader {
  /** The port `sabot serve --device` opens. */
  readonly hostPath: string;
  /** Switches the reader on, once the served table listens on `hostPath` and logs into `db`. */
  switchOn(db: string): Promise<void>;
  /** The next card out of the shoe; the screen shows it a few milliseconds later. */
  deal(): Promise<Card>;
}

const running: { pair?: PtyPair; simulator?: ShoeSimulator }[] = [];
afterEach(async () => {
  for (const reader of running.splice(0)) {
    await reader.simulator?.close();
    await reader.pair?.close();
  }
});

export async function scriptedReader(cards: readonly Card[]): Promise<ScriptedReader> {
  const pair = await ptyPair();
  // No profile: a scripted shoe with no cut card in it, as the round under test needs none.
  const created = ShoeSimulator.create({ pty: pair, cards, paceMs: 0 });
  if (!created.ok) throw new Error(reasonOf(created));
  const simulator = created.value;
  running.push({ pair, simulator });
  return {
    hostPath: pair.hostPath,
    async switchOn(db) {
      expect((await simulator.open()).ok).toBe(true);
      // A frame written before the table opened its port would be lost, as on a cable with
      // nothing at its end: wait until the table's device journal holds the hello (or, if the
      // hello came too early, the heartbeat a second later).
      await expect.poll(() => framesJournaled(db), SETTLED).toBeGreaterThan(0);
    },
    async deal() {
      const [sent] = await simulator.sendNext();
      if (sent?.frame.kind !== 'card') throw new Error('the scripted shoe has no card left');
      return sent.frame.card;
    },
  };
}

function framesJournaled(db: string): number {
  const log = new Database(db, { readonly: true, fileMustExist: true });
  try {
    return (
      log.prepare<[], { frames: number }>('SELECT count(*) AS frames FROM device_journal').get()?.frames ?? 0
    );
  } finally {
    log.close();
  }
}
