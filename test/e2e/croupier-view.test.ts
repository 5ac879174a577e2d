import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { verifyLog } from '../../app/core/log/verify.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { openChromium } from './browser.js';
import { croupierScreen, paidBy } from './croupier-screen.js';
import { e2eSession, SETTLED, SHOTS } from './e2e-session.js';
import { startServe } from './serve-process.js';

/**
 * The croupier's screen in a real browser against `sabot serve` in its own process: Debian's
 * Chromium driven through Playwright's API, the shoe simulator as the reader. Screenshots go to
 * test-results/e2e/ (the README's screenshots of this screen are dealer-assist.test.ts's).
 */
const running = e2eSession();
/** How long the screen may take to show an action's result on a busy machine (it takes milliseconds). */

async function openTable(profile: string, seed: number) {
  const dir = tempDir();
  const db = join(dir, 'table.db');
  running.serve = await startServe(dir, ['--db', db, '--profile', profile, '--seed', String(seed)]);
  running.browser = await openChromium(dir);
  const { page } = running.browser;
  await page.goto(running.serve.url);
  await page.locator('.croupier[data-phase="betting"]').waitFor();
  return { db, page, serve: running.serve, browser: running.browser };
}

const screen = croupierScreen;

describe('the croupier view in Chromium', () => {
  // A browser start and a dozen round trips: generous against a busy two-core CI machine.
  it('deals a classic-6d round from the simulated shoe with decisions from the keyboard, and settles it on screen', {
    timeout: 60_000,
  }, async () => {
    const { db, page, serve, browser } = await openTable('classic-6d', 11);
    const table = screen(page);

    // Bets: one keyed in the terminal's grammar, one through the bet form; then deal.
    await table.keyIn('b1 10');
    await page.getByLabel('Box', { exact: true }).selectOption('2');
    await page.getByLabel('Stake').fill('25');
    await page.getByLabel('Bettor').fill('ann');
    await page.getByRole('button', { name: 'Place bet' }).click();
    await expect.poll(() => page.locator('.box:not(.empty)').count(), SETTLED).toBe(2);
    await page.screenshot({ path: join(SHOTS, 'classic-6d-1-bets.png') });
    await page.getByRole('button', { name: 'Deal' }).click();
    await expect.poll(table.phase, SETTLED).toBe('dealing');

    const keys: string[] = [];
    let dealerShot = false;
    for (let step = 0; step < 60 && (await table.phase()) !== 'settled'; step++) {
      const phase = await table.phase();
      if (phase === 'dealing') await table.pull();
      else if (phase === 'insurance') {
        const before = await table.moment();
        await page.keyboard.press('n');
        await expect.poll(table.moment, SETTLED).not.toBe(before);
      } else if (phase === 'players') {
        if (keys.length === 0) await page.screenshot({ path: join(SHOTS, 'classic-6d-2-players.png') });
        const total = Number(await page.getByTestId('on-turn').getAttribute('data-total'));
        const mayHit = await page.locator('button[data-decision="hit"]').isEnabled();
        if (total < 17 && mayHit) {
          await page.keyboard.press('h');
          keys.push('h');
          await table.pull();
        } else {
          const before = await table.moment();
          await page.keyboard.press('s');
          keys.push('s');
          await expect.poll(table.moment, SETTLED).not.toBe(before);
        }
      } else if (phase === 'dealer') {
        await expect(page.getByTestId('dealer-banner').textContent()).resolves.toMatch(
          / — (DRAW|STAND|BUST)$/,
        );
        if (!dealerShot) {
          await page.screenshot({ path: join(SHOTS, 'classic-6d-3-dealer.png') });
          dealerShot = true;
        }
        await table.pull();
      } else throw new Error(`the round stopped in phase ${phase}`);
    }

    expect(await table.phase()).toBe('settled');
    expect(keys).toContain('s');
    const instructions = await table.settlement();
    expect(instructions.length).toBeGreaterThanOrEqual(2);
    for (const line of instructions)
      expect(line).toMatch(/^hand( \d)?: (pay \S+ [\d.]+|take [\d.]+ from \S+|\S+ keeps [\d.]+)$/);
    expect(instructions.join(' ')).toMatch(/box1/);
    expect(instructions.join(' ')).toMatch(/ann/);
    await expect(page.getByTestId('dealer-banner').textContent()).resolves.toMatch(
      / — (STAND|BUST|NO MORE CARDS)$/,
    );
    // The charts: the house's side of the settlement, and the shoe with its cut card.
    const houseNet = instructions.reduce((sum, line) => sum - (paidBy(line)?.net ?? 0), 0);
    const bankChart = page.getByTestId('bank-chart');
    await expect.poll(() => bankChart.getAttribute('data-last'), SETTLED).toBe(String(houseNet));
    await expect(bankChart.getAttribute('data-points')).resolves.toBe('2');
    const shoeChart = page.getByTestId('shoe-chart');
    await expect.poll(() => shoeChart.getAttribute('data-rounds'), SETTLED).toBe('1');
    const out = await table.cardsOut();
    await expect(shoeChart.getAttribute('data-cards-out')).resolves.toBe(String(out));
    await expect(shoeChart.getByRole('img').getAttribute('aria-label')).resolves.toBe(
      `The shoe: ${out} of 312 cards out (${Math.round((out / 312) * 100)}%); the cut card at 234, ${234 - out} cards to go; 1 round finished from this shoe.`,
    );
    await page.screenshot({ path: join(SHOTS, 'classic-6d-4-settled.png') });
    expect(browser.problems).toEqual([]);

    expect(await serve.stop()).toBe(0);
    running.serve = undefined;
    expect(serve.out()).toContain('Sabot — the table is closed.');
    expect(verifyLog(db)).toMatchObject({ ok: true });
    const log = new Database(db, { readonly: true });
    const decided = log
      .prepare<[], { type: string; source: string }>(
        "SELECT type, json_extract(metadata, '$.source') AS source FROM events WHERE type IN ('HitAsked', 'HandStood', 'RoundSettled') ORDER BY position",
      )
      .all();
    log.close();
    expect(decided.filter((event) => event.type !== 'RoundSettled').length).toBe(keys.length);
    expect(
      decided.filter((event) => event.type !== 'RoundSettled').every((event) => event.source === 'keyboard'),
    ).toBe(true);
    expect(decided.at(-1)?.type).toBe('RoundSettled');
  });

  it("keeps the dealer's hole card face down at home-1d while the players act, and shows every refusal's reason", {
    timeout: 60_000,
  }, async () => {
    const { page, browser } = await openTable('home-1d', 3);
    const table = screen(page);
    await table.keyIn('b1 2');
    await table.keyIn('b2 2');
    // A deal needs every box's stake first; a bad line is refused with the grammar's reason.
    await page.getByLabel('Key in').fill('b9 2');
    await page.getByLabel('Key in').press('Enter');
    await expect(page.getByTestId('refusal').textContent()).resolves.toContain('there is no box 9');
    await page.getByLabel('Key in').fill('deal');
    await page.getByLabel('Key in').press('Enter');
    await expect.poll(table.phase, SETTLED).toBe('dealing');
    for (let card = 0; card < 6 && (await table.phase()) === 'dealing'; card++) await table.pull();
    const phase = await table.phase();
    if (phase === 'insurance' || phase === 'players') {
      const dealerCards = page.locator('.dealer .card');
      await expect.poll(() => dealerCards.count(), SETTLED).toBe(2);
      await expect(dealerCards.nth(1).getAttribute('data-card')).resolves.toBe('hidden');
      await expect(page.getByTestId('dealer-banner').textContent()).resolves.toMatch(
        /^dealer shows \w+ — hole card down$/,
      );
      await page.screenshot({ path: join(SHOTS, 'home-1d-hole-card-down.png') });
      if (phase === 'insurance') await page.keyboard.press('n');
      // Standing every box turns the hole card up as the dealer's turn begins.
      for (let box = 0; box < 4 && (await table.phase()) === 'players'; box++) {
        const before = await table.moment();
        await page.keyboard.press('s');
        await expect.poll(table.moment, SETTLED).not.toBe(before);
      }
    }
    await expect.poll(table.phase, SETTLED).toMatch(/^(dealer|settled)$/);
    await expect(page.locator('.dealer .card[data-card="hidden"]').count()).resolves.toBe(0);
    expect(browser.problems).toEqual([]);
  });
});
