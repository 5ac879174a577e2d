import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyLog } from '../../app/core/log/verify.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { smallDisk } from '../support/small-disk.js';
import { openChromium } from './browser.js';
import { croupierScreen } from './croupier-screen.js';
import { e2eSession, SETTLED, SHOTS } from './e2e-session.js';

const disk = smallDisk();
afterAll(() => disk.remove());
const running = e2eSession();

const FULL = "the log's disk is full: nothing more can be stored; free space and the table resumes";

/**
 * The croupier's screen in Chromium against `sabot serve`, its log on a disk that fills up: the
 * alarm line says so and counts, a refused action says why, and once space returns the alarm goes
 * and the cards that waited land on the table.
 */
describe(`the croupier's screen when the log's disk fills up (the disk simulated with ${disk.method})`, () => {
  it(`${disk.method}: the alarm line and the refusal on screen, the waiting cards on the table once space returns`, {
    timeout: 60_000,
  }, async () => {
    const db = join(disk.dir, 'table.db');
    const { startServe } = await import('./serve-process.js');
    const args = ['--db', db, '--profile', 'classic-6d', '--seed', '11'];
    running.serve = await startServe(tempDir(), args, { nodeArgs: disk.nodeArgs });
    running.browser = await openChromium(tempDir());
    const { page } = running.browser;
    await page.goto(running.serve.url);
    await page.locator('.croupier[data-phase="betting"]').waitFor();
    const table = croupierScreen(page);
    for (let box = 1; box <= 7; box++) await table.keyIn(`b${box} 10`);
    await page.getByRole('button', { name: 'Deal' }).click();
    await expect.poll(table.phase, SETTLED).toBe('dealing');

    disk.fill({ pid: running.serve.pid });
    const alarms = page.getByRole('alert', { name: 'alarms' });
    // Cards pulled until one does not land: it waits for room and raises the alarm. (A page
    // ceiling may still fit a card or two in the log's last pages; a full tmpfs fits none.) Each
    // pull waits for either outcome, however slow the machine, never for a fixed time.
    const alarmed = async () =>
      ((await alarms.count()) > 0 ? ((await alarms.textContent()) ?? '') : '').includes(FULL);
    let pulled = 0;
    for (let landed = true; landed && pulled < 10; ) {
      const before = await table.cardsOut();
      await page.getByRole('button', { name: 'Pull a card' }).click();
      pulled++;
      await expect
        .poll(async () => (await table.cardsOut()) > before || (await alarmed()), SETTLED)
        .toBe(true);
      landed = (await table.cardsOut()) > before;
    }
    await expect.poll(() => alarms.textContent(), SETTLED).toContain(`ALARM ${FULL}`);
    expect(await table.cardsOut()).toBe(pulled - 1);
    await page.getByLabel('Key in').fill('x');
    await page.getByLabel('Key in').press('Enter');
    await expect
      .poll(() => page.getByTestId('refusal').textContent(), SETTLED)
      .toContain(`not recorded: ${FULL}`);
    await expect.poll(() => alarms.textContent(), SETTLED).toMatch(/times since/);
    await page.screenshot({ path: join(SHOTS, `full-disk-${disk.method}.png`) });

    disk.free({ pid: running.serve.pid });
    await expect.poll(() => page.locator('.alarms').count(), SETTLED).toBe(0);
    // The card that waited for room is on the table, as the next card out of the shoe.
    await expect.poll(table.cardsOut, SETTLED).toBe(pulled);
    await table.pull();

    expect(await running.serve.stop()).toBe(0);
    running.serve = undefined;
    expect(verifyLog(db)).toMatchObject({ ok: true });
  });
});
