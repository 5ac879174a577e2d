import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { runSabot } from '../support/run-cli.js';
import { BUST_ROUND_SHOE, booksScreen, keyInBustRound, setPin } from './books-screen.js';
import { croupierScreen } from './croupier-screen.js';
import { e2eSession, SETTLED, SHOTS } from './e2e-session.js';
import { openScriptedTable } from './scripted-table.js';
import { ROOT } from './serve-process.js';

/**
 * The pit boss keeps the table's books in Chromium, against `sabot serve` at classic-6d with a
 * scripted shoe. Worked out by hand:
 *
 *   opener   1000×2 + 500×2 + 100×4 + 25×4                          = 3,500
 *   fill     F-0001: 25×20 from the cage                            =   500
 *   void     F-0002, a spoiled form ("torn form")
 *   buy-ins  ann 100 cash at box 1, bob 50 on a marker at box 2: drop 150, markers 50, chips sold 150
 *   round 1  ann 25 at box 1, bob 10 at box 2: 10♠ 5♥ · dealer 6♦ · 9♣ 6♣; ann stands on 19,
 *            bob doubles on 11 and draws 10♦; the dealer draws 10♥ and 9♠ and busts: ann +25,
 *            bob +20, the house's result −45
 *   expected closer = 3,500 + 500 − 0 − 150 − 45                    = 3,805
 *   closer   1000×3 + 500 + 100×3 + 5                               = 3,805: no discrepancy
 *   win      = 3,805 − 3,500 + 0 − 500 + 150 = −45 = the house's result; hold −45 ÷ 150 = −30 %
 *
 * Then the table opens again with 3,800 in the tray: the croupier's alarm line names both counts;
 * and a new croupier takes the table.
 * Screenshots at 1920×1080 and 1280×800 go to test-results/e2e/, and with SABOT_DOCS_SCREENSHOT=1
 * to docs/screenshots/.
 */
const SHOE = BUST_ROUND_SHOE;
const PIT_BOSS_PIN = '482913';
const CROUPIER_PIN = '135790';
const FULL_HD = { width: 1920, height: 1080 };
const LAPTOP = { width: 1280, height: 800 };
const running = e2eSession();

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
  if (process.env.SABOT_DOCS_SCREENSHOT === '1')
    await page.screenshot({ path: join(ROOT, 'docs', 'screenshots', `${name}.png`) });
}

