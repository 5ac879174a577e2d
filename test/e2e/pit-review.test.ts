import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { e2eSession, SETTLED, SHOTS } from './e2e-session.js';
import { keyInMisdealtRound, MISDEALT_CARD, openMisdealtTable } from './misdealt-round.js';
import { ROOT } from './serve-process.js';

/**
 * The pit boss's review in a real browser against `sabot serve`: the misdealt-card round of
 * misdealt-round.ts keyed on the Table tab, then replayed fact by fact on the Pit review tab through
 * the offer and the passes, and its misdealt card corrected behind the PIN. Screenshots go to
 * test-results/e2e/ (the README's screenshots of the review are pit-review-languages.test.ts's).
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

describe('the pit review in Chromium', () => {
  it('replays the misdealt-card round fact by fact and corrects its misdealt card only with the right PIN', {
    timeout: 90_000,
  }, async () => {
    const { db, page, reader, browser } = await openMisdealtTable(running);
    const { problems } = browser;
    setPin(db, PIN);
    await keyInMisdealtRound(page, reader);

    await page.getByRole('tab', { name: 'Pit review' }).click();
    await expect(page.getByTestId('verify-status').getAttribute('data-ok')).resolves.toBe('true');
    const row = page.locator('.round-row[data-round="1"]');
    await row.waitFor(SETTLED);
    await expect(row.textContent()).resolves.toContain('ann');
    await expect(row.locator('.flag-misdeal').count()).resolves.toBe(1);
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

    // Step back to the misdealt card: it landed on box 2, the hand on turn, and bust it.
    const factType = () => page.getByTestId('replay-step').getAttribute('data-type');
    const factCard = async () => JSON.parse((await page.locator('.fact-data').textContent()) ?? '{}').card;
    const box2 = () => page.getByTestId('replay-table').locator('.replay-box[data-box="2"]').textContent();
    const dealer = () =>
      page
        .getByTestId('replay-dealer')
        .locator('[data-card]')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-card')));
    const misdeal = () =>
      page.getByTestId('replay-table').locator('.flag-misdeal').getAttribute('data-resolution');
    const sentence = () => page.getByTestId('fact-sentence').textContent();
    const next = () => page.getByRole('button', { name: 'Next ▶' }).click();
    await page.getByLabel('Step', { exact: true }).fill('0');
    for (let step = 0; step < total && (await factCard()) !== MISDEALT_CARD; step++) await next();
    expect(await factType()).toBe('CardDrawn');
    await expect.poll(box2, SETTLED).toContain('hard 24 · bust');
    // The fact in words: where the card went, as the croupier would say it.
    await expect(sentence()).resolves.toBe('card 8♠ to box 2 hand 1');
    const misdealtStep = await stepLabel.textContent();

    // The croupier's mark takes it back from box 2; the offer goes to box 2, then box 3, and after
    // the second pass the dealer holds it as the second card.
    await next();
    await expect.poll(factType, SETTLED).toBe('MisdealMarked');
    await expect.poll(box2, SETTLED).toContain('hard 16 · open');
    await expect(misdeal()).resolves.toBe('on-offer');
    await expect(sentence()).resolves.toBe('the croupier marks the last card misdealt');
    await next();
    await expect.poll(factType, SETTLED).toBe('MisdealPassed');
    expect(await dealer()).toEqual(['6D']);
    await next();
    await expect.poll(dealer, SETTLED).toEqual(['6D', MISDEALT_CARD]);
    expect(await factType()).toBe('MisdealPassed');
    await expect(misdeal()).resolves.toBe('dealer-second-card');
    await expect(sentence()).resolves.toBe('box 3 hand 1 passes the misdealt card');
    await page.screenshot({ path: join(SHOTS, 'pit-review-3-dealer-second-card.png'), fullPage: true });

    // The pit boss corrects the misdealt card's suit (a misread): refused with a wrong PIN.
    for (let step = 0; step < 3; step++) await page.getByRole('button', { name: '◀ Previous' }).click();
    await expect.poll(() => stepLabel.textContent(), SETTLED).toBe(misdealtStep);
    const corrected = '8D';
    // One "Ruling…" action; the ruling needed opens its form alone.
    await expect(page.getByRole('form').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Ruling…' }).click();
    await page.getByRole('button', { name: 'Correct a card' }).click();
    await expect(page.getByRole('form').count()).resolves.toBe(1);
    const form = page.getByRole('form', { name: 'Correct card' });
    // The form opens on the card of the step shown, named where it lay at the round's end: the
    // dealer's second card (it went to box 2 first).
    await expect(form.getByLabel('Hand').inputValue()).resolves.toBe('dealer');
    await expect(form.getByLabel('Card', { exact: true }).inputValue()).resolves.toBe('2');
    await expect(
      form.getByLabel('Card', { exact: true }).locator('option:checked').textContent(),
    ).resolves.toBe('2: 8♠');
    await form.getByLabel('Was in fact').fill(corrected);
    await form.getByLabel('Reason').fill('misread by the shoe');
    await form.getByLabel('Operator').fill('pit');
    await form.getByLabel('PIN').fill('0000');
    await form.getByRole('button', { name: 'Correct card' }).click();
    await expect.poll(() => form.getByTestId('ruling-refusal').textContent(), SETTLED).toMatch(/PIN/i);
    await page.screenshot({ path: join(SHOTS, 'pit-review-4-wrong-pin.png'), fullPage: true });
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
    // A misread suit changes no money: at the last fact the replayed settlement still matches.
    const last = (await page.getByLabel('Step', { exact: true }).getAttribute('max')) ?? '';
    await page.getByLabel('Step', { exact: true }).fill(last);
    await expect.poll(dealer, SETTLED).toEqual(['6D', corrected, '5C']);
    await expect(page.getByTestId('settlement-audit').getAttribute('data-matches')).resolves.toBe('true');
    await page.screenshot({ path: join(SHOTS, 'pit-review-5-corrected.png'), fullPage: true });

    // The export of the round as a table script.
    await page.getByRole('button', { name: 'Export as table script' }).click();
    await expect
      .poll(async () => (await page.getByLabel('Table script').inputValue()).length, SETTLED)
      .toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});
