import { Worker } from 'node:worker_threads';
import { say } from '../../../engine/refusals/message.js';
import { centerName } from './center.js';
import { readShipCursor } from './ship-cursor.js';
import type { ShippingStatus } from './shipper.js';
import { ShippingLoop, type ShippingLoopOptions } from './shipping-loop.js';

/** The shipper's status, with when the center stopped answering (null while it answers). */
export interface LiveShippingStatus extends ShippingStatus {
  readonly unreachableSince: string | null;
}

/** How the thread, or the loop on this thread, is told. */
type Runner = Pick<ShippingLoop, 'wake' | 'stop'>;

/** The shipping thread's script, and the wait after it failed before another starts. */
export interface ShippingThread {
  readonly file: URL;
  readonly restartAfterMs: number;
}

const SHIPPING_THREAD: ShippingThread = {
  file: new URL('./ship-worker.js', import.meta.url),
  restartAfterMs: 5000,
};

/**
 * A live table's shipping to the pit, off the table's thread: a worker runs the shipping loop (its
 * reads of the log, the hashing of a reconciliation, the batches to the center), so no pass ever
 * holds up a card, and the table only posts `wake` after a commit. The status comes back as it
 * changes. A failure of the thread is a status too, and another thread starts after a while.
 */
export class LiveShipping {
  readonly #options: ShippingLoopOptions;
  readonly #listeners = new Set<(status: LiveShippingStatus) => void>();
  readonly #now: () => Date;
  #status: LiveShippingStatus;
  #runner: Runner | null = null;
  #restart: NodeJS.Timeout | null = null;
  #closed = false;
  readonly #thread: ShippingThread;

  constructor(
    options: ShippingLoopOptions,
    now: () => Date = () => new Date(),
    thread: ShippingThread = SHIPPING_THREAD,
  ) {
    this.#options = options;
    this.#now = now;
    this.#thread = thread;
    const cursor = readShipCursor(options.db);
    this.#status = {
      state: 'behind',
      table: options.table,
      local: 0,
      acknowledged: cursor?.table === options.table ? cursor.position : 0,
      acknowledgedAt: cursor?.table === options.table ? cursor.at : null,
      said: null,
      unreachableSince: null,
    };
    this.#runner = this.#start();
  }

  get table(): string {
    return this.#options.table;
  }

  status(): LiveShippingStatus {
    return this.#status;
  }

  /** After a commit: ship it soon. Never waits. */
  wake(): void {
    this.#runner?.wake();
  }

  /** Told when the status changes as a screen shows it (state, progress while behind, the sentence). */
  subscribe(listener: (status: LiveShippingStatus) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#restart) clearTimeout(this.#restart);
    await this.#runner?.stop();
    this.#runner = null;
  }

  #start(): Runner {
    // From its TypeScript source (under the test runner) there is no compiled worker: the same
    // loop then runs on this thread.
    if (import.meta.url.endsWith('.ts')) return new ShippingLoop(this.#options, (s) => this.#heard(s));
    const worker = new Worker(this.#thread.file, { workerData: this.#options });
    worker.unref();
    let stopped: (() => void) | null = null;
    worker.on('message', (message: { status?: ShippingStatus; stopped?: true }) => {
      if (message.status) this.#heard(message.status);
      if (message.stopped) stopped?.();
    });
    // An error is followed by an exit: the thread fails once, whichever tells first.
    let ended = false;
    const end = (error: Error): void => {
      if (ended) return;
      ended = true;
      this.#failed(error);
    };
    worker.on('error', end);
    worker.on('exit', (code) => {
      if (stopped) return stopped();
      // A thread that ends without being asked to (out of memory, a native crash, a stray
      // process.exit) ships nothing more: told and restarted like one that threw.
      end(new Error(`the shipping thread ended (exit code ${code})`));
    });
    return {
      wake: () => worker.postMessage('wake'),
      stop: () =>
        new Promise<void>((resolve) => {
          stopped = resolve;
          worker.postMessage('stop');
          // A thread stuck in a call to an unreachable center is not waited for long.
          setTimeout(() => void worker.terminate().then(() => resolve()), 5000).unref();
        }),
    };
  }

  #failed(error: Error): void {
    this.#runner = null;
    this.#heard({
      ...this.#status,
      state: 'unreachable',
      said: say('pit.ship-failed', { center: centerName(this.#options.url), detail: error.message }),
    });
    if (this.#closed) return;
    this.#restart = setTimeout(() => {
      this.#restart = null;
      if (!this.#closed) this.#runner = this.#start();
    }, this.#thread.restartAfterMs);
    this.#restart.unref();
  }

  #heard(status: ShippingStatus): void {
    const before = this.#status;
    const unreachableSince =
      status.state !== 'unreachable'
        ? null
        : (before.unreachableSince ?? status.acknowledgedAt ?? this.#now().toISOString());
    this.#status = { ...status, unreachableSince };
    if (shownAs(before) === shownAs(this.#status)) return;
    for (const listener of this.#listeners)
      try {
        listener(this.#status);
      } catch {
        // A screen or the journal failing to take the news must not end the table's process.
      }
  }
}

/** What a screen shows of a status: a pass that ends shipped again is no news. */
const shownAs = (status: LiveShippingStatus): string =>
  JSON.stringify([
    status.state,
    status.state === 'behind' ? status.acknowledged : null,
    status.said,
    status.unreachableSince,
  ]);
