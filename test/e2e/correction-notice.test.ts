import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { BUST_ROUND_SHOE, keyInBustRound, setPin } from './books-screen.js';
import { e2eSession, SETTLED, SHOTS } from './e2e-session.js';
import { LOCALES, wordsOf } from './home-table-languages.js';
import { openScriptedTable } from './scripted-table.js';
import { ROOT } from './serve-process.js';

/**
 * A correction of a round already paid reaches the croupier, in each language, at the 1280×800
 * touch screen. Worked out by hand (classic-6d):
 *
 *   round 1  ann 25 at box 1, bob 10 at box 2: 10♠ 5♥ · dealer 6♦ · 9♣ 6♣; ann stands on 19,
 *            bob doubles on 11 and draws 10♦; the dealer draws 10♥ and 9♠ (25) and busts:
 *            ann +25, bob +20; the croupier pays both
 *   ruling   the dealer's 9♠ was the 5♠: the dealer has 21, ann's 19 and bob's 21 (doubled 20)…
 *            ann loses 25 (paid +25, owed −25: collect 50), bob pushes (paid +20, owed 0: collect 20)
 *
 * The notice says the two differences (never the new totals) until the croupier says the chips
 * moved; their word is a fact under their name, and the shift report lists the adjustment.
 */
const PIT_BOSS_PIN = '482913';
const CROUPIER_PIN = '135790';

/** The built `sabot` with `input` on its standard input (the PINs, one a line). */
const sabot = (args: readonly string[], input = '') =>
  spawnSync(process.execPath, [join(ROOT, 'bin', 'sabot.js'), ...args], { input, encoding: 'utf8' });
const LAPTOP = { width: 1280, height: 800 };
const running = e2eSession();

