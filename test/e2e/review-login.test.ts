import { join } from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { verifyLog } from '../../app/core/log/verify.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { openChromium } from './browser.js';
import { croupierScreen } from './croupier-screen.js';
import { e2eSession, SETTLED, SHOTS } from './e2e-session.js';
import { startServe } from './serve-process.js';

/**
 * `sabot serve --listen-beyond-loopback` in Chromium: the croupier logs in and deals a round, then
 * the surveillance room logs in as review from the page and follows the table and the pit review,
 * with every control switched off and a sentence saying why.
 */
const PINS = { croupier: '2468', review: '1357' } as const;
const running = e2eSession();

/** The login form as a person fills it in; resolves once the server has answered. */
async function logIn(page: Page, role: string, name: string, pin: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Role').selectOption(role);
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('PIN').fill(pin);
  await form.getByRole('button', { name: 'Log in' }).click();
}

describe('the review login beyond loopback in Chromium', () => {
  it('logs the surveillance room in as review and shows the table and the pit review read only', {
    timeout: 90_000,
  }, async () => {
    const dir = tempDir();
    const db = join(dir, 'table.db');
    const args = ['--db', db, '--profile', 'classic-6d', '--seed', '11', '--listen-beyond-loopback'];
    running.serve = await startServe(dir, args, { input: `${PINS.croupier} ${PINS.review}\n` });
    expect(running.serve.out()).toContain('every connection logs in');
    running.browser = await openChromium(dir);
    const { page: croupier, problems } = running.browser;

    await croupier.goto(running.serve.url);
    await logIn(croupier, 'croupier', 'marta', PINS.croupier);
    await croupier.locator('.croupier[data-phase="betting"]').waitFor(SETTLED);
    const table = croupierScreen(croupier);
    await table.keyIn('b1 10');
    await table.keyIn('b2 25 ann');
    await table.keyIn('deal');
    await table.playToSettlement();
    // The chart follows the settlement on its own push: wait for its point before reading it.
    const chart = croupier.getByTestId('bank-chart');
    await expect.poll(() => chart.getAttribute('data-last'), SETTLED).not.toBeNull();
    const houseNet = await chart.getAttribute('data-last');

    const review = await croupier.context().newPage();
    review.on('pageerror', (error) => problems.push(error.message));
    review.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await review.goto(running.serve.url);
    await review.getByRole('form', { name: 'Log in' }).getByLabel('Role').selectOption('review');
    await expect(review.getByTestId('login-role').textContent()).resolves.toContain('changes nothing');
    await logIn(review, 'review', 'surveillance', '0000');
    await expect
      .poll(() => review.getByTestId('login-refusal').textContent(), SETTLED)
      .toBe('wrong review PIN: login refused');
    await logIn(review, 'review', 'surveillance', PINS.review);
    await review.locator('.croupier[data-phase="settled"]').waitFor(SETTLED);

    // The table, as the croupier sees it, with nothing to press and the reason said.
    await expect(review.getByTestId('read-only').textContent()).resolves.toContain('logged in as review');
    for (const control of [
      review.getByRole('button', { name: 'Pull a card' }),
      review.getByRole('button', { name: 'Place bet' }),
      review.getByRole('button', { name: 'Deal' }),
      review.getByLabel('Key in'),
    ])
      await expect(control.isDisabled()).resolves.toBe(true);
    // The keys of a stand and a hit do nothing: the screen shows no refusal once the chart has been
    // drawn after them, and the journal read at the end proves no act reached the server.
    await review.keyboard.press('s');
    await review.keyboard.press('h');
    await expect
      .poll(() => review.getByTestId('bank-chart').getAttribute('data-last'), SETTLED)
      .toBe(houseNet);
    await expect(review.getByTestId('refusal').count()).resolves.toBe(0);
    await review.screenshot({ path: join(SHOTS, 'review-1-table-read-only.png'), fullPage: true });

    // The pit review on the same login: the round, its replay, no rulings.
    await review.getByRole('tab', { name: 'Pit review' }).click();
    await expect
      .poll(() => review.getByTestId('verify-status').getAttribute('data-ok'), SETTLED)
      .toBe('true');
    const row = review.locator('.round-row[data-round="1"]');
    await row.waitFor(SETTLED);
    await row.click();
    await expect
      .poll(() => review.getByTestId('replay-step-number').textContent(), SETTLED)
      .toMatch(/^step 1 of/);
    await expect(review.getByTestId('rulings-read-only').textContent()).resolves.toContain(
      'the review role reads only',
    );
    await expect(review.getByRole('form', { name: 'Correct card' }).count()).resolves.toBe(0);
    await expect(review.getByTestId('bank-chart').getAttribute('data-points')).resolves.toBe('2');
    await review.screenshot({ path: join(SHOTS, 'review-2-pit-review-read-only.png'), fullPage: true });

    // The books on the same login: the report read, every record's field switched off.
    await review.getByRole('tab', { name: 'Books' }).click();
    await review.getByTestId('shift-report').waitFor(SETTLED);
    await expect(review.getByTestId('read-only').textContent()).resolves.toContain(
      'the review role reads the books and records nothing',
    );
    await expect(review.locator('form.books-form input').first().isDisabled()).resolves.toBe(true);
    await expect(review.locator('form.books-form button[type="submit"]').isDisabled()).resolves.toBe(true);

    // Back on the table: still logged in, still read only; the croupier's screen kept its controls.
    await review.getByRole('tab', { name: 'Table' }).click();
    await review.locator('.croupier').waitFor(SETTLED);
    await expect(review.getByRole('form', { name: 'Log in' }).count()).resolves.toBe(0);
    await expect(review.getByLabel('Key in').isDisabled()).resolves.toBe(true);
    await expect(croupier.getByLabel('Key in').isDisabled()).resolves.toBe(false);
    expect(problems).toEqual([]);

    expect(await running.serve.stop()).toBe(0);
    running.serve = undefined;
    expect(verifyLog(db)).toMatchObject({ ok: true });
    // The screen sent no act the server had to refuse: the one security event is the wrong PIN.
    const log = new Database(db, { readonly: true });
    const security = log
      .prepare<[], { operator: string; reason: string }>(
        "SELECT operator, reason FROM journal WHERE kind = 'security' ORDER BY position",
      )
      .all();
    log.close();
    expect(security).toEqual([{ operator: 'surveillance', reason: 'wrong review PIN: login refused' }]);
  });
});
