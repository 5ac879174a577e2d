import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '../../app/i18n/index.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { central } from '../pit/pit-fixtures.js';
import { type PgCluster, startPgCluster } from '../support/pg-cluster.js';
import { runSabotWithInput } from '../support/run-cli.js';
import { openChromium } from './browser.js';
import { e2eSession, SETTLED, SHOTS } from './e2e-session.js';
import { startServe } from './serve-process.js';

/**
 * The pit's staff register on the pit server's page: marie (101) set it up at the center from the
 * command line; she logs in to the floor with her own badge and PIN, opens the register and enrols
 * paul (1042) as a croupier behind her PIN; the center holds him, by her. Screenshots in English,
 * French and Russian.
 */
const running = e2eSession();
const MARIE = { badge: '101', pin: '482913' };
let cluster: PgCluster;

beforeAll(async () => {
  cluster = await startPgCluster();
}, 60_000);
afterAll(async () => {
  await cluster?.stop();
});

describe("the pit's staff register in Chromium", () => {
  it('given a register at the center, then the pit boss logs in by badge, enrols a croupier on the page, and the center holds it', {
    timeout: 180_000,
  }, async () => {
    const set = await runSabotWithInput(
      [MARIE.pin],
      'staff',
      'add',
      '--pg',
      cluster.url,
      '--badge',
      MARIE.badge,
      '--name',
      'marie',
      '--role',
      'manager,supervisor',
    );
    expect(set.code, set.err).toBe(0);
    const dir = tempDir();
    running.serve = await startServe(join(dir, 'pit'), ['--pg', cluster.url, '--check-every', '250'], {
      command: ['pit', 'serve'],
      ready: /^Floor: (http:\/\/\S+)$/m,
    });
    running.browser = await openChromium(join(dir, 'browser'), { viewport: { width: 1280, height: 800 } });
    const { page, problems } = running.browser;
    await page.goto(running.serve.url);
    await page.locator('.language-picker select').selectOption('en');
    const form = page.locator('form.login');
    await form.locator('select').selectOption('pit-boss');
    await form.locator('input').first().fill(MARIE.badge);
    await form.locator('input[type="password"]').fill(MARIE.pin);
    await form.locator('button[type="submit"]').click();
    // Logged in by badge (no table has shipped yet: the floor is empty).
    await expect.poll(() => page.getByTestId('pit-who').textContent(), SETTLED).toContain(MARIE.badge);

    const en = translatorFor('en');
    await page.getByRole('button', { name: en.text('pit', 'pit.staff.open') }).click();
    const rows = () =>
      page
        .getByTestId('staff-register')
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-badge')));
    await expect.poll(rows, SETTLED).toEqual([MARIE.badge]);
    const t = (key: Parameters<typeof en.text<'review'>>[1]) => en.text('review', key);
    const enrol = page.getByRole('form', { name: t('review.staff.enrol'), exact: true });
    await enrol.getByLabel(t('review.staff.badge'), { exact: true }).fill('1042');
    await enrol.getByLabel(t('review.staff.name'), { exact: true }).fill('paul');
    await enrol.getByLabel(t('review.staff.handed-pin'), { exact: true }).fill('135790');
    await enrol.getByLabel(t('review.staff.manager'), { exact: true }).fill(MARIE.badge);
    await enrol.getByLabel(t('review.staff.asking-pin'), { exact: true }).fill(MARIE.pin);
    await enrol.getByRole('button').click();
    await expect.poll(rows, SETTLED).toEqual([MARIE.badge, '1042']);
    const held = await central<{ type: string; author: string }>(
      cluster.url,
      "SELECT fact->>'type' AS type, fact->>'author' AS author FROM center_staff WHERE fact->>'badge' = '1042' ORDER BY seq",
    );
    expect(held).toEqual([
      { type: 'StaffEnrolled', author: MARIE.badge },
      { type: 'StaffPinChanged', author: MARIE.badge },
    ]);
    for (const language of ['en', 'fr', 'ru'] as const) {
      await page.locator('.language-picker select').selectOption(language);
      await expect
        .poll(() => page.locator('section.staff h1').textContent(), SETTLED)
        .toBe(translatorFor(language).text('review', 'review.staff.title'));
      await page.screenshot({ path: join(SHOTS, `pit-staff-${language}.png`), fullPage: true });
    }
    expect(problems).toEqual([]);
  });
});
