import { realpathSync } from 'node:fs';

/**
 * The device file behind a port's path (`/dev/serial/by-id/…` → `/dev/ttyUSB0`, a socat link →
 * `/dev/pts/7`), or null when nothing is there: the port is unplugged.
 */
export function deviceBehind(path: string): string | null {
  try {
    return realpathSync(path);
  } catch {
    return null;
  }
}

/**
 * Watches an open port's path. serialport does not always notice a port that vanishes: when the
 * line hangs up between two reads, the next read returns 0 bytes and serialport's reader retries
 * it for ever, without an error and without a close (seen with socat on Linux, about one time in
 * two when the port goes right after opening). A path that disappears, or now leads to another
 * device (a new pty, an adapter re-plugged under the same name), means the port we hold is dead.
 */
export class PresenceWatch {
  #timer: NodeJS.Timeout | null = null;

  watch(path: string, device: string | null, everyMs: number, onGone: () => void): void {
    this.stop();
    // A path that is not a file (a Windows COM name) cannot be watched; serialport's own reports remain.
    if (device === null) return;
    this.#timer = setInterval(() => {
      if (deviceBehind(path) === device) return;
      this.stop();
      onGone();
    }, everyMs);
  }

  stop(): void {
    if (this.#timer !== null) clearInterval(this.#timer);
    this.#timer = null;
  }
}
