import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { until } from '../pit/pit-fixtures.js';
import { central } from '../support/central-query.js';
import { pitDataDir, postgresOf } from '../support/embedded-pit.js';
import { runBin } from '../support/run-bin.js';
import { openChromium } from './browser.js';
import { croupierScreen } from './croupier-screen.js';
import { e2eSession, SETTLED } from './e2e-session.js';
import { type ServeProcess, startServe } from './serve-process.js';

/**
 * The README's pit in one command: `sabot pit serve` alone makes and starts the pit's own
 * PostgreSQL in the data directory, and a `sabot serve --pit` table of the same data directory
 * ships to it without a URL; the table started before the pit plays on and catches up. Ctrl-C on
 * the pit stops its PostgreSQL.
 */
const running = e2eSession();
let pit: ServeProcess | undefined;
afterEach(async () => {
  await pit?.stop();
  pit = undefined;
});

const PIT_READY = /^Floor: (http:\/\/\S+)$/m;

describe('sabot pit serve without --pg', () => {
  it('starts a pit that a sabot serve --pit table ships its rounds to, and stops its PostgreSQL on Ctrl-C', {
    timeout: 180_000,
  }, async () => {
    const dir = pitDataDir();
    const dataDir = join(dir, 'data', 'sabot');
    const db = join(dir, 'bj-7.db');
    running.serve = await startServe(dir, ['--pit', '--db', db, '--profile', 'classic-6d', '--seed', '3']);
    expect(running.serve.out()).toContain(
      `Ships every fact to this data directory's pit at ${join(dataDir, 'pit', 'postgres')}:5432/sabot`,
    );
    running.browser = await openChromium(join(dir, 'browser'));
    const { page } = running.browser;
    await page.goto(running.serve.url);
    await page.locator('.croupier[data-phase="betting"]').waitFor();
    // No pit yet: the table says so and deals all the same.
    const shipping = page.getByTestId('shipping');
    await expect.poll(() => shipping.getAttribute('data-state'), SETTLED).toBe('unreachable');
    const table = croupierScreen(page);
    // A round at classic-6d takes two boxes at least.
    await table.keyIn('b1 10');
    await table.keyIn('b2 10 ann');
    await table.keyIn('deal');
    await table.playToSettlement();

    pit = await startServe(dir, [], { command: ['pit', 'serve'], ready: PIT_READY, readyWithinMs: 90_000 });
    const center = /^Center: (\S+)$/m.exec(pit.out())?.[1] ?? '';
    expect(center).toBe(`postgres://sabot@localhost:5432/sabot?host=${join(dataDir, 'pit', 'postgres')}`);
    expect(pit.out()).toContain(
      'A table of this machine joins the pit with: sabot serve --pit --db bj-1.db --profile classic-6d (or sabot start --pit)',
    );
    await table.keyIn('b1 25');
    await table.keyIn('b2 5 ann');
    await table.keyIn('deal');
    await table.playToSettlement();

    // The center holds every fact of the log: both rounds settled, the one dealt before the pit too.
    const local = async () =>
      Number((await page.getByTestId('shipping').getAttribute('data-state')) === 'shipped');
    await until('the table shipped', local, (shipped) => shipped === 1, 60_000);
    const settled = await until(
      'both rounds at the center',
      () =>
        central<{ rounds: number }>(
          center,
          "SELECT count(*)::int AS rounds FROM pit_events WHERE table_id = 'bj-7' AND type = 'RoundSettled'",
        ),
      (rows) => rows[0]?.rounds === 2,
    );
    expect(settled).toEqual([{ rounds: 2 }]);
    // The pit's other commands read it with the URL it printed.
    const rounds = runBin(['pit', 'rounds', '--pg', center, '--table', 'bj-7', '--json']);
    expect(rounds.code).toBe(0);
    expect((JSON.parse(rounds.out) as { rounds: unknown[] }).rounds).toHaveLength(2);

    expect(await running.serve.stop()).toBe(0);
    running.serve = undefined;
    expect(await pit.stop()).toBe(0);
    pit = undefined;
    expect(postgresOf(dataDir)).toEqual([]);
    expect(existsSync(join(dataDir, 'pit', 'postgres', 'data', 'postmaster.pid'))).toBe(false);
  });
});
