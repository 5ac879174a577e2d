import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { scriptedLog } from '../support/scripted-log.js';
import { openChromium } from './browser.js';
import { e2eSession, SETTLED, SHOTS } from './e2e-session.js';
import { startServe } from './serve-process.js';

/**
 * The pit boss's ratings in Chromium, against `sabot serve` on the log of the hand-worked session
 * script (test/scenarios/classic-6d/ratings-two-players.jsonl): ann (P-10442) staked 75 over 3
 * rounds and won 110; carol (P-20001) staked 40 and won 40. The served table records the exact
 * house edge of its rules by itself, and each theo is then the stakes × that edge (the screen
 * without an edge is test/cli/ratings.test.ts's and the renderer's).
 */
const running = e2eSession();

describe('the ratings screen in Chromium', () => {
  it('shows each rated player’s session as the script works it out, and the theo with the exact edge the table records by itself', {
    timeout: 90_000,
  }, async () => {
    const db = await scriptedLog('ratings-two-players', '--time-zone', 'UTC');
    const dir = join(db, '..');
    running.serve = await startServe(dir, ['--db', db]);
    running.browser = await openChromium(dir);
    const { page, problems } = running.browser;
    await page.goto(running.serve.url);
    await page.getByRole('tab', { name: 'Ratings', exact: true }).click();

    const row = (player: string) => page.getByTestId('ratings-table').locator(`tr[data-player="${player}"]`);
    await row('P-10442').waitFor(SETTLED);
    const cell = (player: string, id: string) => row(player).getByTestId(id).textContent();
    await expect(cell('P-10442', 'rating-stakes')).resolves.toBe('75');
    await expect(cell('P-10442', 'rating-actual')).resolves.toBe('110');
    await expect(cell('P-10442', 'rating-hours')).resolves.toBe('0.68');
    await expect(cell('P-20001', 'rating-stakes')).resolves.toBe('40');
    await expect(page.locator('tr[data-player="bob"]').count()).resolves.toBe(0);

    // The live table records the exact edge of its rules by itself, once it is up (a log played
    // by a script holds none): the screen reads it on its next request (a filter), no command run.
    const exactEdge = (): number | null => {
      const log = new Database(db, { readonly: true });
      try {
        const row = log
          .prepare<[], string>(
            "SELECT data FROM events WHERE type = 'HouseEdgeComputed' ORDER BY position DESC LIMIT 1",
          )
          .pluck()
          .get();
        const recorded = row === undefined ? null : (JSON.parse(row) as { method: string; edge: number });
        return recorded?.method === 'exact' ? recorded.edge : null;
      } finally {
        log.close();
      }
    };
    await expect.poll(exactEdge, SETTLED).not.toBeNull();
    const edge = exactEdge() as number;
    await page.getByLabel('Player card').fill('P-10442');
    await expect.poll(() => page.getByTestId('ratings-table').locator('tbody tr').count(), SETTLED).toBe(1);
    const theo = (75 * edge).toFixed(2);
    await expect.poll(() => cell('P-10442', 'rating-theo'), SETTLED).toMatch(new RegExp(`^${theo} \\[`));
    await expect(page.getByTestId('ratings-without-edge').count()).resolves.toBe(0);
    await page.screenshot({ path: join(SHOTS, 'ratings.png'), fullPage: true });
    expect(problems).toEqual([]);
  });
});
