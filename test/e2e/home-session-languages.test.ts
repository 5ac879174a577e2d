import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { home1d } from '../../engine/rules/profiles/home-1d.js';
import { croupierScreen } from './croupier-screen.js';
import { e2eSession, SETTLED, SHOTS } from './e2e-session.js';
import { LOCALES, openHomeTable, wordsOf } from './home-table-languages.js';
import { ROOT } from './serve-process.js';

/**
 * A whole home-1d session on the croupier's screen in each of its languages, in Chromium against
 * `sabot serve`: every bet placed with the bet form as it stands (the table's stake, its boxes),
 * every round dealt with its button and played to its settlement, until the screen says the
 * session is over and ranks the players.
 */
const ROUNDS = home1d.session?.rounds ?? 0;
const running = e2eSession();

describe('a home session on the croupier view in Chromium', () => {
  it.each(LOCALES)(
    `is played to its end (${ROUNDS} rounds) with the bet form's own stake, in %s`,
    {
      timeout: 240_000,
    },
    async (language, locale) => {
      const words = wordsOf(language);
      const { page, problems } = await openHomeTable(running, locale, 11);
      const table = croupierScreen(page);
      const progress = page.getByTestId('session-progress');
      const over = page.getByTestId('session-over');
      const placeBet = async (box: string) => {
        await page.locator('#bet-box').selectOption(box);
        await page.getByRole('button', { name: words.screen('bet.place') }).click();
      };

      await expect(progress.textContent()).resolves.toBe(
        words.screen('home.round-of', { round: 1, total: ROUNDS }),
      );
      let hintShot = false;
      for (let round = 1; round <= ROUNDS; round++) {
        await placeBet('1');
        await placeBet('2');
        // The last round's boxes stay on the felt until the first bet lands: the deal waits for the
        // screen to show this round in its bets, both boxes taken, read in one step. (Read apart, a
        // loaded machine let the deal go before the bets, and the round was never played.)
        await expect
          .poll(
            () =>
              page
                .locator('.croupier')
                .evaluate(
                  (root) =>
                    `${root.getAttribute('data-phase')}|${root.getAttribute('data-round')}|${root.querySelectorAll('.box:not(.empty)').length}`,
                ),
            SETTLED,
          )
          .toBe(`betting|${round}|2`);
        // The stake the form starts from is the one the table takes: no bet was refused.
        await expect(page.getByTestId('refusal').count()).resolves.toBe(0);
        await page.getByRole('button', { name: words.screen('bet.deal') }).click();
        await expect.poll(table.phase, SETTLED).not.toBe('betting');
        await table.playToSettlement({
          beforeDecision: async () => {
            // The learning hint speaks the screen's language too.
            const hint = page.getByTestId('hint');
            await hint.waitFor(SETTLED);
            await expect(hint.locator('.hint-label').textContent()).resolves.toBe(
              words.screen('hint.basic-strategy'),
            );
            const choice = await hint.getAttribute('data-choice');
            await expect(hint.textContent()).resolves.toContain(words.say(`choice.${choice}`));
            if (language !== 'en') await expect(hint.textContent()).resolves.not.toContain('basic strategy');
            if (!hintShot)
              await page.screenshot({ path: join(SHOTS, `home-session-0-hint-${language}.png`) });
            hintShot = true;
          },
        });
        await expect
          .poll(() => page.locator('.croupier').getAttribute('data-round'), SETTLED)
          .toBe(String(round));
        if (round < ROUNDS) {
          await expect(over.count()).resolves.toBe(0);
          await expect(progress.textContent()).resolves.toBe(
            words.screen('home.round-of', { round, total: ROUNDS }),
          );
        }
        if (round === 1) await page.screenshot({ path: join(SHOTS, `home-session-1-round-${language}.png`) });
      }

      // The agreed rounds are played: the screen says so and ranks the players by their chips.
      await over.waitFor(SETTLED);
      await expect(over.locator('h2').textContent()).resolves.toBe(
        words.screen('home.over', { count: ROUNDS }),
      );
      await expect(progress.textContent()).resolves.toBe(words.screen('home.played', { count: ROUNDS }));
      const ranked = over.locator('.ranking li');
      await expect(ranked.count()).resolves.toBe(2);
      for (const row of await ranked.all()) {
        const chips = Number(await row.getAttribute('data-chips'));
        await expect(row.locator('.count').textContent()).resolves.toBe(
          words.screen('home.chips', { count: chips }),
        );
      }
      const bank = Number(
        await page.getByTestId('home-chips').locator('tr[data-player="bank"]').getAttribute('data-chips'),
      );
      await expect(over.locator('.bank').textContent()).resolves.toContain(
        words.screen('home.bank-chips', { count: bank }),
      );
      // The README's screenshots of the home game, one per language, at the touch screen's size.
      if (process.env.SABOT_DOCS_SCREENSHOT === '1')
        await page.screenshot({ path: join(ROOT, 'docs', 'screenshots', `home-game-${language}.png`) });
      await page.screenshot({ path: join(SHOTS, `home-session-2-over-${language}.png`), fullPage: true });
      // No bet and no deal after the agreed rounds: the form gives way to a new session, which
      // starts the count again.
      await expect(page.getByRole('button', { name: words.screen('bet.deal') }).count()).resolves.toBe(0);
      await page.getByRole('button', { name: words.screen('bet.new-session') }).click();
      await over.waitFor({ state: 'detached', ...SETTLED });
      await expect(progress.textContent()).resolves.toBe(
        words.screen('home.round-of', { round: 1, total: ROUNDS }),
      );
      await expect(page.getByRole('button', { name: words.screen('bet.deal') }).count()).resolves.toBe(1);
      expect(problems).toEqual([]);
    },
  );
});
