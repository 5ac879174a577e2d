import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../core/log/log-fixtures.js';
import { openChromium } from './browser.js';
import { croupierScreen } from './croupier-screen.js';
import { e2eSession, SETTLED, SHOTS } from './e2e-session.js';
import { LOCALES, wordsOf } from './home-table-languages.js';
import { BIN, startServe } from './serve-process.js';

/**
 * A cash buy-in that takes a patron's gaming day over the report level, on the croupier's screen
 * at the 1280×800 touch screen, in each language. Worked out by hand (US Title 31, report level
 * 10,000): ann (card P-1) bought in 2,000 + 1,500 + 3,000 = 6,500 in cash earlier in the day; the
 * croupier keys `buy 1 4000`, which would take her to 10,500. The table holds the buy-in and asks
 * for her identification, with her total so far; once it is seen, the buy-in is recorded, its
 * fact saying so. Nothing is recorded while the prompt stands.
 */
const EARLIER = [
  '{"type":"table","profile":"classic-6d","min":5,"max":1000}',
  '{"type":"table-open","inventory":{"5":100,"25":80,"100":40},"by":{"croupier":"lea","supervisor":"pat"}}',
  '{"type":"seat","box":1,"player":"P-1","name":"ann"}',
  '{"type":"buy-in","box":1,"amount":2000}',
  '{"type":"buy-in","box":1,"amount":1500}',
  '{"type":"buy-in","box":1,"amount":3000}',
];
const LAPTOP = { width: 1280, height: 800 };
const running = e2eSession();

/** The buy-ins in the log: amount in table units, and whether identification was seen. */
function buyIns(db: string): { amount: number; identified: boolean }[] {
  const log = new Database(db, { readonly: true });
  try {
    return log
      .prepare<[], { data: string }>("SELECT data FROM events WHERE type = 'ChipsSold' ORDER BY position")
      .all()
      .map((row) => JSON.parse(row.data) as { amount: number; identified?: true })
      .map((sold) => ({ amount: sold.amount / 100, identified: sold.identified === true }));
  } finally {
    log.close();
  }
}

describe('identification required before a patron’s cash goes over the report level, in Chromium', () => {
  it.each(LOCALES)(
    'holds the buy-in until the croupier has seen it, in %s',
    { timeout: 180_000 },
    async (language, locale) => {
      const words = wordsOf(language);
      const dir = tempDir();
      const db = join(dir, 'table.db');
      const script = join(dir, 'earlier.jsonl');
      writeFileSync(script, `${EARLIER.join('\n')}\n`);
      // The day so far, played into the log of a table that reports above 10,000.
      const played = spawnSync(
        process.execPath,
        [BIN, 'play', '--db', db, '--script', script, '--identify-above', '10000'],
        {
          encoding: 'utf8',
        },
      );
      expect(played.stderr).toBe('');
      expect(played.status).toBe(0);
      running.serve = await startServe(dir, ['--db', db]);
      running.browser = await openChromium(dir, { locale, viewport: LAPTOP });
      const { page, problems } = running.browser;
      await page.goto(running.serve.url);
      await page.locator('.croupier[data-phase="betting"]').waitFor();

      await croupierScreen(page).keyIn('buy 1 4000');
      const prompt = page.getByTestId('identification-required');
      await prompt.waitFor(SETTLED);
      await expect(prompt.locator('h2').textContent()).resolves.toBe(words.screen('identification.title'));
      const said = (await prompt.locator('p').textContent()) ?? '';
      // The patron and her total so far, in the screen's language (amounts as it writes them).
      expect(said).toContain('ann (P-1)');
      expect(said).toMatch(/6[\s,.  ]?500/);
      expect(said).toMatch(/10[\s,.  ]?500/);
      expect(buyIns(db).map((sold) => sold.amount)).toEqual([2000, 1500, 3000]);
      const box = await prompt.boundingBox();
      expect(
        box && box.y >= 0 && box.y + box.height <= LAPTOP.height && box.x + box.width <= LAPTOP.width,
      ).toBe(true);
      await page.screenshot({ path: join(SHOTS, `identification-required-${language}.png`) });

      await prompt.getByRole('button', { name: words.screen('identification.seen') }).click();
      await expect.poll(() => prompt.count(), SETTLED).toBe(0);
      await expect.poll(() => buyIns(db).length, SETTLED).toBe(4);
      expect(buyIns(db).at(-1)).toEqual({ amount: 4000, identified: true });
      expect(problems).toEqual([]);
    },
  );
});
