import { reasonOf } from '../../app/core/sentences.js';
import type { ShoeReader } from '../../devices/serial/shoe-reader.js';
import type { ShoeReaderEvent, ShoeReaderEvents } from '../../devices/serial/shoe-reader-events.js';
import { openPtyPair, type PtyPair } from '../../devices/simulator/pty-pair.js';

/**
 * Real pseudo-terminals for the device tests: a socat pair (skipping nothing: a machine without
 * socat fails here with the install sentence), and a recorder of everything a driver reported.
 */
export async function ptyPair(dir?: string): Promise<PtyPair> {
  const pair = await openPtyPair(dir);
  if (!pair.ok) throw new Error(reasonOf(pair));
  return pair.value;
}

export interface RecordedEvent {
  readonly kind: ShoeReaderEvent;
  readonly value: ShoeReaderEvents[ShoeReaderEvent];
}

const KINDS: readonly ShoeReaderEvent[] = [
  'opened',
  'frame',
  'refused',
  'silence',
  'voice',
  'disconnected',
  'reconnected',
];

/** Every report of a driver, in order, with a way to wait for one that matches. */
export class DriverRecorder {
  readonly events: RecordedEvent[] = [];
  #waiters: { match: (event: RecordedEvent) => boolean; resolve: (event: RecordedEvent) => void }[] = [];

  constructor(reader: ShoeReader) {
    for (const kind of KINDS)
      reader.on(kind, (event) => {
        const recorded: RecordedEvent = { kind, value: event };
        this.events.push(recorded);
        this.#waiters = this.#waiters.filter((waiter) => {
          if (!waiter.match(recorded)) return true;
          waiter.resolve(recorded);
          return false;
        });
      });
  }

  of<K extends ShoeReaderEvent>(kind: K): ShoeReaderEvents[K][] {
    return this.events
      .filter((event) => event.kind === kind)
      .map((event) => event.value as ShoeReaderEvents[K]);
  }

  /**
   * The first event (already recorded or still to come) of this kind that matches; fails with the
   * events seen so far after `timeoutMs`, so a hang explains itself.
   */
  waitFor<K extends ShoeReaderEvent>(
    kind: K,
    match: (event: ShoeReaderEvents[K]) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<ShoeReaderEvents[K]> {
    const test = (event: RecordedEvent): boolean =>
      event.kind === kind && match(event.value as ShoeReaderEvents[K]);
    const seen = this.events.find(test);
    if (seen) return Promise.resolve(seen.value as ShoeReaderEvents[K]);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const summary = this.events.map((event) => event.kind).join(', ');
        reject(new Error(`no "${kind}" within ${timeoutMs} ms; the driver said: ${summary || 'nothing'}`));
      }, timeoutMs);
      this.#waiters.push({
        match: test,
        resolve: (event) => {
          clearTimeout(timer);
          resolve(event.value as ShoeReaderEvents[K]);
        },
      });
    });
  }

  /** Waits until `count` events of this kind have been recorded. */
  async waitForCount(kind: ShoeReaderEvent, count: number, timeoutMs = 10_000): Promise<void> {
    let seen = 0;
    await this.waitFor(kind, () => ++seen >= count, timeoutMs).catch(() => {
      throw new Error(`only ${this.of(kind).length} of ${count} "${kind}" within ${timeoutMs} ms`);
    });
  }
}
