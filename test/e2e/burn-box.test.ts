import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Language, translatorFor } from '../../app/i18n/index.js';
import type { Card } from '../../engine/cards/card.js';
import { croupierScreen } from './croupier-screen.js';
import { e2eSession, SETTLED, SHOTS } from './e2e-session.js';
import { dealFromShoe } from './misdealt-round.js';
import { openScriptedTable } from './scripted-table.js';

/**
 * The burn box at classic-6d, in Chromium against `sabot serve` with a scripted shoe reader,
 * worked out by hand (RULES.md, "Misdealt-card handling"):
 *
 *   bets    box 1: 10 · box 2: 10
 *   deal    box 1 10♠, box 2 9♥ — the croupier keys "x": the 9♥ is burned and box 2 dealt again
 *           box 2 8♣, dealer 6♦, box 1 Q♥, box 2 9♣ → box 1 hard 20, box 2 hard 17
 *   play    both stand; the dealer draws K♦ (16) and 2♥ (18): the round is settled
 *   then    4♥ comes out between rounds: no hand may take it, it is burned too
 */
const SHOE = ['TS', '9H', '8C', '6D', 'QH', '9C', 'KD', '2H', '4H', '3D', '8D', '5S', '7H'] as Card[];
const running = e2eSession();

const LOCALES: readonly (readonly [Language, string, string])[] = [
  ['en', 'en-US', 'burn it'],
  ['fr', 'fr-FR', 'brûler'],
  ['ru', 'ru-RU', 'сжечь'],
];

describe('the burn box on the croupier view in Chromium', () => {
  it.each(LOCALES)(
    'shows every burned card with what to do with it, in %s',
    {
      timeout: 60_000,
    },
    async (language, locale, burnWord) => {
      const words = translatorFor(language);
      const { page, reader, browser } = await openScriptedTable(running, SHOE, { browser: { locale } });
      const { problems } = browser;
      const table = croupierScreen(page);
      const burnBox = page.getByTestId('burn-box');
      const burned = () =>
        burnBox.locator('li').evaluateAll((items) => items.map((item) => item.getAttribute('data-card')));
      const cardsOf = (box: number) =>
        page
          .locator(`.box[data-box="${box}"] .card`)
          .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-card')));

      // Given two bets and the first two cards of the deal…
      await table.keyIn('b1 10');
      await table.keyIn('b2 10');
      await table.keyIn('deal');
      await expect.poll(table.phase, SETTLED).toBe('dealing');
      await dealFromShoe(page, reader);
      await dealFromShoe(page, reader);
      expect(await cardsOf(2)).toEqual(['9H']);
      expect(await burnBox.count()).toBe(0);

      // When the croupier marks the 9♥ drawn by mistake, it leaves box 2 and lies in the burn box,
      // with what to do with it and why, in the screen's language.
      await table.keyIn('x');
      await expect.poll(burned, SETTLED).toEqual(['9H']);
      expect(await cardsOf(2)).toEqual([]);
      const first = burnBox.locator('li').first();
      await expect(first.textContent()).resolves.toContain(words.text('screen', 'burn.instruction'));
      await expect(first.textContent()).resolves.toContain(words.say({ code: 'burned.marked', params: {} }));
      await expect(first.textContent()).resolves.toContain(burnWord);
      expect(await first.getAttribute('data-between-rounds')).toBe('false');
      await page.screenshot({ path: join(SHOTS, `burn-box-1-misdeal-in-deal-${language}.png`) });

      // Then the deal goes on where it stopped, the round is played and settled…
      for (let card = 0; card < 4; card++) await dealFromShoe(page, reader);
      expect(await cardsOf(2)).toEqual(['8C', '9C']);
      await table.endTurn('s');
      await table.endTurn('s');
      await dealFromShoe(page, reader);
      await dealFromShoe(page, reader);
      await expect.poll(table.phase, SETTLED).toBe('settled');

      // …and a card pulled between rounds is not lost from sight: it is burned, and shown as such.
      expect(await dealFromShoe(page, reader)).toBe('4H');
      await expect.poll(burned, SETTLED).toEqual(['9H', '4H']);
      const between = burnBox.locator('li[data-card="4H"]');
      expect(await between.getAttribute('data-between-rounds')).toBe('true');
      await expect(between.textContent()).resolves.toContain(words.text('screen', 'burn.between-rounds'));
      await expect(between.textContent()).resolves.toContain(
        words.say({ code: 'burned.settled', params: {} }),
      );
      await expect(between.textContent()).resolves.toContain(words.text('screen', 'burn.instruction'));
      await expect(burnBox.locator('h2').textContent()).resolves.toContain(
        words.text('screen', 'burn.count', { count: 2 }),
      );
      await page.screenshot({ path: join(SHOTS, `burn-box-2-between-rounds-${language}.png`) });
      expect(problems).toEqual([]);
    },
  );
});
