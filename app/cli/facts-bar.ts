import type { CliIo } from './io.js';
import { type ProgressBar, progressBar } from './simulation/progress-bar.js';
import { cliText } from './words.js';

/** A reading shorter than this shows no bar: a bar that flashes for a moment only distracts. */
const SHOWN_AFTER_MS = 2000;
/** Facts between two looks at the clock: a reading runs at about a million facts a second. */
const LOOK_EVERY = 1024;

/** A progress bar that is drawn only once the work has lasted `after` milliseconds. */
export function delayedBar(
  write: (text: string) => void,
  total: number,
  what: string,
  now: () => number = () => performance.now(),
  after = SHOWN_AFTER_MS,
): ProgressBar {
  const started = now();
  let bar: ProgressBar | null = null;
  let looked = 0;
  return {
    update(done) {
      if (bar) return bar.update(done);
      if (done - looked < LOOK_EVERY) return;
      looked = done;
      // Started when the work did, so the rate and the time left count from its start.
      if (now() - started >= after) bar = progressBar(write, total, what, now, started);
      bar?.update(done);
    },
    finish() {
      bar?.finish();
    },
  };
}

/**
 * Runs `work` over a log of `total` facts with a bar of the facts read on standard error, only on a
 * terminal (piped or redirected output stays clean) and only once the reading has taken a few
 * seconds; the bar is cleared when the work ends, or fails.
 */
export function withFactsBar<T>(
  io: CliIo,
  total: number,
  work: (onFact: ((done: number) => void) | undefined) => T,
): T {
  const bar = process.stderr.isTTY ? delayedBar(io.err, total, cliText('cli.progress.unit.facts')) : null;
  try {
    return work(bar ? (done) => bar.update(done) : undefined);
  } finally {
    bar?.finish();
  }
}
