import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../engine/cards/card.js';
import type { BrowserOptions } from './browser.js';
import { croupierScreen } from './croupier-screen.js';
import { e2eSession, SETTLED, SHOTS } from './e2e-session.js';
import { dealFromShoe } from './misdealt-round.js';
import type { scriptedReader } from './scripted-reader.js';
import { openScriptedTable } from './scripted-table.js';
import { ROOT } from './serve-process.js';

/**
 * The dealer-assist screen of a classic-6d round with an insurance, a split and a double, in each
 * language, worked out by hand:
 *
 *   bets    box 1: 10 (ann) · box 2: 25 (bob) · box 3: 10 (cy)
 *   deal    box 1 8♠, box 2 5♥, box 3 A♣, dealer A♦, box 1 8♦, box 2 6♣, box 3 K♣
 *   insure  the dealer shows an ace: bob insures box 2 for half his stake, 12.50
 *   box 1   splits the eights: hand 1 takes 10♠ (18) and stands, hand 2 takes 9♥ (17) and stands
 *   box 2   doubles on 11 (25 + 25) and takes 9♦ (20)
 *   box 3   a blackjack: nothing to decide
 *   dealer  A♦ K♦: BLACKJACK. At classic-6d the dealer's natural takes every bet on the box, doubled
 *           and split stakes included; the insurance pays 2:1; cy's blackjack is a push.
 *   settle  box 1: hand 1 take 10 from ann, hand 2 take 10 from ann; box 2: hand take 50 from bob,
 *           insurance pay bob 25; box 3: cy keeps 10
 */
const SHOE: readonly Card[] = [
  ...['8S', '5H', 'AC', 'AD', '8D', '6C', 'KC'],
  ...['TS', '9H', '9D', 'KD'],
  // The rest of the shoe, never dealt: an empty shoe would raise its own alarm on screen.
  ...['2C', '3D', '4H', '7S'],
] as Card[];

interface Words {
  readonly locale: string;
  readonly refused: string;
  readonly insure: string;
  readonly insured: string;
  readonly blackjack: string;
  /** The header's parts: the game named as the rules catalogue names it in the language. */
  readonly header: readonly string[];
  readonly settled: Readonly<Record<number, readonly string[]>>;
}

const LANGUAGES: Readonly<Record<'en' | 'fr' | 'ru', Words>> = {
  en: {
    locale: 'en-US',
    refused: 'REFUSED',
    insure: 'Insure 12.50',
    insured: 'insurance bob 12.50',
    blackjack: 'BLACKJACK',
    header: [
      'Table table',
      'Game Classic six-deck (no hole card)',
      'Limits 5–500',
      'Croupier Marie',
      'Round 1',
    ],
    settled: {
      1: ['hand 1: take 10 from ann', 'hand 2: take 10 from ann'],
      2: ['hand: take 50 from bob', 'insurance: pay bob 25'],
      3: ['hand: cy keeps 10'],
    },
  },
  fr: {
    locale: 'fr-FR',
    refused: 'REFUSÉ',
    insure: 'Assurer 12,50',
    insured: 'assurance bob 12,50',
    blackjack: 'BLACK-JACK',
    header: [
      'Table : table',
      'Jeu Classique à six jeux (sans carte cachée)',
      'Limites 5–500',
      'Croupier : Marie',
      'Coup 1',
    ],
    settled: {
      1: ['main 1 : ramasser 10 à ann', 'main 2 : ramasser 10 à ann'],
      2: ['main : ramasser 50 à bob', 'assurance : payer bob 25'],
      3: ['main : cy garde 10'],
    },
  },
  ru: {
    locale: 'ru-RU',
    refused: 'ОТКАЗ',
    insure: 'Страховка 12,50',
    insured: 'страховка bob 12,50',
    blackjack: 'БЛЭКДЖЕК',
    header: [
      'Стол table',
      'Игра Классический, шесть колод (без закрытой карты)',
      'Лимиты 5–500',
      'Дилер Marie',
      'Раунд 1',
    ],
    settled: {
      1: ['рука 1: забрать 10 у ann', 'рука 2: забрать 10 у ann'],
      2: ['рука: забрать 50 у bob', 'страховка: выплатить bob 25'],
      3: ['рука: cy оставляет 10'],
    },
  },
};

const running = e2eSession();

const openTable = (browser: BrowserOptions) =>
  openScriptedTable(running, SHOE, { serveArgs: ['--operator', 'Marie'], browser });

/** The page fits its window: nothing to scroll, every button large enough for a finger. */
async function fitsTheWindow(page: Page): Promise<void> {
  // Evaluated in the page, where the DOM is (this file is compiled without its types).
  const { scrollHeight, scrollWidth, innerHeight, innerWidth } = (await page.evaluate(`({
    scrollHeight: document.scrollingElement.scrollHeight,
    scrollWidth: document.scrollingElement.scrollWidth,
    innerHeight: window.innerHeight,
    innerWidth: window.innerWidth,
  })`)) as { scrollHeight: number; scrollWidth: number; innerHeight: number; innerWidth: number };
  expect(scrollHeight, 'the page scrolls down').toBeLessThanOrEqual(innerHeight);
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(innerWidth);
  const small = await page
    .locator('button:visible')
    .evaluateAll((buttons) =>
      buttons
        .map((button) => ({ text: button.textContent ?? '', height: button.getBoundingClientRect().height }))
        .filter((button) => button.height < 44),
    );
  expect(small, 'buttons under 44 px tall').toEqual([]);
  // The tab bar is one line, styled before any pit boss's screen was opened: the picker beside the tabs.
  const tabs = await page.getByRole('tablist').boundingBox();
  const picker = await page.locator('.tabs .language-picker').boundingBox();
  expect(picker && tabs && picker.y < tabs.y + tabs.height, 'the language picker beside the tabs').toBe(true);
  // Nothing on the felt is cut off or pushed out of the window: every box shows all it holds.
  const clipped = await page
    .locator('.box')
    .evaluateAll(
      (boxes, windowHeight) =>
        boxes
          .filter(
            (box) =>
              box.scrollHeight > box.clientHeight + 1 || box.getBoundingClientRect().bottom > windowHeight,
          )
          .map((box) => box.getAttribute('data-box')),
      innerHeight,
    );
  expect(clipped, 'boxes cut off').toEqual([]);
}

