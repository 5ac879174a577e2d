import { type Message, say } from '../../../engine/refusals/message.js';
import { CENTER_CONNECT_TIMEOUT_MS, centerName } from './center.js';
import { refusedJournalOnly, Shipper, type ShippingStatus } from './shipper.js';

export interface ShippingLoopOptions {
  readonly db: string;
  readonly url: string;
  readonly table: string;
  /** How often a pass runs without a commit waking it: journals, retries (default 1 s). */
  readonly intervalMs?: number;
  /** The longest wait between two tries while the center is unreachable (default 8 s). */
  readonly maxBackoffMs?: number;
  readonly batchSize?: number;
  /**
   * How long a call to the center, and so a pass, may go unanswered before the table says the
   * center unreachable (default 10 s): a live table's batch is a round's facts, answered at once.
   */
  readonly queryTimeoutMs?: number;
  /**
   * How long a pass waits after the commit that woke it (default 50 ms): the commits of a round
   * (a bet, the deal, cards, decisions) come in bursts, and one pass ships a burst as one batch.
   */
  readonly settleMs?: number;
}

/**
 * A refused chain stays refused until the log is put right: it is shown to the center again
 * rarely. A refused journal entry stops that journal only: the facts go on shipping at every pass.
 */
const REFUSED_RETRY_MS = 60_000;

const QUERY_TIMEOUT_MS = 10_000;

/**
 * The live table's shipping: a pass shortly after each commit (`wake`) and on a timer, one at a
 * time; a wake during a pass runs one more pass after it. While the center is unreachable the
 * tries space out (1, 2, 4 … up to `maxBackoffMs`), so a table without its center does not knock
 * at every card. Nothing here throws: whatever fails is a status, and the next pass tries again.
 */
export class ShippingLoop {
  readonly #options: ShippingLoopOptions;
  readonly #told: (status: ShippingStatus) => void;
  readonly #timer: NodeJS.Timeout;
  #shipper: Shipper | null = null;
  #running: Promise<void> | null = null;
  #settling: NodeJS.Timeout | null = null;
  #watchdog: NodeJS.Timeout | null = null;
  #again = false;
  #stopped = false;
  #failures = 0;
  #notBefore = 0;

  constructor(options: ShippingLoopOptions, told: (status: ShippingStatus) => void) {
    this.#options = options;
    this.#told = told;
    this.#timer = setInterval(() => this.wake(), options.intervalMs ?? 1000);
    this.#timer.unref();
    this.wake();
  }

  /** Ships what the log holds now, unless a pass runs (then once more after it) or the center is resting. */
  wake(): void {
    if (this.#stopped || Date.now() < this.#notBefore) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    if (this.#settling) return;
    this.#settling = setTimeout(() => {
      this.#settling = null;
      if (this.#stopped || this.#running) return;
      this.#again = false;
      this.#running = this.#passAndRest().finally(() => {
        this.#running = null;
        // Commits during the pass: another pass, after its settling wait as for any wake.
        if (this.#again) this.wake();
      });
    }, this.#options.settleMs ?? 50);
  }

  /**
   * Waits for the pass under way, ships once more what the closing table wrote last (unless the
   * center is resting after failures), then lets the log and the center go.
   */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    if (this.#settling) clearTimeout(this.#settling);
    await this.#running;
    if (Date.now() >= this.#notBefore) this.#told(await this.#pass());
    await this.#shipper?.close().catch(() => undefined);
  }

  async #passAndRest(): Promise<void> {
    // Whatever holds a pass up (a center that stopped answering, a connection the network lost
    // silently), the header does not go on saying what the last pass found: past the calls'
    // timeout and the connection's, the center is said unreachable until the pass ends.
    // A long catch-up re-arms it at every batch the center acknowledges.
    this.#armWatchdog();
    try {
      const status = await this.#pass();
      this.#rest(status);
      this.#told(status);
    } finally {
      if (this.#watchdog) clearTimeout(this.#watchdog);
      this.#watchdog = null;
    }
  }

  #queryTimeoutMs(): number {
    return this.#options.queryTimeoutMs ?? QUERY_TIMEOUT_MS;
  }

  #armWatchdog(): void {
    if (this.#watchdog) clearTimeout(this.#watchdog);
    const waitMs = this.#queryTimeoutMs() + CENTER_CONNECT_TIMEOUT_MS;
    const said = say('pit.center-unreachable', {
      center: centerName(this.#options.url),
      detail: say('pit.no-answer', { seconds: Math.round(waitMs / 1000) }),
    });
    this.#watchdog = setTimeout(() => this.#told(this.#unreachable(said)), waitMs);
    this.#watchdog.unref();
  }

  /** The center said unreachable, with how far the shipper last knew the table and the center to be. */
  #unreachable(said: Message): ShippingStatus {
    const status = this.#shipper?.status();
    return {
      state: 'unreachable',
      table: this.#options.table,
      local: status?.local ?? 0,
      acknowledged: status?.acknowledged ?? 0,
      acknowledgedAt: status?.acknowledgedAt ?? null,
      said,
    };
  }

  async #pass(): Promise<ShippingStatus> {
    try {
      this.#shipper ??= new Shipper({
        db: this.#options.db,
        url: this.#options.url,
        table: this.#options.table,
        ...(this.#options.batchSize !== undefined && { batchSize: this.#options.batchSize }),
        queryTimeoutMs: this.#queryTimeoutMs(),
        // A long catch-up shows its progress; a pass of one commit goes straight to shipped.
        onProgress: (status) => {
          if (this.#watchdog) this.#armWatchdog();
          if (status.local > status.acknowledged) this.#told(status);
        },
      });
      return await this.#shipper.shipOnce();
    } catch (error) {
      // Not the center's absence (which shipOnce says itself): a fault of the shipping, said the same way.
      return this.#unreachable(
        say('pit.ship-failed', {
          center: centerName(this.#options.url),
          detail: error instanceof Error ? error.message : String(error),
        }),
      );
    }
  }

  #rest(status: ShippingStatus): void {
    if (status.state === 'unreachable') {
      this.#failures += 1;
      const first = this.#options.intervalMs ?? 1000;
      const longest = this.#options.maxBackoffMs ?? 8000;
      this.#notBefore = Date.now() + Math.min(longest, first * 2 ** (this.#failures - 1));
    } else if (status.state === 'refused' && !refusedJournalOnly(status))
      this.#notBefore = Date.now() + REFUSED_RETRY_MS;
    else {
      this.#failures = 0;
      this.#notBefore = 0;
    }
  }
}
