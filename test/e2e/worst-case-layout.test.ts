import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../engine/cards/card.js';
import { e2eSession, SETTLED, SHOTS } from './e2e-session.js';
import { LOCALES, wordsOf } from './home-table-languages.js';
import { dealFromShoe } from './misdealt-round.js';
import { feltTop, fitsWithNothingCut } from './screen-fits.js';
import { openScriptedTable } from './scripted-table.js';

/**
 * The croupier's screen at its worst on the 1280×800 touch screen beside the shoe, in each
 * language: seven boxes bet, one box with three bettors split to four hands, insurance taken by
 * four bettors, every box paid, and a refusal showing. Worked out by hand (classic-6d: no hole
 * card, the dealer stands on soft 17, three splits make four hands, insurance exactly half):
 *
 *   bets    box 1 ann 10 · box 2 bob 10 · box 3 cy 10 · box 4 dana 20, pierre 10, natasha 10
 *           (dana's box, two back-bettors) · box 5 eve 10 · box 6 fay 10 · box 7 gus 10
 *   deal    10♠ 9♥ 10♦ 8♠ 7♣ K♥ 5♦ · dealer A♠ · 7♥ 9♣ 6♠ 8♥ 10♣ Q♦ 10♥
 *           → box 1 17, box 2 18, box 3 16, box 4 8-8, box 5 17, box 6 20, box 7 15
 *   insure  the ace: dana 10, pierre 5 (7 first: refused, insurance is exactly half), natasha 5
 *           on box 4, ann 5 on box 1; the croupier closes the window (n)
 *   boxes   1, 2, 3 stand. Box 4 splits the eights: hand 1 takes 8♦ and splits again, takes 8♣
 *           and splits again (four hands, the most): hand 1 takes J♠ = 18, stands; hand 2 takes
 *           3♥ = 11, hits 10♠ = 21, stands; hand 3 takes 9♦ = 17, stands; hand 4 takes 8♠ = 16
 *           (a fifth hand is refused by rule), stands. Boxes 5, 6, 7 stand.
 *   dealer  A♠ 6♥ = soft 17: stands
 *   settle  box 1 ann keeps 10, insurance take 5 from ann · box 2 pay bob 10 · box 3 take 10
 *           from cy · box 4: hands 1 and 2 pay dana 20, pierre 10, natasha 10; hand 3 each keeps
 *           their stake; hand 4 take 20 from dana, 10 from pierre, 10 from natasha; insurance
 *           take 10 from dana, 5 from pierre, 5 from natasha (15 lines on one box) · box 5 eve
 *           keeps 10 · box 6 pay fay 10 · box 7 take 10 from gus
 *   refusal b9 10 keyed for the next round: there is no box 9, shown over the screen
 */
const SHOE: readonly Card[] = [
  ...['TS', '9H', 'TD', '8S', '7C', 'KH', '5D', 'AS', '7H', '9C', '6S', '8H', 'TC', 'QD', 'TH'],
  ...['8D', '8C', 'JS', '3H', 'TS', '9D', '8S', '6H'],
  // The rest of the shoe, never dealt: an empty shoe would raise its own alarm on screen.
  ...['2C', '3D', '4H', '7S'],
] as Card[];
const LAPTOP = { width: 1280, height: 800 };
const running = e2eSession();

/** A line keyed in the field as the croupier types it; the field empties once the table answered. */
async function keyed(page: Page, line: string): Promise<void> {
  const field = page.locator('#key-in-line');
  await field.fill(line);
  await field.press('Enter');
  await expect.poll(() => field.inputValue(), SETTLED).toBe('');
}

/**
 * A line the table refuses: its banner shows, and the line stays in the field to be mended (the
 * croupier clears it). Where the felt starts is measured before and after.
 */
async function refusedLine(
  page: Page,
  line: string,
  code: string,
): Promise<{ before: number; after: number }> {
  await expect(page.getByTestId('refusal').count()).resolves.toBe(0);
  const before = await feltTop(page);
  const field = page.locator('#key-in-line');
  await field.fill(line);
  await field.press('Enter');
  await expect.poll(() => page.getByTestId('refusal').getAttribute('data-code'), SETTLED).toBe(code);
  await field.fill('');
  // The banner lies over the view tabs, not over the table's header: the round, the phase and the
  // clock stay in sight while the croupier reads what was refused.
  const banner = await page.getByTestId('refusal').boundingBox();
  const header = await page.locator('.table-header').boundingBox();
  expect
    .soft(banner && header && banner.y + banner.height, 'the refusal covers the header')
    .toBeLessThanOrEqual(header?.y ?? 0);
  return { before, after: await feltTop(page) };
}

