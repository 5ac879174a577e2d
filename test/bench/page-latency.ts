import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { reasonOf } from '../../app/core/sentences.js';
import { openPtyPair, type PtyPair } from '../../devices/simulator/pty-pair.js';
import { openChromium } from '../e2e/browser.js';
import { dealtAndPushed } from './bench-croupier.js';
import { measureFrames, summarize } from './frame-latency.js';
import type { BenchSuite, Measurement } from './harness.js';
import { installProbe, pageClock, pageShows } from './page-probe.js';
import { startServeChild, untilJournaled } from './serve-child.js';
import { TableSocket } from './table-socket.js';
import { TimedShoe } from './timed-shoe.js';

/**
 * From a card frame written by the simulator to the change on the croupier's screen, in web mode
 * as a croupier runs it: `sabot serve` in its own process reads the simulator on a socat pty pair,
 * and Debian's Chromium (through Playwright) shows the page. A classic-6d round is played by a
 * plain croupier over the contract's WebSocket (three boxes, stand from 17), so every sample is a
 * card a hand or the dealer takes. One card at a time: the next frame is written once the page has
 * painted the last, so no sample waits behind another.
 *
 * The two clocks: the write is timed here (Node's performance.now()), the screen inside the page
 * (a MutationObserver on the shoe's count of cards out, which React updates in the same commit as
 * the card, the totals and "Next card", then the next animation frame, which paints it). The
 * page's clock is set against Node's by the shortest of many evaluate round trips (page-probe.ts),
 * before and after the cards; the error of that is in the report. Per card, beside it, the same
 * push timed at a Node WebSocket client that renders nothing. After the browser is closed, the
 * frame-to-commit figure of frame-latency.ts (in-process, no server, no browser) is the baseline.
 */
const SAMPLES = 500;
const WARM_UP = 20;
const BASELINE_SAMPLES = 1_000;
const TARGET_P99_MS = 50;

interface Sample {
  readonly writtenAt: number;
  readonly pushedAt: number;
  /** On the page's clock. */
  readonly domAt: number;
  readonly frameAt: number;
}

export const pageLatencySuite: BenchSuite = {
  title: 'Frame to screen: shoe frame to the change in the page (web mode, Chromium)',
  async run(): Promise<Measurement[]> {
    const dir = mkdtempSync(join(tmpdir(), 'sabot-bench-page-'));
    const pairs: PtyPair[] = [];
    const ptyPair = async (): Promise<PtyPair> => {
      const pair = await openPtyPair();
      if (!pair.ok) throw new Error(reasonOf(pair));
      pairs.push(pair.value);
      return pair.value;
    };
    try {
      const onScreen = await measurePage(dir, await ptyPair());
      const commit = await measureFrames(
        join(dir, 'baseline.db'),
        await ptyPair(),
        await ptyPair(),
        BASELINE_SAMPLES,
      );
      return report(onScreen, commit.endToEnd);
    } finally {
      for (const pair of pairs) await pair.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

async function measurePage(dir: string, pair: PtyPair) {
  const db = join(dir, 'table.db');
  const serve = await startServeChild(dir, [
    '--db',
    db,
    '--profile',
    'classic-6d',
    '--device',
    pair.hostPath,
  ]);
  const browser = await openChromium(dir);
  const shoe = new TimedShoe(pair);
  let socket: TableSocket | null = null;
  try {
    const { page } = browser;
    await page.goto(serve.url);
    await page.locator('.croupier').waitFor();
    await installProbe(page);
    socket = await TableSocket.connect(serve.url);
    await shoe.load();
    await untilJournaled(db);
    const before = await pageClock(page);
    const samples = await dealSamples(page, socket, shoe);
    const after = await pageClock(page);
    if (browser.problems.length > 0) throw new Error(`the page reported: ${browser.problems.join('; ')}`);
    return { samples, clock: { offsetMs: (before.offsetMs + after.offsetMs) / 2, before, after } };
  } finally {
    socket?.close();
    await shoe.close();
    await browser.close();
    await serve.stop();
  }
}

async function dealSamples(page: Page, socket: TableSocket, shoe: TimedShoe): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let card = 0; card < WARM_UP + SAMPLES; card++) {
    const { cardsOut, writtenAt, pushedAt } = await dealtAndPushed(socket, shoe);
    const shown = await pageShows(page, cardsOut);
    if (card >= WARM_UP) samples.push({ writtenAt, pushedAt, ...shown });
  }
  return samples;
}

type PageRun = Awaited<ReturnType<typeof measurePage>>;

function report({ samples, clock }: PageRun, commitMs: number[]): Measurement[] {
  const local = (pageMs: number) => pageMs - clock.offsetMs;
  const painted = summarize(
    'card frame written → the animation frame that paints it (sabot serve, WebSocket, React, Chromium)',
    samples.map((s) => local(s.frameAt) - s.writtenAt),
  );
  const dom = summarize(
    "card frame written → the change in the page's DOM (MutationObserver)",
    samples.map((s) => local(s.domAt) - s.writtenAt),
  );
  const pushed = summarize(
    'of which: card frame written → the push at a Node WebSocket client (no browser)',
    samples.map((s) => s.pushedAt - s.writtenAt),
  );
  const browser = summarize(
    "of which: the browser: the page's DOM change − the Node client's push, same card",
    samples.map((s) => local(s.domAt) - s.pushedAt),
  );
  const commit = summarize(
    'baseline: card frame written → CardDrawn committed (in-process, no server, no browser)',
    commitMs,
  );
  const verdict = painted.p99Ms < TARGET_P99_MS ? 'meets' : 'MISSES';
  const error = Math.max(clock.before.errorMs, clock.after.errorMs);
  const drift = Math.abs(clock.after.offsetMs - clock.before.offsetMs);
  return [
    {
      ...painted,
      note: `${verdict} the p99 < ${TARGET_P99_MS} ms target; median ${(painted.medianMs / commit.medianMs).toFixed(1)}× the commit baseline`,
    },
    {
      ...dom,
      note: `page clock set to ±${error.toFixed(2)} ms; it moved ${drift.toFixed(2)} ms during the run`,
    },
    { ...pushed, note: `${((pushed.medianMs / dom.medianMs) * 100).toFixed(0)} % of the median to the DOM` },
    {
      ...browser,
      note: "receive, parse, React render and commit; the server pushes to the page's socket first",
    },
    { ...commit, note: "frame-latency.ts's measurement, once the browser is closed" },
  ];
}
