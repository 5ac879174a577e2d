import { SerialPort } from 'serialport';
import { type Message, say } from '../../engine/refusals/message.js';
import { type Decoded, refusedFrame, type ShoeCodec } from '../protocol/frame.js';
import { Sbt1Codec } from '../protocol/sbt1-codec.js';
import { cannotOpenMessage, lineDownMessage } from './port-messages.js';
import { deviceBehind, PresenceWatch } from './port-presence.js';
import { DEFAULT_RECONNECT, type ReconnectPolicy, RetryWait } from './retry-wait.js';
import { type ShoeReaderEvent, type ShoeReaderEvents, ShoeReaderListeners } from './shoe-reader-events.js';
import { SilenceWatch } from './silence-watch.js';

export interface ShoeReaderOptions {
  readonly path: string;
  /** SBT1 readers default to 115200 baud, 8N1 (docs/shoe-protocol.md). */
  readonly baudRate?: number;
  readonly dataBits?: 5 | 6 | 7 | 8;
  readonly parity?: 'none' | 'even' | 'odd' | 'mark' | 'space';
  readonly stopBits?: 1 | 1.5 | 2;
  readonly codec?: ShoeCodec;
  /** A reader heartbeats every second, so this long without a good frame means trouble. */
  readonly silenceMs?: number;
  readonly reconnect?: Partial<ReconnectPolicy>;
  /** Timestamps of reports (arrival times); delays use the monotonic clock whatever this is. */
  readonly clock?: () => number;
}

/**
 * The serial driver for a card-reading shoe: it opens the port, feeds every byte to the codec and
 * reports what came out (frames, refusals), silences and the line going and coming back. It only
 * decodes: judging sequence numbers is the table link's job (SequenceTracker). It never writes to
 * the line (SBT1 is one-way) and never throws from its callbacks: every failure is a report.
 *
 * Bytes of a frame cut off by a disconnection stay in the codec and come out refused ("frame cut
 * off") when the next frame starts after the reconnection, so nothing the reader said is lost.
 */
export class ShoeReader {
  readonly path: string;
  readonly #options: ShoeReaderOptions;
  readonly #codec: ShoeCodec;
  readonly #clock: () => number;
  readonly #listeners = new ShoeReaderListeners();
  readonly #retry: RetryWait;
  readonly #silence: SilenceWatch;
  readonly #presence = new PresenceWatch();
  #state: 'connecting' | 'open' | 'waiting' | 'closed' = 'connecting';
  #port: SerialPort | null = null;
  #opening: Promise<void> | null = null;
  /** When the current outage was reported, and how many opens were tried since. */
  #downSince: number | null = null;
  #attempts = 0;

