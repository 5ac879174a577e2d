import type { CliIo } from '../io.js';
import { cliText, words } from '../words.js';

/** A progress bar redrawn in place on a terminal; `finish` clears its line. The rate counts from `started`. */
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
  started = now(),
): ProgressBar {
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

/**
 * Runs `work` with a bar of the rounds it plays on standard error, only on a terminal (piped or
 * redirected output stays clean); the bar is cleared when the work ends, or fails.
 */
export async function withRoundsBar<T>(
  io: CliIo,
  rounds: number,
  work: (onRound: ((played: number) => void) | undefined) => Promise<T>,
): Promise<T> {
  const bar = process.stderr.isTTY ? progressBar(io.err, rounds, cliText('cli.simulate.unit.rounds')) : null;
  try {
    return await work(bar ? (played) => bar.update(played) : undefined);
  } finally {
    bar?.finish();
  }
}

/** `[██████░░░░]  45%  4,500,000 / 10,000,000 rounds  31,234 rounds/s  about 2 min 55 s left` */
export function progressLine(done: number, total: number, what: string, seconds: number): string {
  const share = total > 0 ? Math.min(done / total, 1) : 1;
  const filled = Math.round(share * WIDTH);
  const bar = `[${'█'.repeat(filled)}${'░'.repeat(WIDTH - filled)}]`;
  const percent = `${Math.floor(share * 100)}%`.padStart(4);
  const { number } = words();
  const count = `${number(done)} / ${number(total)} ${what}`;
  const rate = seconds > 0 ? done / seconds : 0;
  const speed = rate > 0 ? `  ${cliText('cli.progress.rate', { rate: number(Math.round(rate)), what })}` : '';
  const left =
    rate > 0 && done < total
      ? `  ${cliText('cli.progress.left', { time: duration((total - done) / rate) })}`
      : '';
  return `${bar} ${percent}  ${count}${speed}${left}`;
}

/** `2 min 55 s`, `48 s`: how long, as a person reads it. */
export function duration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return cliText('cli.duration.seconds', { seconds: whole });
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return cliText('cli.duration.minutes', { minutes, seconds: whole % 60 });
  return cliText('cli.duration.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}
