import type { Message } from '../../engine/refusals/message.js';
import type { ShoeFrame } from '../protocol/frame.js';

/**
 * What the shoe-reader driver reports. Times are the driver clock's milliseconds (epoch by
 * default). What the croupier must read is a message (a code and its parameters): the table says
 * it in the language of its screen or command.
 */
export interface ShoeReaderEvents {
  /** The port is open and listening (at start, and after each reconnection). */
  opened: { readonly path: string; readonly at: number };
  /** A frame decoded whole, with the exact bytes it came in and when its last chunk arrived. */
  frame: { readonly frame: ShoeFrame; readonly raw: Uint8Array; readonly at: number };
  /** Bytes that are not a good frame: kept raw for the journal, with the codec's reason as a code. */
  refused: { readonly raw: Uint8Array; readonly said: Message; readonly at: number };
  /** No good frame for `silenceMs`: reported once per silence. */
  silence: { readonly said: Message; readonly silentForMs: number; readonly at: number };
  /** A good frame after a reported silence. */
  voice: { readonly silentForMs: number; readonly at: number };
  /** The port could not be opened or went away; the driver keeps trying until closed. */
  disconnected: { readonly said: Message; readonly at: number };
  /** The port is back after a `disconnected`. */
  reconnected: { readonly downForMs: number; readonly attempts: number; readonly at: number };
}

export type ShoeReaderEvent = keyof ShoeReaderEvents;
type Listener<K extends ShoeReaderEvent> = (event: ShoeReaderEvents[K]) => void;

/**
 * A tiny typed event hub. A listener that throws has a bug: its exception is rethrown on its own
 * turn of the event loop (so it is seen, and crashes loudly where nothing catches it), while the
 * driver's own state and the other listeners carry on as if nothing happened.
 */
export class ShoeReaderListeners {
  readonly #listeners = new Map<ShoeReaderEvent, Set<Listener<ShoeReaderEvent>>>();

  on<K extends ShoeReaderEvent>(event: K, listener: Listener<K>): () => void {
    const set = this.#listeners.get(event) ?? new Set();
    this.#listeners.set(event, set);
    const stored = listener as Listener<ShoeReaderEvent>;
    set.add(stored);
    return () => set.delete(stored);
  }

  /** Resolves with the next event of this kind (handy for tests and start-up code). */
  next<K extends ShoeReaderEvent>(event: K): Promise<ShoeReaderEvents[K]> {
    return new Promise((resolve) => {
      const off = this.on(event, (value) => {
        off();
        resolve(value);
      });
    });
  }

  emit<K extends ShoeReaderEvent>(event: K, value: ShoeReaderEvents[K]): void {
    for (const listener of [...(this.#listeners.get(event) ?? [])]) {
      try {
        listener(value);
      } catch (error) {
        setImmediate(() => {
          throw error;
        });
      }
    }
  }
}