describe('a correction of a paid round on the croupier’s screen in Chromium', () => {
  it.each(LOCALES)(
    'tells the croupier what to collect, until they say the chips moved, in %s',
    {
      timeout: 180_000,
    },
    async (language, locale) => {
      const words = wordsOf(language);
      const { db, page, reader, browser } = await openScriptedTable(running, BUST_ROUND_SHOE, {
        browser: { viewport: LAPTOP, locale },
      });
      setPin(db, PIT_BOSS_PIN);
      await keyInBustRound(page, reader);
      await expect(page.locator('.adjustment').count()).resolves.toBe(0);

      // The pit boss rules from another terminal, as the README has it: the dealer's third card, the 9♠, was the 5♠.
      const ruled = spawnSync(
        process.execPath,
        [
          join(ROOT, 'bin', 'sabot.js'),
          'ruling',
          'card',
          '--db',
          db,
          '--round',
          '1',
          '--hand',
          'dealer',
          '--card',
          '3',
          '--to',
          '5S',
          '--reason',
          'misread by the shoe',
          '--operator',
          'pat',
        ],
        { input: `${PIT_BOSS_PIN}\n`, encoding: 'utf8' },
      );
      expect(ruled.stderr).toBe('');
      expect(ruled.status).toBe(0);

      const notice = page.locator('.adjustment[data-round="1"]');
      await notice.waitFor(SETTLED);
      const say = (key: Parameters<typeof words.review>[0], params: Record<string, string | number>) =>
        words.review(key, params);
      const collect = (box: number, bettor: string, amount: string) =>
        say('review.adjust.line', {
          box,
          bet: say('review.adjust.bet.hand', {}),
          move: say('review.adjust.collect', { bettor, amount }),
        });
      await expect(
        notice.getByTestId('adjustment-moves').locator('li strong').allTextContents(),
      ).resolves.toEqual([collect(1, 'ann', '50'), collect(2, 'bob', '20')]);
      await expect(notice.locator('h2').textContent()).resolves.toBe(
        words.screen('adjust.title-card', { round: 1 }),
      );
      // The whole notice, its button included, inside the touch screen and not scrolled away.
      const box = await notice.boundingBox();
      expect(
        box && box.y >= 0 && box.y + box.height <= LAPTOP.height && box.x + box.width <= LAPTOP.width,
      ).toBe(true);
      await page.screenshot({ path: join(SHOTS, `correction-notice-${language}.png`) });

      // The croupier has moved the chips: the notice goes, the log says who said so.
      await notice.getByRole('button', { name: words.screen('adjust.done', { round: 1 }) }).click();
      await expect.poll(() => page.locator('.adjustment').count(), SETTLED).toBe(0);
      const log = new Database(db, { readonly: true });
      const acknowledged = log
        .prepare<[], { data: string; operator: string | null }>(
          "SELECT data, json_extract(metadata, '$.operator') AS operator FROM events WHERE type = 'AdjustmentAcknowledged'",
        )
        .all();
      log.close();
      expect(acknowledged.map((row) => JSON.parse(row.data))).toEqual([{ round: 1 }]);
      expect(acknowledged[0]?.operator).toBeTruthy();

      // The shift report lists the adjustment and who acknowledged it.
      const report = spawnSync(
        process.execPath,
        [join(ROOT, 'bin', 'sabot.js'), 'report', 'shift', '--db', db, '--json'],
        { encoding: 'utf8' },
      );
      expect(report.status).toBe(0);
      const { adjustments } = JSON.parse(report.stdout) as {
        adjustments: {
          round: number;
          lines: { bettor: string; difference: number }[];
          acknowledged: unknown;
        }[];
      };
      expect(adjustments).toMatchObject([
        {
          round: 1,
          lines: [
            { bettor: 'ann', difference: -50 },
            { bettor: 'bob', difference: -20 },
          ],
        },
      ]);
      expect(adjustments[0]?.acknowledged).not.toBeNull();

      // The table opens after its first round; a buy-in keyed 99,999 for 100 is voided by the pit
      // boss, and the books screen lists both buy-ins, the void marked, beside the adjustment.
      setPin(db, CROUPIER_PIN, 'croupier');
      const opened = sabot(
        ['books', 'open', '--db', db, '--operator', 'pat', '--count', '25=80,100=40', '--croupier', 'lea'],
        `${PIT_BOSS_PIN}\n${CROUPIER_PIN}\n`,
      );
      expect(opened.stderr).toBe('');
      // A buy-in moves nothing on the felt: the log says when the table took it.
      const chipsSold = () => {
        const log = new Database(db, { readonly: true });
        const count = log.prepare("SELECT count(*) FROM events WHERE type = 'ChipsSold'").pluck().get();
        log.close();
        return count;
      };
      for (const [line, sold] of [
        ['buy 1 100 ann', 1],
        ['buy 2 99999 bob confirm', 2],
      ] as const) {
        await page.locator('#key-in-line').fill(line);
        await page.locator('#key-in-line').press('Enter');
        await expect.poll(chipsSold, SETTLED).toBe(sold);
      }
      const voided = sabot(
        [
          'books',
          'void-buy-in',
          '--db',
          db,
          '--operator',
          'pat',
          '--buy-in',
          '2',
          '--reason',
          'keyed 99,999 for 100',
        ],
        `${PIT_BOSS_PIN}\n`,
      );
      expect(voided.stderr).toBe('');
      await page.getByRole('tab', { name: words.screen('tabs.books'), exact: true }).click();
      const buyIns = page.getByTestId('report-buyIns');
      await expect.poll(() => buyIns.locator('tr[data-buy-in]').count(), SETTLED).toBe(2);
      await expect(buyIns.locator('tr[data-buy-in="2"]').getAttribute('data-void')).resolves.toBe('true');
      await expect(
        page.getByTestId('report-adjustments').locator('tr[data-round="1"]').getAttribute('data-moved'),
      ).resolves.toBe('true');
      await page.screenshot({
        path: join(SHOTS, `books-void-and-adjustment-${language}.png`),
        fullPage: true,
      });
      // At 1280 px the report's tables (buy-ins, the rulings to move chips for, the croupiers) are
      // read whole: none scrolls sideways.
      const sideways = await page
        .locator('.books-table-scroll')
        .evaluateAll((scrolls) =>
          scrolls
            .filter((scroll) => scroll.scrollWidth > scroll.clientWidth + 1)
            .map((scroll) => scroll.id || scroll.className),
        );
      expect(sideways).toEqual([]);
      await expect(page.locator('.books-table-scroll').count()).resolves.toBeGreaterThan(2);
      expect(browser.problems).toEqual([]);
    },
  );
});