  private constructor(options: ShoeReaderOptions) {
    this.path = options.path;
    this.#options = options;
    this.#codec = options.codec ?? new Sbt1Codec();
    this.#clock = options.clock ?? Date.now;
    this.#retry = new RetryWait(options.path, options.reconnect);
    this.#silence = new SilenceWatch({
      silenceMs: options.silenceMs ?? 3000,
      clock: this.#clock,
      onSilence: (event) => this.#listeners.emit('silence', event),
      onVoice: (event) => this.#listeners.emit('voice', event),
    });
  }

  /**
   * Starts listening; a port that is missing or refused is reported and retried. The first try
   * waits for the caller's synchronous code, so listeners added right after hear even its failure.
   */
  static open(options: ShoeReaderOptions): ShoeReader {
    const reader = new ShoeReader(options);
    queueMicrotask(() => reader.#attempt());
    return reader;
  }

  on<K extends ShoeReaderEvent>(event: K, listener: (event: ShoeReaderEvents[K]) => void): () => void {
    return this.#listeners.on(event, listener);
  }

  next<K extends ShoeReaderEvent>(event: K): Promise<ShoeReaderEvents[K]> {
    return this.#listeners.next(event);
  }

  get isOpen(): boolean {
    return this.#state === 'open';
  }

  /** Attempts to open the port since it went down (0 while it is open): the backoff's progress. */
  get attemptsWhileDown(): number {
    return this.#state === 'open' ? 0 : this.#attempts;
  }

  /** Stops listening and retrying; resolves once the port is really closed. */
  async close(): Promise<void> {
    this.#state = 'closed';
    this.#retry.cancel();
    this.#presence.stop();
    this.#silence.lineDown();
    await this.#opening;
    const port = this.#port;
    this.#port = null;
    if (port?.isOpen) await new Promise<void>((resolve) => port.close(() => resolve()));
  }

  #attempt(): void {
    if (this.#state === 'closed') return;
    this.#state = 'connecting';
    this.#attempts++;
    const { path, baudRate = 115200, dataBits = 8, parity = 'none', stopBits = 1 } = this.#options;
    let port: SerialPort;
    try {
      port = new SerialPort({ path, baudRate, dataBits, parity, stopBits, autoOpen: false });
    } catch (error) {
      this.#down(cannotOpenMessage(path, error as Error));
      return;
    }
    // Read before opening: if the path is re-pointed meanwhile, the watch sees it and we reconnect.
    const device = deviceBehind(path);
    this.#opening = new Promise((resolve) =>
      port.open((error) => {
        this.#opening = null;
        if (this.#state === 'closed') port.isOpen ? port.close(() => resolve()) : resolve();
        else {
          if (error) this.#down(cannotOpenMessage(path, error));
          else this.#up(port, device);
          resolve();
        }
      }),
    );
  }

  #up(port: SerialPort, device: string | null): void {
    this.#port = port;
    this.#state = 'open';
    const everyMs = this.#options.reconnect?.presencePollMs ?? DEFAULT_RECONNECT.presencePollMs;
    this.#presence.watch(this.path, device, everyMs, () => {
      this.#lost(port, say('reader.port-gone', { path: this.path }));
      // Closing our handle also ends serialport's endless retries on a hung-up line.
      if (port.isOpen) port.close(() => {});
    });
    port.on('data', (chunk: Buffer) => this.#receive(chunk));
    port.on('close', (error: Error | null) => this.#lost(port, error));
    // Errors that do not close the port (none expected: the driver never writes) need a listener,
    // or the stream would turn them into an uncaught exception.
    port.on('error', (error: Error) => {
      if (!port.isOpen) this.#lost(port, error);
    });
    const at = this.#clock();
    this.#listeners.emit('opened', { path: this.path, at });
    if (this.#downSince !== null) {
      this.#listeners.emit('reconnected', { downForMs: at - this.#downSince, attempts: this.#attempts, at });
      this.#downSince = null;
    }
    this.#attempts = 0;
    this.#retry.reset();
    this.#silence.lineUp(at);
  }

  /** `why`: the port's own error, or what the driver saw (the port vanished from the system). */
  #lost(port: SerialPort, why: Error | Message | null): void {
    if (port !== this.#port || this.#state === 'closed') return;
    this.#port = null;
    this.#presence.stop();
    this.#silence.lineDown();
    this.#down(why instanceof Error || why === null ? lineDownMessage(this.path, why) : why);
  }

  #down(said: Message): void {
    if (this.#state === 'closed') return;
    this.#state = 'waiting';
    if (this.#downSince === null) {
      this.#downSince = this.#clock();
      this.#listeners.emit('disconnected', { said, at: this.#downSince });
    }
    this.#retry.wait(() => this.#attempt());
  }

  #receive(chunk: Buffer): void {
    const at = this.#clock();
    let results: Decoded[];
    try {
      results = this.#codec.decode(chunk);
    } catch (error) {
      const said = say('frame.decoder-failed', { codec: this.#codec.name, detail: (error as Error).message });
      results = [refusedFrame(chunk, said)];
    }
    for (const result of results) {
      if (result.ok) {
        this.#silence.heard(at);
        this.#listeners.emit('frame', { frame: result.frame, raw: result.raw, at });
      } else {
        this.#silence.noise(result.raw.length);
        this.#listeners.emit('refused', { raw: result.raw, said: result.said, at });
      }
    }
  }
}
