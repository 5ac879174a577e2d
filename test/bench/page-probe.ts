import { performance } from 'node:perf_hooks';
import type { Page } from '@playwright/test';

/**
 * What the page does when the table changes, timed inside the page. The bench compiles without the
 * DOM library, so the few browser globals the probe touches are typed here by hand; the functions
 * passed to `page.evaluate` run in the page, never in Node.
 */
interface Shown {
  /** The MutationObserver's callback: React has committed the change to the DOM. */
  readonly domAt: number;
  /**
   * The next animation frame's callback: the browser is about to render the frame that paints the
   * change (its pixels reach the screen with that frame's compositing).
   */
  readonly frameAt: number;
}

interface PageGlobals {
  readonly document: {
    readonly body: unknown;
    querySelector(selector: string): { textContent: string | null } | null;
  };
  readonly MutationObserver: new (
    callback: () => void,
  ) => { observe(target: unknown, options: Record<string, boolean>): void };
  requestAnimationFrame(callback: () => void): number;
  readonly performance: { now(): number };
  sabotProbe?: { shown(cardsOut: number): Promise<Shown> };
}

/**
 * Watches the croupier's screen for the shoe's count of cards out, which every card changes and
 * which React updates in the same commit as the card itself, the totals and "Next card".
 */
export async function installProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const browser = globalThis as unknown as PageGlobals;
    const cardsOut = () =>
      Number(browser.document.querySelector('[data-testid="shoe-status"]')?.textContent?.split(' ')[0]);
    let last = cardsOut();
    const seen = new Map<number, Shown>();
    const waiting = new Map<number, (shown: Shown) => void>();
    new browser.MutationObserver(() => {
      const domAt = browser.performance.now();
      const count = cardsOut();
      if (count === last) return;
      last = count;
      browser.requestAnimationFrame(() => {
        const shown = { domAt, frameAt: browser.performance.now() };
        seen.set(count, shown);
        waiting.get(count)?.(shown);
      });
    }).observe(browser.document.body, { subtree: true, childList: true, characterData: true });
    // Each count is asked for once, after its card was sent: what came before is forgotten then,
    // so a count repeated in the next shoe is a new change.
    browser.sabotProbe = {
      shown: (count) =>
        new Promise((resolve) => {
          const done = (shown: Shown) => {
            seen.clear();
            waiting.clear();
            resolve(shown);
          };
          const already = seen.get(count);
          if (already) done(already);
          else waiting.set(count, done);
        }),
    };
  });
}

/**
 * The page's clock against this process's: Node's and the page's `performance.now()` run at the
 * same rate (both the system's monotonic clock) from different origins. Of many round trips
 * (read Node's clock, ask the page for its clock, read Node's clock again), the shortest one bounds
 * the offset best: the page read its clock within that trip, so the error is at most half of it.
 */
export async function pageClock(page: Page, trips = 40): Promise<{ offsetMs: number; errorMs: number }> {
  let best = { tripMs: Number.POSITIVE_INFINITY, offsetMs: 0 };
  for (let trip = 0; trip < trips; trip++) {
    const sent = performance.now();
    const inPage = await page.evaluate(() => (globalThis as unknown as PageGlobals).performance.now());
    const back = performance.now();
    if (back - sent < best.tripMs) best = { tripMs: back - sent, offsetMs: inPage - (sent + back) / 2 };
  }
  return { offsetMs: best.offsetMs, errorMs: best.tripMs / 2 };
}

/** When the page showed `cardsOut` cards out, on the page's clock (see `pageClock`). */
export async function pageShows(page: Page, cardsOut: number): Promise<Shown> {
  return page.evaluate((count) => {
    const probe = (globalThis as unknown as PageGlobals).sabotProbe;
    if (!probe) throw new Error('the page probe is not installed');
    return probe.shown(count);
  }, cardsOut);
}
