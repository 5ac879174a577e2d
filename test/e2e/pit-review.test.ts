import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../core/log/log-fixtures.js';
import { openChromium } from './browser.js';
import { croupierScreen } from './croupier-screen.js';
import { e2eSession, SETTLED, SHOTS } from './e2e-session.js';
import { ROOT, startServe } from './serve-process.js';

/**
 * The pit boss's review in a real browser against `sabot serve`: a round dealt on the Table tab,
 * then replayed fact by fact on the Pit review tab and a card corrected behind the PIN. Screenshots
 * go to test-results/e2e/; with SABOT_DOCS_SCREENSHOT=1 the README's screenshot is taken again.
 */
const PIN = '482913';
const running = e2eSession();

/** `sabot pin set` on the table's log, the PIN on standard input as a manager would type it. */
function setPin(db: string, pin: string): void {
  const result = spawnSync(
    process.execPath,
    [join(ROOT, 'bin', 'sabot.js'), 'pin', 'set', '--db', db, '--operator', 'manager'],
    { input: `${pin}\n`, encoding: 'utf8' },
  );
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
}

/** One classic-6d round from bets to settlement on the croupier's screen. */
async function playRound(page: Page): Promise<void> {
  const { phase, pull, press } = croupierScreen(page);
  await page.getByLabel('Key in').fill('b1 10');
  await page.getByLabel('Key in').press('Enter');
  await expect.poll(() => page.locator('.box').count(), SETTLED).toBe(1);
  await page.getByLabel('Box', { exact: true }).selectOption('2');
  await page.getByLabel('Stake').fill('25');
  await page.getByLabel('Bettor').fill('ann');
  await page.getByRole('button', { name: 'Place bet' }).click();
  await expect.poll(() => page.locator('.box').count(), SETTLED).toBe(2);
  await page.getByRole('button', { name: 'Deal' }).click();
  await expect.poll(phase, SETTLED).toBe('dealing');
  for (let step = 0; step < 60 && (await phase()) !== 'settled'; step++) {
    const now = await phase();
    if (now === 'dealing' || now === 'dealer') await pull();
    else if (now === 'insurance') await press('n');
    else if (now === 'players') {
      const total = Number(await page.getByTestId('on-turn').getAttribute('data-total'));
      const mayHit = await page.locator('button[data-decision="hit"]').isEnabled();
      if (total < 17 && mayHit) {
        await page.keyboard.press('h');
        await pull();
      } else await press('s');
    } else throw new Error(`the round stopped in phase ${now}`);
  }
  expect(await phase()).toBe('settled');
}

describe('the pit review in Chromium', () => {
  it('replays round 1 fact by fact and corrects a card only with the right PIN', {
    timeout: 90_000,
  }, async () => {
    const dir = tempDir();
    const db = join(dir, 'table.db');
    running.serve = await startServe(dir, ['--db', db, '--profile', 'classic-6d', '--seed', '11']);
    running.browser = await openChromium(dir);
    const { page, problems } = running.browser;
    await page.goto(running.serve.url);
    await page.locator('.croupier[data-phase="betting"]').waitFor();
    setPin(db, PIN);
    await playRound(page);

    await page.getByRole('tab', { name: 'Pit review' }).click();
    await expect(page.getByTestId('verify-status').getAttribute('data-ok')).resolves.toBe('true');
    const row = page.locator('.round-row[data-round="1"]');
    await row.waitFor(SETTLED);
    await expect(row.textContent()).resolves.toContain('ann');
    await page.screenshot({ path: join(SHOTS, 'pit-review-1-list.png') });
    await row.click();

    // The scrubber: the first fact, then next by button and by arrow key, then the last by the range.
    const stepLabel = page.getByTestId('replay-step-number');
    const cards = async () => Number(await page.getByTestId('replay-table').getAttribute('data-cards'));
    const position = async () => Number(await page.getByTestId('replay-step').getAttribute('data-position'));
    await expect.poll(() => stepLabel.textContent(), SETTLED).toMatch(/^step 1 of \d+$/);
    const total = Number((await stepLabel.textContent())?.split(' of ')[1]);
    expect(total).toBeGreaterThan(6);
    const firstCards = await cards();
    const firstPosition = await position();
    await page.getByRole('button', { name: 'Next ▶' }).click();
    await expect.poll(() => stepLabel.textContent(), SETTLED).toBe(`step 2 of ${total}`);
    expect(await position()).toBeGreaterThan(firstPosition);
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => stepLabel.textContent(), SETTLED).toBe(`step 3 of ${total}`);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => stepLabel.textContent(), SETTLED).toBe(`step 2 of ${total}`);
    await page.getByLabel('Step', { exact: true }).fill(String(total - 1));
    await expect.poll(() => stepLabel.textContent(), SETTLED).toBe(`step ${total} of ${total}`);
    expect(await cards()).toBeGreaterThanOrEqual(firstCards + 4);
    await expect(page.getByTestId('settlement-verdict').textContent()).resolves.toContain('match');
    await page.screenshot({ path: join(SHOTS, 'pit-review-2-last-step.png'), fullPage: true });

    // Back to the first card drawn, growing the table by one card.
    await page.getByLabel('Step', { exact: true }).fill('0');
    let before = await cards();
    for (
      let step = 0;
      step < total && (await page.getByTestId('replay-step').getAttribute('data-type')) !== 'CardDrawn';
      step++
    ) {
      before = await cards();
      await page.getByRole('button', { name: 'Next ▶' }).click();
    }
    expect(await page.getByTestId('replay-step').getAttribute('data-type')).toBe('CardDrawn');
    expect(await cards()).toBe(before + 1);
    const drawn = JSON.parse((await page.locator('.fact-data').textContent()) ?? '{}') as { card: string };
    const corrected = `${drawn.card[0]}${drawn.card[1] === 'S' ? 'H' : 'S'}`;

    const form = page.getByRole('form', { name: 'Correct card' });
    await form.getByLabel('New card').fill(corrected);
    await form.getByLabel('Reason').fill('misread by the shoe');
    await form.getByLabel('Operator').fill('pit');
    await form.getByLabel('PIN').fill('0000');
    await form.getByRole('button', { name: 'Correct card' }).click();
    await expect.poll(() => form.getByTestId('ruling-refusal').textContent(), SETTLED).toMatch(/PIN/i);
    await page.screenshot({ path: join(SHOTS, 'pit-review-3-wrong-pin.png'), fullPage: true });
    await expect(
      page.getByTestId('replay-table').locator(`[data-card="${corrected}"]`).count(),
    ).resolves.toBe(0);

    await form.getByLabel('PIN').fill(PIN);
    await form.getByRole('button', { name: 'Correct card' }).click();
    await expect.poll(() => form.getByTestId('ruling-done').textContent(), SETTLED).toContain(corrected);
    await expect
      .poll(() => page.getByTestId('replay-table').locator(`[data-card="${corrected}"]`).count(), SETTLED)
      .toBeGreaterThan(0);
    await expect.poll(() => row.textContent(), SETTLED).toContain('correction');
    await page.screenshot({ path: join(SHOTS, 'pit-review-4-corrected.png'), fullPage: true });
    if (process.env.SABOT_DOCS_SCREENSHOT === '1')
      await page.screenshot({ path: join(ROOT, 'docs', 'pit-review.png'), fullPage: true });

    // The export of the round as a table script.
    await page.getByRole('button', { name: 'Export as table script' }).click();
    await expect
      .poll(async () => (await page.getByLabel('Table script').inputValue()).length, SETTLED)
      .toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});
