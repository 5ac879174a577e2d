import { silenceMessage } from './port-messages.js';
import type { ShoeReaderEvents } from './shoe-reader-events.js';

export interface SilenceWatchOptions {
  readonly silenceMs: number;
  readonly clock: () => number;
  readonly onSilence: (event: ShoeReaderEvents['silence']) => void;
  readonly onVoice: (event: ShoeReaderEvents['voice']) => void;
}

/**
 * Notices a reader that stops talking: no good frame for `silenceMs` is one `silence` report,
 * however long it lasts, and the next good frame is one `voice`. Refused bytes do not count as
 * talking (a floating line can hum noise while the reader is dead), but the sentence mentions them.
 * While the line is down the watch is paused: the disconnection is already the alarm.
 */
export class SilenceWatch {
  readonly #options: SilenceWatchOptions;
  #timer: NodeJS.Timeout | null = null;
  #silent = false;
  #quietSince = 0;
  #noiseBytes = 0;

  constructor(options: SilenceWatchOptions) {
    this.#options = options;
  }

  /** The line is open: the silence clock starts now, unless a silence is already reported. */
  lineUp(at: number): void {
    if (this.#silent) return;
    this.#quietSince = at;
    this.#arm();
  }

  lineDown(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }

  heard(at: number): void {
    if (this.#silent) {
      this.#silent = false;
      this.#options.onVoice({ silentForMs: at - this.#quietSince, at });
    }
    this.#quietSince = at;
    this.#noiseBytes = 0;
    this.#arm();
  }

  noise(bytes: number): void {
    this.#noiseBytes += bytes;
  }

  #arm(): void {
    if (this.#timer !== null) {
      this.#timer.refresh();
      return;
    }
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#silent = true;
      const at = this.#options.clock();
      const silentForMs = at - this.#quietSince;
      this.#options.onSilence({ said: silenceMessage(silentForMs, this.#noiseBytes), silentForMs, at });
    }, this.#options.silenceMs);
  }
}
