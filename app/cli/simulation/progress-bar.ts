/** A progress bar redrawn in place on a terminal; `finish` clears its line. */
export interface ProgressBar {
  update(done: number): void;
  finish(): void;
}

const WIDTH = 30;
/** Redraws at most this often: a terminal need not be written thousands of times a second. */
const REDRAW_MS = 100;

export function progressBar(
  write: (text: string) => void,
  total: number,
  what: string,
  now: () => number = () => performance.now(),
): ProgressBar {
  const started = now();
  let drawn = Number.NEGATIVE_INFINITY;
  return {
    update(done) {
      const at = now();
      if (at - drawn < REDRAW_MS && done < total) return;
      drawn = at;
      write(`\r${progressLine(done, total, what, (at - started) / 1000)}\u001b[K`);
    },
    finish() {
      write('\r\u001b[K');
    },
  };
}

/** `[██████░░░░]  45%  4,500,000 / 10,000,000 rounds  31,234 rounds/s  about 2 min 55 s left` */
export function progressLine(done: number, total: number, what: string, seconds: number): string {
  const share = total > 0 ? Math.min(done / total, 1) : 1;
  const filled = Math.round(share * WIDTH);
  const bar = `[${'█'.repeat(filled)}${'░'.repeat(WIDTH - filled)}]`;
  const percent = `${Math.floor(share * 100)}%`.padStart(4);
  const count = `${done.toLocaleString('en')} / ${total.toLocaleString('en')} ${what}`;
  const rate = seconds > 0 ? done / seconds : 0;
  const speed = rate > 0 ? `  ${Math.round(rate).toLocaleString('en')} ${what}/s` : '';
  const left = rate > 0 && done < total ? `  about ${duration((total - done) / rate)} left` : '';
  return `${bar} ${percent}  ${count}${speed}${left}`;
}

/** `2 min 55 s`, `48 s`: how long, as a person reads it. */
export function duration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return `${minutes} min ${whole % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
