import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { croupierScreen } from './croupier-screen.js';
import { e2eSession, SETTLED } from './e2e-session.js';
import { LOCALES, openTableIn } from './home-table-languages.js';

/**
 * axe-core over every screen in each language: the croupier's view (bets open, then a round in
 * play), the pit review with a round open, the books with the report, and the home game. No
 * serious or critical violation may stand (the staff register's screen too); the counts of every impact are printed so a reader
 * sees what remains.
 */
const running = e2eSession();

async function audit(page: Page, screenName: string, language: string): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  // axe found the page's rules to check: an empty or blank page would pass everything unseen.
  expect(result.passes.length, `${screenName}: rules axe checked`).toBeGreaterThan(10);
  const counts = { minor: 0, moderate: 0, serious: 0, critical: 0 };
  for (const violation of result.violations) counts[violation.impact ?? 'minor'] += violation.nodes.length;
  process.stdout.write(
    `axe ${screenName} (${language}): ${counts.critical} critical, ${counts.serious} serious, ${counts.moderate} moderate, ${counts.minor} minor\n`,
  );
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${screenName} ${language}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

describe('accessibility of every screen in each language (axe-core in Chromium)', () => {
  for (const [language, locale] of LOCALES) {
    it(`the croupier view, the pit review, the books, the staff and the home game pass with no serious or critical violation in ${language}`, {
      timeout: 120_000,
    }, async () => {
      const found: string[] = [];
      const { page } = await openTableIn(running, 'classic-6d', locale);
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
      found.push(...(await audit(page, 'croupier view, bets open', language)));

      const table = croupierScreen(page);
      await table.keyIn('b1 25 ann');
      await table.keyIn('b2 10 bob');
      await table.keyIn('deal');
      await page.locator('.croupier:not([data-phase="betting"])').waitFor(SETTLED);
      found.push(...(await audit(page, 'croupier view, round in play', language)));

      await page.getByRole('tab').nth(1).click();
      await page.locator('.pit-review').waitFor(SETTLED);
      found.push(...(await audit(page, 'pit review', language)));

      // The books: the opener's count form beside the shift report.
      await page.getByRole('tab').nth(2).click();
      await page.locator('form.books-form').waitFor(SETTLED);
      await page.getByTestId('shift-report').waitFor(SETTLED);
      found.push(...(await audit(page, 'books', language)));

      // The staff register, its set-up form and who did what.
      await page.getByRole('tab').nth(3).click();
      await page.locator('section.staff form.books-form').waitFor(SETTLED);
      found.push(...(await audit(page, 'staff', language)));
      await running.browser?.close();
      running.browser = undefined;
      await running.serve?.stop();
      running.serve = undefined;

      const home = await openTableIn(running, 'home-1d', locale);
      found.push(...(await audit(home.page, 'home game', language)));
      expect(found).toEqual([]);
    });
  }
});
