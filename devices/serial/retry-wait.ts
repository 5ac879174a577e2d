import { performance } from 'node:perf_hooks';
import { deviceBehind } from './port-presence.js';

export interface ReconnectPolicy {
  /** The first retry comes this soon after the line went (docs/shoe-protocol.md: 0.1 s)… */
  readonly firstDelayMs: number;
  /** …and the delay doubles up to this (2 s), so a dead port is not hammered. */
  readonly maxDelayMs: number;
  /** How often the port's path is looked at, while waiting and while open. */
  readonly presencePollMs: number;
}

export const DEFAULT_RECONNECT: ReconnectPolicy = {
  firstDelayMs: 100,
  maxDelayMs: 2000,
  presencePollMs: 100,
};

/**
 * The wait before the next attempt to open a lost port. Backoff alone would leave a reader that
 * comes back just after a try unheard for up to 2 s; so the path is also looked at every
 * `presencePollMs`, and the moment it reappears (a USB adapter plugged back in, socat restarted)
 * the wait ends. A port that exists but will not open (permissions, held by another program)
 * follows the backoff alone.
 */
export class RetryWait {
  readonly #path: string;
  readonly #policy: ReconnectPolicy;
  #failures = 0;
  #timer: NodeJS.Timeout | null = null;

  constructor(path: string, policy: Partial<ReconnectPolicy> = {}) {
    this.#path = path;
    this.#policy = { ...DEFAULT_RECONNECT, ...policy };
  }

  /** The delay before the next try: 0.1, 0.2, 0.4 … 2 s by default. */
  get nextDelayMs(): number {
    const { firstDelayMs, maxDelayMs } = this.#policy;
    return Math.min(firstDelayMs * 2 ** Math.min(this.#failures, 30), maxDelayMs);
  }

  wait(retry: () => void): void {
    this.cancel();
    const deadline = performance.now() + this.nextDelayMs;
    this.#failures++;
    let present = deviceBehind(this.#path) !== null;
    this.#timer = setInterval(
      () => {
        const wasPresent = present;
        present = deviceBehind(this.#path) !== null;
        if ((present && !wasPresent) || performance.now() >= deadline) {
          this.cancel();
          retry();
        }
      },
      Math.min(this.#policy.presencePollMs, this.#policy.firstDelayMs),
    );
  }

  /** After a successful open the next outage starts again from the first delay. */
  reset(): void {
    this.#failures = 0;
  }

  cancel(): void {
    if (this.#timer !== null) clearInterval(this.#timer);
    this.#timer = null;
  }
}