describe('the croupier’s screen at its worst on a 1280×800 touch screen', () => {
  it.each(LOCALES)(
    'shows every payout line of seven boxes, a split box of three bettors and the insurance, a refusal over it, in %s',
    { timeout: 240_000 },
    async (language, locale) => {
      const { page, reader, browser } = await openScriptedTable(running, SHOE, {
        browser: { viewport: LAPTOP, locale },
      });
      const phase = () => page.locator('.croupier').getAttribute('data-phase');
      const bets = ['b1 10 ann', 'b2 10 bob', 'b3 10 cy', 'b4 20 dana', 'b4 10 pierre', 'b4 10 natasha'];
      for (const line of [...bets, 'b5 10 eve', 'b6 10 fay', 'b7 10 gus', 'deal']) await keyed(page, line);
      for (let card = 0; card < 15; card++) await dealFromShoe(page, reader);
      await expect.poll(phase, SETTLED).toBe('insurance');

      // The insurance window with seven boxes and a refusal: the side column still fits.
      await keyed(page, 'i4 10 dana');
      const inInsurance = await refusedLine(page, 'i4 7 pierre', 'insurance.exactly-half');
      expect.soft(inInsurance.after, 'the refusal banner moved the felt').toBe(inInsurance.before);
      // The picture first: a failure below still leaves what the croupier saw.
      await page.screenshot({ path: join(SHOTS, `worst-case-layout-${language}-insurance.png`) });
      await fitsWithNothingCut(page, 'insurance window with a refusal');
      for (const line of ['i4 5 pierre', 'i4 5 natasha', 'i1 5 ann']) await keyed(page, line);
      // The window's close button shows N: keyed in the field, N closes the window as the button does.
      await expect(page.locator('.insurance button:enabled kbd').allTextContents()).resolves.toEqual(['N']);
      await keyed(page, 'n');
      await expect.poll(phase, SETTLED).toBe('players');

      for (const line of ['s', 's', 's', 'p']) await keyed(page, line);
      for (const then of ['p', 'p', 's', 'h', 's', 's', 's']) {
        await dealFromShoe(page, reader);
        await keyed(page, then);
      }
      const box4 = page.locator('.box[data-box="4"]');
      await expect(box4.locator('.hand').count()).resolves.toBe(4);
      // Four hands and the decisions under the felt while box 5 is on turn: nothing cut either.
      await page.screenshot({ path: join(SHOTS, `worst-case-layout-${language}-players.png`) });
      await fitsWithNothingCut(page, 'four hands played, box 5 on turn');
      for (const line of ['s', 's', 's']) await keyed(page, line);
      await dealFromShoe(page, reader);
      await expect.poll(phase, SETTLED).toBe('settled');

      // Every box has its lines; box 4 has twelve for its hands and three for the insurance.
      const lines = (box: number) =>
        page.locator(`.box[data-box="${box}"] [data-testid="box-settlement"] li`);
      await expect(lines(4).count()).resolves.toBe(15);
      await expect(lines(4).locator('xpath=self::li[@data-kind="insurance"]').count()).resolves.toBe(3);
      await expect(lines(1).count()).resolves.toBe(2);
      for (const box of [2, 3, 5, 6, 7]) await expect(lines(box).count()).resolves.toBe(1);
      await page.screenshot({ path: join(SHOTS, `worst-case-layout-${language}-settled.png`) });
      await fitsWithNothingCut(page, 'settled');

      const settled = await refusedLine(page, 'b9 10', 'bet.no-such-box');
      expect.soft(settled.after, 'the refusal banner moved the felt').toBe(settled.before);
      await page.screenshot({ path: join(SHOTS, `worst-case-layout-${language}.png`) });
      await fitsWithNothingCut(page, 'settled with a refusal');
      // Put away by hand, the banner gives the tabs back; the refusal stays under the recent ones.
      await page.getByRole('button', { name: wordsOf(language).screen('refusal.hide') }).click();
      await expect.poll(() => page.getByTestId('refusal').count(), SETTLED).toBe(0);
      await expect(page.getByRole('tab').first().isVisible()).resolves.toBe(true);
      expect(browser.problems).toEqual([]);
    },
  );
});
