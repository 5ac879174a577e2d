import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { KEY_IN_FORMS } from '../../devices/keyin/key-in.js';
import { croupierScreen } from './croupier-screen.js';
import { e2eSession, SETTLED, SHOTS } from './e2e-session.js';
import { LOCALES, openHomeTable, wordsOf } from './home-table-languages.js';

/**
 * The home game's bet form, "pull a card" and key-in in Chromium against `sabot serve --profile
 * home-1d` (six boxes, a fixed stake of 2 chips), in each language of the screen.
 */
const running = e2eSession();

describe('the home table on the croupier view in Chromium', () => {
  it.each(LOCALES)(
    'starts the bet form on the table minimum with its six boxes and pulls no card no hand may take, in %s',
    { timeout: 60_000 },
    async (language, locale) => {
      const words = wordsOf(language);
      const { page, problems } = await openHomeTable(running, locale);
      const table = croupierScreen(page);
      const pull = page.locator('button.pull');

      // Given the empty table: the suggested bet, the form's stake and its boxes are the table's.
      await expect(page.locator('.boxes.empty').textContent()).resolves.toBe(
        words.screen('bet.no-bets', { example: 'b1 2' }),
      );
      await expect(page.locator('#bet-stake').inputValue()).resolves.toBe('2');
      await expect(page.locator('#bet-box option').allTextContents()).resolves.toEqual([
        '1',
        '2',
        '3',
        '4',
        '5',
        '6',
      ]);
      // No hand may take a card while bets are open: no pull, and the reason on the button.
      await expect(pull.isDisabled()).resolves.toBe(true);
      await expect(pull.getAttribute('title')).resolves.toBe(
        words.screen('next.pull-disabled', { why: words.say('next.bets-open') }),
      );
      await expect(pull.textContent()).resolves.toBe(words.screen('next.pull'));
      await page.screenshot({ path: join(SHOTS, `home-table-1-empty-${language}.png`) });

      // When the croupier keys the suggested bet and places the next with the form as it stands…
      await table.keyIn('b1 2');
      await page.locator('#bet-box').selectOption('6');
      await page.getByRole('button', { name: words.screen('bet.place') }).click();
      // …both are taken: box 1 and box 6 hold 2 chips each, and nothing was refused.
      await expect
        .poll(
          () =>
            page
              .locator('.box:not(.empty)')
              .evaluateAll((boxes) => boxes.map((b) => b.getAttribute('data-box'))),
          SETTLED,
        )
        .toEqual(['1', '6']);
      await expect(page.getByTestId('refusal').count()).resolves.toBe(0);

      // Then the deal: a card may come now, so "pull a card" is on and names where it goes.
      await page.getByRole('button', { name: words.screen('bet.deal') }).click();
      await expect.poll(table.phase, SETTLED).toBe('dealing');
      await expect(pull.isEnabled()).resolves.toBe(true);
      await expect(pull.getAttribute('title')).resolves.toBe(
        words.screen('next.pull-title', { to: words.say('spot.box', { box: 1 }) }),
      );
      await table.playToSettlement();
      // Once the round is settled, no hand may take a card again.
      await expect.poll(() => pull.isDisabled(), SETTLED).toBe(true);
      await expect(pull.getAttribute('title')).resolves.toBe(
        words.screen('next.pull-disabled', { why: words.say('next.settled') }),
      );
      await page.screenshot({ path: join(SHOTS, `home-table-2-settled-${language}.png`) });
      expect(problems).toEqual([]);
    },
  );

  it.each(LOCALES)(
    'refuses a keying mistake in one sentence and shows the grammar on "help" and "?", in %s',
    { timeout: 60_000 },
    async (language, locale) => {
      const words = wordsOf(language);
      const { db, page, problems } = await openHomeTable(running, locale);
      const table = croupierScreen(page);
      const banner = page.getByTestId('refusal');
      const said = banner.locator('.refusal-text');
      const help = page.getByTestId('key-in-help');
      const refused = (code: string, params: Record<string, string | number>) =>
        `${words.screen('refusal.label')} ${words.screen('refusal.line', { what: words.screen('keyin.what'), reason: words.say(code, params) })}`;

      // A word that is no command: one short sentence, its code, no grammar in the banner.
      await table.keyIn('ZZ');
      await expect(said.textContent()).resolves.toBe(refused('keyin.not-a-command', { line: 'ZZ' }));
      await expect(banner.getAttribute('data-code')).resolves.toBe('keyin.not-a-command');
      // At most three lines of the banner's letters (the whole grammar took sixteen).
      const { height, fontSize } = await banner.evaluate((element) => ({
        height: element.getBoundingClientRect().height,
        fontSize: Number.parseFloat(
          element.ownerDocument.defaultView?.getComputedStyle(element).fontSize ?? '',
        ),
      }));
      expect(height).toBeLessThan(3 * 1.5 * fontSize + 32);
      await page.screenshot({ path: join(SHOTS, `key-in-1-mistake-${language}.png`) });
      // A stake that is no number, or below zero: what was wrong and a bet this table takes.
      await table.keyIn('b1 abc');
      await expect(said.textContent()).resolves.toBe(
        refused('keyin.amount', { line: 'b1 abc', value: 'abc', example: 'b1 2' }),
      );
      await table.keyIn('b1 -5');
      await expect(said.textContent()).resolves.toBe(
        refused('keyin.amount', { line: 'b1 -5', value: '-5', example: 'b1 2' }),
      );
      expect(await help.getAttribute('open')).toBeNull();

      // "help" is a key-in word: no refusal, and the grammar opens under the field.
      await table.keyIn('help');
      await expect.poll(() => help.getAttribute('open'), SETTLED).not.toBeNull();
      // The grammar opened (the line was taken): the last refusal's banner is gone with it.
      await expect.poll(() => banner.count(), SETTLED).toBe(0);
      await expect(help.locator('dt').allTextContents()).resolves.toEqual(
        KEY_IN_FORMS.map((form) => form.keys),
      );
      await expect(help.locator('dd').nth(4).textContent()).resolves.toBe(words.say('keyin-form.bet'));
      await page.screenshot({ path: join(SHOTS, `key-in-2-help-${language}.png`) });
      // "?" says the same, once the croupier has closed the list.
      await help.locator('summary').click();
      await expect.poll(() => help.getAttribute('open'), SETTLED).toBeNull();
      await page.locator('#key-in-line').fill('?');
      await page.locator('#key-in-line').press('Enter');
      await expect.poll(() => help.getAttribute('open'), SETTLED).not.toBeNull();
      await expect(banner.count()).resolves.toBe(0);
      expect(problems).toEqual([]);

      // The journal keeps the three mistakes as refusals, and neither "help" nor "?".
      expect(await running.serve?.stop()).toBe(0);
      running.serve = undefined;
      const log = new Database(db, { readonly: true });
      try {
        const keyed = log
          .prepare<[], { asked: string }>(
            "SELECT asked FROM journal WHERE kind = 'refusal' ORDER BY position",
          )
          .all()
          .map(({ asked }) => (JSON.parse(asked) as { keyed?: string }).keyed);
        expect(keyed).toEqual(['ZZ', 'b1 abc', 'b1 -5']);
      } finally {
        log.close();
      }
    },
  );
});
