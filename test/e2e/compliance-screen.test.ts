import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDir } from '../core/log/log-fixtures.js';
import { shipCashDay } from '../pit/cash-day.js';
import { setPitPin } from '../pit/pit-fixtures.js';
import { type PgCluster, startPgCluster } from '../support/pg-cluster.js';
import { openChromium } from './browser.js';
import { e2eSession, SETTLED, SHOTS } from './e2e-session.js';
import { LOCALES, wordsOf } from './home-table-languages.js';
import { startServe } from './serve-process.js';

/**
 * The compliance officer's screen in Chromium, over the three tables of test/pit/cash-day.ts,
 * worked by hand (US Title 31): ann (P-1) 2,000 at bj-1, 1,500 at
 * bj-2, 3,000 + 4,000 at bj-3: 10,500, a report due at bj-3's 4,000 (17:25), and two log entries
 * (the 3,000 and the 4,000); dan (P-2) four 2,900 at bj-1 and bj-2: 11,600, due at bj-2's second
 * (17:16), and cash split just under the log level (structuring) to review. The compliance
 * officer's login opens this screen and nothing else; the floor's operations are refused to it.
 */
const running = e2eSession();
let cluster: PgCluster | undefined;

// A center of its own for each language's run: the same three tables shipped again would be refused.
beforeEach(async () => {
  cluster = await startPgCluster();
}, 60_000);
afterEach(async () => {
  await cluster?.stop();
  cluster = undefined;
});

describe('the compliance officer’s screen in Chromium', () => {
  it.each(LOCALES)(
    'lists the reports due, the transaction log and the patterns across the pit, in %s',
    {
      timeout: 180_000,
    },
    async (language, locale) => {
      const words = wordsOf(language);
      const dir = tempDir();
      const url = (cluster as PgCluster).url;
      await shipCashDay(dir, url);
      for (const [role, lines] of [
        ['pit-boss', ['4826']],
        ['compliance', ['4826', '6150']],
      ] as const) {
        const set = await setPitPin(url, role, 'manager', lines);
        expect(set.code, set.err).toBe(0);
      }
      running.serve = await startServe(join(dir, 'pit'), ['--pg', url, '--check-every', '250'], {
        command: ['pit', 'serve'],
        ready: /^Floor: (http:\/\/\S+)$/m,
      });
      running.browser = await openChromium(join(dir, 'browser'), {
        locale,
        viewport: { width: 1280, height: 800 },
      });
      const { page, problems } = running.browser;
      await page.goto(running.serve.url);
      const form = page.locator('form.login');
      await form.locator('select').selectOption('compliance');
      await form.locator('input').first().fill('nadia');
      await form.locator('input[type="password"]').fill('6150');
      await form.locator('button[type="submit"]').click();
      const screen = page.getByTestId('compliance');
      await screen.waitFor(SETTLED);
      // The floor's tables wait for the center's copies: the screen reads them once they are there.
      await expect.poll(() => screen.getAttribute('data-day'), SETTLED).toBe('2026-11-02');
      await expect(page.locator('table.floor[data-testid="compliance-due"] tbody tr').count()).resolves.toBe(
        2,
      );
      const due = await page.getByTestId('compliance-due').locator('tbody tr').allTextContents();
      expect(due[0]).toContain('ann (P-1)');
      expect(due[0]).toMatch(/10[\s,.  ]?500/);
      expect(due[0]).toContain('bj-3 · 17:25');
      expect(due[1]).toContain('dan (P-2)');
      expect(due[1]).toContain('bj-2 · 17:16');
      const mtl = await page.getByTestId('compliance-mtl').locator('tbody tr').allTextContents();
      expect(mtl.map((row) => row.includes('bj-3'))).toEqual([true, true]);
      await expect(
        page.locator('[data-testid="compliance-review"] tr[data-kind="structuring"]').count(),
      ).resolves.toBe(1);
      await expect(page.locator('.compliance h1').textContent()).resolves.toBe(
        words.pit('pit.compliance.title', { day: '2026-11-02' }),
      );
      // Each line's facts, as an auditor checks them.
      await page.getByTestId('compliance-due').locator('details').first().locator('summary').click();
      await expect(
        page.getByTestId('compliance-due').locator('details').first().locator('li').count(),
      ).resolves.toBe(4);
      await page.screenshot({ path: join(SHOTS, `compliance-screen-${language}.png`), fullPage: true });
      // The floor is not the compliance officer's.
      await expect(page.locator('table.floor[data-testid]').count()).resolves.toBe(3);
      await expect(page.locator('.pit-floor').count()).resolves.toBe(0);
      expect(problems).toEqual([]);
    },
  );
});
