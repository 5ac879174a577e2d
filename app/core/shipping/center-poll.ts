/** How a follower of the center paces its asks. */
export interface CenterPollOptions {
  /** How often a pass runs while the center answers. */
  readonly intervalMs: number;
  /** The longest wait between two passes while it does not. */
  readonly maxBackoffMs: number;
  /** Whether to ask at all now (a table whose shipping finds the center unreachable does not knock). */
  readonly mayAsk?: () => boolean;
}

/**
 * A pass on the center run every `intervalMs`, one at a time, never left running at close; while it
 * fails (an unreachable center is the shipping's to say), the passes are spaced out (1, 2, 4 …
 * times the interval, up to `maxBackoffMs`): no knock every second on a center that is down.
 */
export class CenterPoll {
  readonly #timer: NodeJS.Timeout;
  #running: Promise<void> | null = null;
  #closed = false;
  #failures = 0;
  #notBefore = 0;

  constructor(
    private readonly pass: () => Promise<void>,
    private readonly options: CenterPollOptions,
  ) {
    this.#timer = setInterval(() => this.#tick(), options.intervalMs);
    this.#timer.unref();
    this.#tick();
  }

  /** Whether close was asked: a pass stops between its steps. */
  get closed(): boolean {
    return this.#closed;
  }

  /** A pass now, whatever the spacing, resolved once it answered or failed. */
  async now(): Promise<void> {
    this.#notBefore = 0;
    this.#tick();
    await this.#running;
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#timer);
    await this.#running;
  }

  #tick(): void {
    const mayAsk = this.options.mayAsk ?? (() => true);
    if (this.#running || this.#closed || Date.now() < this.#notBefore || !mayAsk()) return;
    this.#running = this.pass()
      .then(() => {
        this.#failures = 0;
        this.#notBefore = 0;
      })
      .catch(() => {
        this.#failures += 1;
        const wait = this.options.intervalMs * 2 ** (this.#failures - 1);
        this.#notBefore = Date.now() + Math.min(this.options.maxBackoffMs, wait);
      })
      .finally(() => {
        this.#running = null;
      });
  }
}
