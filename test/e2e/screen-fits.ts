import type { Page } from '@playwright/test';
import { expect } from 'vitest';

/**
 * What a croupier could not read on a touch screen: every payout line (each box's and the
 * settlement panel's) must lie wholly inside the window and inside the visible rectangle of every
 * ancestor that clips or scrolls (overflow other than visible), its own text must not overflow it,
 * and its type must stay readable at arm's length. Evaluated in the page, where the DOM is (this
 * file is compiled without the DOM's types). Returns one sentence per line cut off.
 */
const PAYOUT_LINES_CUT = `(() => {
  const cut = [];
  const inside = (inner, outer) =>
    inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1 &&
    inner.left >= outer.left - 1 && inner.right <= outer.right + 1;
  const window_ = { top: 0, left: 0, bottom: innerHeight, right: innerWidth };
  const lines = document.querySelectorAll('[data-testid="box-settlement"] li, section.settlement, [data-testid="nets"] li');
  for (const line of lines) {
    const rect = line.getBoundingClientRect();
    const name = 'box ' + (line.closest('[data-box]')?.getAttribute('data-box') ?? '-') + ' "' + line.textContent + '"';
    if (!inside(rect, window_)) cut.push(name + ' is outside the window');
    if (line.scrollWidth > line.clientWidth + 1 || line.scrollHeight > line.clientHeight + 1)
      cut.push(name + ' overflows itself');
    if (parseFloat(getComputedStyle(line).fontSize) < 12) cut.push(name + ' is set below 12 px');
    for (let clip = line.parentElement; clip; clip = clip.parentElement) {
      const style = getComputedStyle(clip);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const outer = clip.getBoundingClientRect();
      const visible = {
        top: outer.top + clip.clientTop,
        left: outer.left + clip.clientLeft,
        bottom: outer.top + clip.clientTop + clip.clientHeight,
        right: outer.left + clip.clientLeft + clip.clientWidth,
      };
      if (!inside(rect, visible)) cut.push(name + ' is cut by ' + clip.tagName.toLowerCase() + '.' + clip.className);
    }
  }
  return cut;
})()`;

/** How far the page and the side column would scroll, and where the felt starts. */
const SCROLLS = `(() => {
  const side = document.querySelector('aside.controls');
  return {
    page: Math.max(0, document.scrollingElement.scrollHeight - innerHeight),
    pageSideways: Math.max(0, document.scrollingElement.scrollWidth - innerWidth),
    side: side ? Math.max(0, side.scrollHeight - side.clientHeight) : 0,
  };
})()`;

/** The felt's top edge in the window: a banner that overlays leaves it where it was. */
export const feltTop = async (page: Page): Promise<number> =>
  (await page.locator('.felt').boundingBox())?.y ?? Number.NaN;

/**
 * The croupier's screen as it stands fits its window: no payout line cut off, nothing to scroll
 * (the page nor the side column), no box cut off. `when` names the moment in a failure.
 */
export async function fitsWithNothingCut(page: Page, when: string): Promise<void> {
  expect.soft(await page.evaluate(PAYOUT_LINES_CUT), `${when}: payout lines cut off`).toEqual([]);
  const scrolls = (await page.evaluate(SCROLLS)) as { page: number; pageSideways: number; side: number };
  expect.soft(scrolls, `${when}: scrolling`).toEqual({ page: 0, pageSideways: 0, side: 0 });
  const boxesCut = await page
    .locator('.box')
    .evaluateAll((boxes) =>
      boxes
        .filter((box) => box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1)
        .map(
          (box) =>
            `${box.getAttribute('data-box')}: ${box.scrollWidth}×${box.scrollHeight} in ${box.clientWidth}×${box.clientHeight}`,
        ),
    );
  expect.soft(boxesCut, `${when}: boxes cut off`).toEqual([]);
}