/** The form whole inside the window: nothing of it below the fold, nothing cut at the side. */
async function formFits(page: Page): Promise<void> {
  const box = await page.locator('form.books-form').boundingBox();
  const viewport = page.viewportSize();
  expect(
    box && viewport && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width,
  ).toBe(true);
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();

describe('the pit boss’s books in Chromium', () => {
  it('opens the table with its count, records a fill, closes it after a round and reads the report', {
    timeout: 180_000,
  }, async () => {
    // A patron's cash of the day above 99,999,998 waits for their identification (the mistyped
    // buy-in below is the one that goes over it).
    const { db, page, reader, browser } = await openScriptedTable(running, SHOE, {
      browser: { viewport: FULL_HD },
      serveArgs: ['--identify-above', '99999998'],
    });
    setPin(db, PIT_BOSS_PIN);
    setPin(db, CROUPIER_PIN, 'croupier');
    const books = booksScreen(page);
    const pit = { supervisor: 'pat', supervisorPin: PIT_BOSS_PIN, croupierPin: CROUPIER_PIN };

    // A table never opened plays as before: the croupier's header names no status.
    await expect(page.getByTestId('books-status').count()).resolves.toBe(0);
    await tab(page, 'Books');
    await expect.poll(books.status, SETTLED).toBe('never opened');

    // The opener, counted by denomination: each line's value and the total as it is typed.
    await books.choose('open');
    await books.count({ '1000': 2, '500': 2, '100': 4, '25': 4 });
    await expect(
      books.form().locator('tr[data-chip="1000"] [data-testid="line-value"]').textContent(),
    ).resolves.toBe('2,000');
    await expect(books.form().getByTestId('inventory-total').textContent()).resolves.toBe('3,500');
    await books.sign({ ...pit, croupier: 'lea' });
    await formFits(page);
    await shot(page, 'books-open');
    // A negative count and a wrong PIN are refused in the table's words, and nothing is recorded.
    await books.count({ '5': -4 });
    const negative = await books.submit();
    expect(negative).toEqual({ done: false, text: expect.stringMatching(/^-4 .*5/) });
    await books.count({ '5': 0 });
    // The PINs are asked again after each answer.
    await expect(books.form().getByLabel('Pit boss PIN', { exact: true }).inputValue()).resolves.toBe('');
    await books.sign({ ...pit, supervisorPin: '000000' });
    const wrongPin = await books.submit();
    expect(wrongPin.done).toBe(false);
    await expect.poll(books.status).toBe('never opened');
    await books.sign({ ...pit, croupier: 'lea' });
    await expect(books.submit()).resolves.toEqual({
      done: true,
      text: 'The table is open: the opener counts 3,500.',
    });
    await expect.poll(books.status, SETTLED).toBe('OPEN');
    await expect
      .poll(() => page.getByTestId('books-croupier').textContent(), SETTLED)
      .toBe('Croupier on duty: lea');

    // A fill on the first slip; the same number again is refused with the one expected next.
    await books.choose('fill');
    await page.getByTestId('slip-number').fill('F-0001');
    await books.count({ '25': 20 });
    await books.sign({ ...pit, cashier: 'cid', runner: 'rob' });
    await expect(books.form().getByTestId('books-signing-croupier').textContent()).resolves.toBe(
      'Signed by the croupier on duty, lea',
    );
    await formFits(page);
    await shot(page, 'books-fill');
    await expect(books.submit()).resolves.toEqual({
      done: true,
      text: 'Fill F-0001 recorded: 500 to the tray.',
    });
    // The next slip the series expects is offered.
    await expect.poll(() => page.getByTestId('slip-number').inputValue(), SETTLED).toBe('F-0002');
    await page.getByTestId('slip-number').fill('F-0001');
    await books.count({ '25': 4 });
    await books.sign(pit);
    const reused = await books.submit();
    expect(reused.done).toBe(false);
    expect(reused.text).toBe('slip F-0001 is already recorded: the next slip is F-0002');

    // A spoiled form voided with its reason.
    await books.choose('void');
    await page.getByTestId('slip-number').fill('F-0002');
    await books.form().getByLabel('Reason').fill('torn form');
    await books.sign(pit);
    await expect(books.submit()).resolves.toEqual({ done: true, text: 'Slip F-0002 is VOID.' });

    // Buy-ins at the boxes: the drop.
    await books.choose('buy-in');
    await books.form().getByLabel('Box').selectOption('1');
    await books.form().getByLabel('Bettor (optional)').fill('ann');
    await books.form().getByLabel('Amount').fill('100');
    await expect(books.submit()).resolves.toEqual({
      done: true,
      text: 'Buy-in recorded: 100 in cash at box 1.',
    });
    await books.form().getByLabel('Box').selectOption('2');
    await books.form().getByLabel('Bettor (optional)').fill('bob');
    await books.form().getByLabel('Amount').fill('50');
    await books.form().getByLabel('marker').check();
    await expect(books.submit()).resolves.toEqual({
      done: true,
      text: 'Buy-in recorded: 50 on a marker at box 2.',
    });
    // A buy-in mistyped far above the table's maximum is asked again; confirmed, it is recorded,
    // then the pit boss voids it by its number: it stays listed, VOID, and the drop leaves it out.
    await books.form().getByLabel('cash').check();
    await books.form().getByLabel('Amount').fill('99999999');
    await expect(books.submit()).resolves.toEqual({
      done: false,
      text: 'a buy-in of 99,999,999 is more than 10 times the table maximum of 500: check the amount; if it is right, record it again, confirmed',
    });
    await books.form().getByLabel('Yes, 99,999,999 is the amount given').check();
    // Confirmed, it still takes bob's cash of the day over the report level: his identification first.
    const held = await books.submit();
    expect(held.done).toBe(false);
    expect(held.text).toContain('IDENTIFICATION REQUIRED before this buy-in: bob has bought in 0 in cash');
    await expect(books.form().getByLabel('Yes, 99,999,999 is the amount given').isChecked()).resolves.toBe(
      true,
    );
    await books.form().getByLabel('The patron’s identification is seen').check();
    await shot(page, 'books-buy-in-identified');
    await expect(books.submit()).resolves.toEqual({
      done: true,
      text: 'Buy-in recorded: 99,999,999 in cash at box 2.',
    });
    await books.choose('buy-in-void');
    await expect.poll(() => books.form().locator('select option').count(), SETTLED).toBe(4);
    await books.form().locator('select').selectOption('3');
    await books.form().getByLabel('Reason').fill('keyed 99,999,999 for 100');
    await books.sign({ supervisor: 'pat', supervisorPin: PIT_BOSS_PIN });
    await expect(books.submit()).resolves.toEqual({
      done: true,
      text: 'Buy-in 3 voided: its amount is out of the drop.',
    });
    const voided = page.locator('[data-testid="report-buyIns"] tr[data-buy-in="3"]');
    await expect.poll(() => voided.getAttribute('data-void'), SETTLED).toBe('true');
    await expect(voided.textContent()).resolves.toContain('VOID — keyed 99,999,999 for 100');
    await expect.poll(() => books.figure('drop'), SETTLED).toBe(150);
    await voided.scrollIntoViewIfNeeded();
    await shot(page, 'books-buy-in-void');

    // The round, on the croupier's screen: its header says the table is open and who deals.
    await tab(page, 'Table');
    await expect.poll(() => page.getByTestId('books-status').textContent(), SETTLED).toBe('OPEN');
    await expect(page.getByTestId('croupier').textContent()).resolves.toBe('Croupier lea');
    const table = croupierScreen(page);
    await keyInBustRound(page, reader);
    expect(await table.nets()).toEqual(['ann +25', 'bob +20']);

    // New limits between rounds: the header shows the next round's.
    await tab(page, 'Books');
    await books.choose('limits');
    await books.form().getByLabel('Minimum bet').fill('10');
    await books.form().getByLabel('Maximum bet').fill('1000');
    await books.sign({ supervisor: 'pat', supervisorPin: PIT_BOSS_PIN });
    await expect(books.submit()).resolves.toEqual({ done: true, text: 'Limits 10–1,000 recorded.' });
    await tab(page, 'Table');
    await expect
      .poll(() => page.getByTestId('next-limits').textContent(), SETTLED)
      .toBe('next round 10–1,000');
    // The next bet opens the next round: the stake starts at its minimum, which the table takes.
    await expect.poll(() => page.getByLabel('Stake').inputValue(), SETTLED).toBe('10');

    // The closer: what the cards say the tray should hold.
    await tab(page, 'Books');
    await books.choose('close');
    await books.count({ '1000': 3, '500': 1, '100': 3, '5': 1 });
    await expect(books.form().getByTestId('inventory-total').textContent()).resolves.toBe('3,805');
    await books.sign(pit);
    await expect(books.submit()).resolves.toEqual({
      done: true,
      text: 'The table is closed: the closer counts 3,805.',
    });
    await expect.poll(books.status, SETTLED).toBe('CLOSED');

    // The report, read from the log: every figure as worked out above.
    await expect.poll(() => books.figure('closer'), SETTLED).toBe(3805);
    const expected = {
      opener: 3500,
      closer: 3805,
      fills: 500,
      credits: 0,
      drop: 150,
      markers: 50,
      chipsSold: 150,
      win: -45,
      hold: -0.3,
      houseResult: -45,
      expectedCloser: 3805,
      discrepancy: 0,
      rounds: 1,
    };
    // The report after the close: until it comes, an open table's report shows the cards' tray.
    await expect
      .poll(() => page.getByTestId('books-verdict').getAttribute('data-discrepancy'), SETTLED)
      .toBe('0');
    const figures: Record<string, number> = {};
    for (const name of Object.keys(expected)) figures[name] = await books.figure(name);
    expect(figures).toEqual(expected);
    await expect(page.getByTestId('figure-hold').textContent()).resolves.toBe('-30.0%');
    await expect(page.getByTestId('figure-win').textContent()).resolves.toBe('-45');
    await expect(page.getByTestId('books-verdict').getAttribute('data-discrepancy')).resolves.toBe('0');
    const slips = page.getByTestId('report-slips');
    await expect(slips.locator('tr[data-slip="F-0001"]').getAttribute('data-void')).resolves.toBe('false');
    await expect(slips.locator('tr[data-slip="F-0002"]').textContent()).resolves.toContain(
      'VOID — torn form',
    );
    await expect(
      page.getByTestId('report-croupiers').locator('tr[data-croupier="lea"] td').nth(1).textContent(),
    ).resolves.toBe('1');
    await shot(page, 'books-report');
    await page.setViewportSize(LAPTOP);
    await shot(page, 'books-report-1280');
    await page.setViewportSize(FULL_HD);

    // Month to date: the one gaming day of this log, the same figures.
    await page.getByLabel('Period').selectOption('month');
    await expect
      .poll(() => page.getByTestId('shift-report').getAttribute('data-day'), SETTLED)
      .toMatch(/^\d{4}-\d{2}$/);
    expect(await books.figure('win')).toBe(-45);
    // Its gaming days one by one: the one day's line holds the month's figures.
    const dayLine = page.getByTestId('report-days').locator('tbody tr');
    await expect(dayLine.count()).resolves.toBe(1);
    for (const [figure, value] of [
      ['win', '-45'],
      ['drop', '150'],
      ['hold', '-0.3'],
      ['discrepancy', '0'],
    ])
      await expect(dayLine.locator(`[data-figure="${figure}"]`).getAttribute('data-value')).resolves.toBe(
        value,
      );
    await page.getByLabel('Period').selectOption('latest');
    await expect
      .poll(() => page.getByTestId('shift-report').getAttribute('data-day'), SETTLED)
      .toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Each CSV, built in the page: byte for byte what `sabot report shift --csv KIND` prints.
    const downloaded = async (kind: string): Promise<string> => {
      await page.getByTestId('csv-kind').selectOption(kind);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        new RegExp(`^shift-.+-\\d{4}-\\d{2}-\\d{2}-${kind}\\.csv$`),
      );
      return readFileSync((await download.path()) as string, 'utf8');
    };
    for (const kind of ['summary', 'slips', 'buy-ins', 'croupiers']) {
      const printed = await runSabot('report', 'shift', '--db', db, '--read-only', '--csv', kind);
      expect(printed.code, printed.err).toBe(0);
      expect(await downloaded(kind)).toBe(printed.out);
    }
    const summary = (await downloaded('summary')).split('\r\n');
    expect(summary[0]).toBe(
      'table,day,gamingDayStarts,opener,closer,fills,credits,drop,markers,chipsSold,win,hold,houseResult,expectedCloser,discrepancy,rounds,roundsPerHour,stillOpen',
    );
    expect(summary[1]).toMatch(
      /^[^,]+,\d{4}-\d{2}-\d{2},06:00,3500,3805,500,0,150,50,150,-45,-0.3,-45,3805,0,1,/,
    );
    expect(await downloaded('slips')).toMatch(/\r\n[^,]+,F-0002,fill,\d+,[^,]*,1,torn form,/);

    // On paper: the report alone.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.books-records').isVisible()).resolves.toBe(false);
    await expect(page.locator('.tabs').isVisible()).resolves.toBe(false);
    await expect(page.getByTestId('shift-report').isVisible()).resolves.toBe(true);
    await shot(page, 'books-print');
    await page.emulateMedia({ media: 'screen' });

    // The table opens again with 5 less than it closed with: the croupier's alarm names both counts.
    await books.choose('open');
    await books.count({ '1000': 3, '500': 1, '100': 3 });
    await books.sign(pit);
    expect((await books.submit()).done).toBe(true);
    await tab(page, 'Table');
    await expect
      .poll(() => page.getByTestId('opener-differs').textContent(), SETTLED)
      .toBe(
        'ALARM the opener counts 3,800 but the last closer counted 3,805: report the difference to the pit',
      );
    // The new limits wait for the next round to open: none has since the change.
    await expect(page.getByTestId('limits').textContent()).resolves.toBe('Limits 5–500');
    await expect(page.getByTestId('next-limits').textContent()).resolves.toBe('next round 10–1,000');
    await shot(page, 'books-alarm');

    // A new croupier on duty: the header names them.
    await tab(page, 'Books');
    await books.choose('croupier');
    await books.form().getByLabel('The croupier who deals from now').fill('max');
    await books.sign({ supervisor: 'pat', supervisorPin: PIT_BOSS_PIN });
    await expect(books.submit()).resolves.toEqual({ done: true, text: 'max deals from now.' });
    await tab(page, 'Table');
    await expect.poll(() => page.getByTestId('croupier').textContent(), SETTLED).toBe('Croupier max');
    expect(browser.problems).toEqual([]);
  });
});
