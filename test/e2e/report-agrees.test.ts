import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPORT_FIGURES, REPORT_TABLE_KINDS } from '../../app/contract/shift-report-csv.js';
import { correctedDay, DAY, FIGURES } from '../support/reopened-shift.js';
import { runSabot } from '../support/run-cli.js';
import { booksScreen } from './books-screen.js';
import { openChromium } from './browser.js';
import { e2eSession, SETTLED, SHOTS } from './e2e-session.js';
import { startServe } from './serve-process.js';

/**
 * The gaming day worked by hand in test/support/reopened-shift.ts (a round before the opener, a
 * voided buy-in, a reopening, a card corrected after payment) on the pit boss's books screen:
 * the same figures as the terminal and the files, and each CSV downloaded the same bytes as
 * `sabot report shift --csv KIND` prints.
 */
const running = e2eSession();

describe('the hand-worked gaming day on the books screen', () => {
  it('shows the figures worked by hand, and downloads each table as the CLI prints it', {
    timeout: 180_000,
  }, async () => {
    const db = await correctedDay();
    const dir = dirname(db);
    running.serve = await startServe(dir, ['--db', db, '--device', 'sim']);
    const browser = await openChromium(dir);
    running.browser = browser;
    const { page } = browser;
    await page.goto(running.serve.url);
    await page.getByRole('tab', { name: 'Books', exact: true }).click();
    // The correction was made today: the latest gaming day is today's, so the day is asked by name.
    await page.getByLabel('Period').selectOption('day');
    await page.getByRole('textbox', { name: 'Gaming day' }).fill(DAY);
    await expect.poll(() => page.getByTestId('shift-report').getAttribute('data-day'), SETTLED).toBe(DAY);
    const books = booksScreen(page);
    for (const figure of REPORT_FIGURES) expect(await books.figure(figure), figure).toBe(FIGURES[figure]);
    await expect(page.getByTestId('figure-hold').textContent()).resolves.toBe('-17.0%');
    await expect(page.getByTestId('books-verdict').textContent()).resolves.toContain('600');

    for (const kind of REPORT_TABLE_KINDS) {
      await page.getByTestId('csv-kind').selectOption(kind);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`shift-bj-07-${DAY}-${kind}.csv`);
      const printed = await runSabot(
        'report',
        'shift',
        '--db',
        db,
        '--read-only',
        '--day',
        DAY,
        '--csv',
        kind,
      );
      expect(printed.code, printed.err).toBe(0);
      expect(readFileSync((await download.path()) as string, 'utf8'), kind).toBe(printed.out);
    }

    // The month to date: its gaming days one by one, the day's line the same figures.
    await page.getByLabel('Period').selectOption('month');
    await page.getByLabel('Month', { exact: true }).fill(DAY.slice(0, 7));
    await expect
      .poll(() => page.getByTestId('shift-report').getAttribute('data-day'), SETTLED)
      .toBe(DAY.slice(0, 7));
    const dayLine = page.getByTestId('report-days').locator(`tr[data-day="${DAY}"]`);
    for (const figure of REPORT_FIGURES)
      expect(
        Number(await dayLine.locator(`[data-figure="${figure}"]`).getAttribute('data-value')),
        figure,
      ).toBe(FIGURES[figure]);
    await page.screenshot({ path: join(SHOTS, 'books-month-days.png'), fullPage: true });
  });
});
