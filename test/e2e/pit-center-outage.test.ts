import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../core/log/log-fixtures.js';
import { setPitPin, simulatedRounds } from '../pit/pit-fixtures.js';
import { type PgCluster, startPgCluster } from '../support/pg-cluster.js';
import { openChromium } from './browser.js';
import { e2eSession, SETTLED, SHOTS } from './e2e-session.js';
import { BIN, startServe } from './serve-process.js';

/**
 * The floor knows when it is blind: PostgreSQL stopped under a running pit server, the page says
 * "center unreachable" within 5 s, with since when and as of when its figures stand, and greys
 * them; PostgreSQL started again, the page recovers by itself within 10 s. Screenshots of the
 * blind floor in English, French and Russian.
 */
const running = e2eSession();
const run = promisify(execFile);
let cluster: PgCluster;

beforeAll(async () => {
  cluster = await startPgCluster();
}, 60_000);
afterAll(async () => {
  await cluster?.stop();
});

const notice = (page: Page) => page.getByTestId('center-unreachable');

describe('the floor while its center is down, in Chromium', () => {
  it('says the center is unreachable within 5 s of PostgreSQL stopping, greys the figures, and recovers within 10 s of its return', {
    timeout: 180_000,
  }, async () => {
    const dir = tempDir();
    const db = join(dir, 'bj-1.db');
    await run(process.execPath, [BIN, ...simulatedRounds(db, 3, 1)]);
    await run(process.execPath, [BIN, 'ship', '--db', db, '--pg', cluster.url]);
    expect((await setPitPin(cluster.url, 'pit-boss', 'manager', ['4826'])).code).toBe(0);
    running.serve = await startServe(join(dir, 'pit'), ['--pg', cluster.url, '--check-every', '250'], {
      command: ['pit', 'serve'],
      ready: /^Floor: (http:\/\/\S+)$/m,
    });
    running.browser = await openChromium(join(dir, 'browser'), { viewport: { width: 1400, height: 820 } });
    const { page, problems } = running.browser;
    await page.goto(running.serve.url);
    const form = page.locator('form.login');
    await form.locator('select').selectOption('pit-boss');
    await form.locator('input').first().fill('marie');
    await form.locator('input[type="password"]').fill('4826');
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => page.locator('tr[data-table="bj-1"]').count(), SETTLED).toBe(1);
    // A first sign the floor is watching: no notice while the center answers.
    await expect(notice(page).count()).resolves.toBe(0);

    await cluster.halt();
    const stopped = Date.now();
    await expect.poll(() => notice(page).count(), { timeout: 5000, interval: 100 }).toBe(1);
    const seen = Date.now() - stopped;
    expect(seen).toBeLessThanOrEqual(5000);
    await expect(notice(page).textContent()).resolves.toMatch(
      /^CENTER UNREACHABLE since .+: the figures below stand as of .+ and nothing newer can show/,
    );
    await expect(page.locator('main.pit-floor').getAttribute('class')).resolves.toContain('blind');
    for (const [language, said] of [
      ['fr', 'CENTRE INJOIGNABLE depuis'],
      ['ru', 'ЦЕНТР НЕДОСТУПЕН с'],
      ['en', 'CENTER UNREACHABLE since'],
    ] as const) {
      await page.locator('.language-picker select').selectOption(language);
      await expect.poll(() => notice(page).textContent(), SETTLED).toContain(said);
      await page.screenshot({ path: join(SHOTS, `pit-center-unreachable-${language}.png`) });
    }

    await cluster.start();
    const started = Date.now();
    await expect.poll(() => notice(page).count(), { timeout: 10_000, interval: 100 }).toBe(0);
    expect(Date.now() - started).toBeLessThanOrEqual(10_000);
    await expect(page.locator('main.pit-floor').getAttribute('class')).resolves.not.toContain('blind');
    expect(problems).toEqual([]);
  });
});