const onBox = (page: Page, box: number) => page.locator(`.box[data-box="${box}"]`);

/** The scripted round from the bets to its settlement, checked on screen at each step. */
async function playTheRound(page: Page, reader: Awaited<ReturnType<typeof scriptedReader>>, words: Words) {
  const table = croupierScreen(page);
  const shots = (name: string) =>
    page.screenshot({ path: join(SHOTS, `dealer-assist-${words.locale}-${name}.png`) });
  // A box the layout does not have is refused, in the screen's language.
  await table.keyIn('b9 10');
  await expect(page.getByTestId('refusal').textContent()).resolves.toMatch(new RegExp(`^${words.refused} `));
  await expect(page.getByTestId('refusal').textContent()).resolves.toContain('9');
  for (const line of ['b1 10 ann', 'b2 25 bob', 'b3 10 cy', 'deal']) await table.keyIn(line);
  for (let card = 0; card < 7; card++) await dealFromShoe(page, reader);
  await expect.poll(table.phase, SETTLED).toBe('insurance');
  await fitsTheWindow(page);

  // cy's blackjack may insure at classic-6d but is offered no even money: the table pays none.
  await expect(page.locator('.insurance li[data-box="3"] button').count()).resolves.toBe(1);
  // The insurance: bob's box shows the insurance stake beside his stake once he insured.
  await page.locator('.insurance li[data-box="2"]').getByRole('button', { name: words.insure }).click();
  await expect
    .poll(() => onBox(page, 2).getByTestId('box-insurance').textContent(), SETTLED)
    .toBe(words.insured);
  await table.press('n');
  await expect.poll(table.phase, SETTLED).toBe('players');
  await fitsTheWindow(page);
  await shots('1-players');

  // Box 1 splits its eights, each hand takes its card and stands.
  await table.press('p');
  await expect.poll(() => onBox(page, 1).locator('.hand').count(), SETTLED).toBe(2);
  await dealFromShoe(page, reader);
  await table.endTurn('s');
  await dealFromShoe(page, reader);
  await table.endTurn('s');
  // Box 2 doubles on 11.
  await table.press('d');
  await expect(onBox(page, 2).getByTestId('hand-doubled').textContent()).resolves.toContain('+25');
  await dealFromShoe(page, reader);
  await expect.poll(table.phase, SETTLED).toBe('dealer');
  await dealFromShoe(page, reader);
  await expect.poll(table.phase, SETTLED).toBe('settled');
  return { shots };
}

describe('the dealer-assist screen in Chromium, in each language', () => {
  for (const [language, words] of Object.entries(LANGUAGES))
    it(`${language}: a classic-6d round with an insurance, a split and a double, paid box by box`, {
      timeout: 90_000,
    }, async () => {
      const viewport = { width: 1280, height: 800 };
      const { page, reader, browser } = await openTable({ locale: words.locale, viewport });
      // The layout as the table is: seven boxes at classic-6d, empty places included.
      await expect(page.locator('.box').count()).resolves.toBe(7);
      const header = (await page.locator('.table-header').textContent()) ?? '';
      for (const part of words.header) expect(header).toContain(part);
      expect(await page.getByTestId('game').getAttribute('title')).toBe('classic-6d');
      await expect(page.getByTestId('clock').textContent()).resolves.toMatch(/\d\d.\d\d.\d\d/);
      await fitsTheWindow(page);

      const { shots } = await playTheRound(page, reader, words);
      await expect(page.getByTestId('dealer-banner').textContent()).resolves.toBe(words.blackjack);
      for (const [box, lines] of Object.entries(words.settled))
        await expect(
          onBox(page, Number(box)).getByTestId('box-settlement').locator('li').allTextContents(),
        ).resolves.toEqual(lines);
      // Boxes 4 to 7 had no bet and have nothing to pay.
      await expect(page.locator('.box.empty').count()).resolves.toBe(4);
      await expect(page.locator('.box.empty [data-testid="box-settlement"]').count()).resolves.toBe(0);
      await fitsTheWindow(page);
      await shots('2-settled');
      if (process.env.SABOT_DOCS_SCREENSHOT === '1')
        await page.screenshot({ path: join(ROOT, 'docs', 'screenshots', `croupier-view-${language}.png`) });
      expect(browser.problems).toEqual([]);
    });

  it('fits a 1920×1080 screen without scrolling, with touch-sized buttons', { timeout: 90_000 }, async () => {
    const words = LANGUAGES.en;
    const { page, reader, browser } = await openTable({
      locale: words.locale,
      viewport: { width: 1920, height: 1080 },
    });
    await fitsTheWindow(page);
    await playTheRound(page, reader, words);
    await fitsTheWindow(page);
    await page.screenshot({ path: join(SHOTS, 'dealer-assist-1920x1080-settled.png') });
    expect(browser.problems).toEqual([]);
  });
});
