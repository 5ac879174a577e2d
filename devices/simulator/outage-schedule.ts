import { type Message, say } from '../../engine/refusals/message.js';
import type { Result } from '../../engine/result.js';
import type { FaultRates } from './fault-plan.js';
import type { QuietGate } from './quiet-gate.js';

export interface OutageHooks {
  readonly faults: FaultRates;
  readonly gate: QuietGate;
  readonly silenceBegins: () => void;
  readonly unplug: () => Promise<void>;
  readonly plugIn: () => Promise<Result<void>>;
  readonly onProblem?: (said: Message) => void;
}

/**
 * The timed faults: every `silenceEveryMs` the reader holds its frames for `silenceForMs`, and
 * every `disconnectEveryMs` it leaves the line for `disconnectForMs`. Each period is counted from
 * the end of the previous outage, so outages never overlap themselves.
 */
export class OutageSchedule {
  readonly #hooks: OutageHooks;
  readonly #timers = new Set<NodeJS.Timeout>();
  #active = false;

  constructor(hooks: OutageHooks) {
    this.#hooks = hooks;
  }

  start(): void {
    if (this.#active) return;
    this.#active = true;
    const { silenceEveryMs, disconnectEveryMs } = this.#hooks.faults;
    if (silenceEveryMs > 0) this.#later(silenceEveryMs, () => this.#silence());
    if (disconnectEveryMs > 0) this.#later(disconnectEveryMs, () => void this.#disconnect());
  }

  stop(): void {
    this.#active = false;
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
  }

  #silence(): void {
    const { gate, faults, silenceBegins } = this.#hooks;
    gate.hold('silence');
    silenceBegins();
    this.#later(faults.silenceForMs, () => {
      gate.release('silence');
      this.#later(faults.silenceEveryMs, () => this.#silence());
    });
  }

  async #disconnect(): Promise<void> {
    await this.#hooks.unplug();
    this.#later(this.#hooks.faults.disconnectForMs, () => void this.#plugBackIn());
  }

  async #plugBackIn(): Promise<void> {
    if (!this.#active) return;
    const { faults, plugIn, onProblem } = this.#hooks;
    const back = await plugIn();
    if (back.ok) this.#later(faults.disconnectEveryMs, () => void this.#disconnect());
    else {
      // A pty that will not come back (socat gone from the machine?) is retried, not abandoned.
      onProblem?.(say('simulator.no-return', { why: back.refusal }));
      this.#later(faults.disconnectForMs, () => void this.#plugBackIn());
    }
  }

  #later(ms: number, action: () => void): void {
    if (!this.#active) return;
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      action();
    }, ms);
    this.#timers.add(timer);
  }
}
