import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../core/log/log-fixtures.js';
import { type PgCluster, startPgCluster } from '../support/pg-cluster.js';
import { startTcpGate, type TcpGate } from '../support/tcp-gate.js';
import { openChromium } from './browser.js';
import { croupierScreen } from './croupier-screen.js';
import { e2eSession, SETTLED, SHOTS } from './e2e-session.js';
import { startServe } from './serve-process.js';

/**
 * The croupier's header in Chromium while `sabot serve --pg` ships to a center its network cannot
 * reach, then can: the table plays on, the facts waiting grow, and the header says shipped once
 * the center has them all. The center is a throwaway PostgreSQL behind a relay the test shuts.
 */
const running = e2eSession();
let cluster: PgCluster;
let gate: TcpGate;
beforeAll(async () => {
  cluster = await startPgCluster();
  gate = await startTcpGate(cluster.port);
}, 60_000);
afterAll(async () => {
  await gate?.close();
  await cluster?.stop();
});

const WORDS = {
  'en-US': {
    unreachable: /^Pit unreachable since \d\d:\d\d [AP]M \((\d+) facts? waiting\)$/,
    shipped: 'Pit: shipped',
  },
  'fr-FR': {
    unreachable: /^Salle injoignable depuis \d\d:\d\d \((\d+) faits? en attente\)$/,
    shipped: 'Salle : envoyé',
  },
  'ru-RU': {
    unreachable: /^Центр недоступен с \d\d:\d\d \((\d+) факт\S* жд\S+\)$/,
    shipped: 'Центр: отправлено',
  },
} as const;

describe("the croupier's header while the pit is unreachable", () => {
  for (const [locale, words] of Object.entries(WORDS))
    it(`[${locale}] says since when and how many facts wait, the table plays on, and it says shipped once the center is back`, {
      timeout: 60_000,
    }, async () => {
      gate.shut();
      const dir = tempDir();
      const table = `bj-${locale.slice(0, 2)}`;
      const url = `postgres://sabot@127.0.0.1:${gate.port}/postgres`;
      running.serve = await startServe(dir, [
        ...['--db', join(dir, `${table}.db`), '--profile', 'classic-6d', '--seed', '3'],
        ...['--pg', url],
      ]);
      running.browser = await openChromium(dir, { locale });
      const { page } = running.browser;
      await page.goto(running.serve.url);
      await page.locator('.croupier[data-phase="betting"]').waitFor();
      const shipping = page.getByTestId('shipping');
      await expect.poll(() => shipping.getAttribute('data-state'), SETTLED).toBe('unreachable');
      const waiting = async () => Number(words.unreachable.exec((await shipping.textContent()) ?? '')?.[1]);
      // The live table records its rules' exact edge by itself once it is up, a fact of its own: the
      // count is read once that fact is in and counted, so that the bet below is the only fact after.
      const db = join(dir, `${table}.db`);
      await expect.poll(() => houseEdgeRecorded(db), SETTLED).toBe(true);
      await croupierScreen(page).keyIn('b1 10');
      await expect.poll(waiting, SETTLED).toBeGreaterThan(0);
      await expect.poll(async () => (await waiting()) === factsIn(db), SETTLED).toBe(true);
      const before = await waiting();

      await croupierScreen(page).keyIn('b2 10');
      await expect.poll(waiting, SETTLED).toBe(before + 1);
      await page.screenshot({ path: join(SHOTS, `shipping-unreachable-${locale}.png`) });

      gate.open();
      // The shipper's tries spaced out while it failed: up to 8 s before the next.
      await expect.poll(() => shipping.textContent(), { timeout: 20_000 }).toBe(words.shipped);
      expect(await shipping.getAttribute('data-state')).toBe('shipped');
    });
});

/** Whether the table's log holds the exact edge it records by itself once it is up. */
function houseEdgeRecorded(db: string): boolean {
  const log = new Database(db, { readonly: true });
  try {
    return log.prepare("SELECT 1 FROM events WHERE type = 'HouseEdgeComputed' LIMIT 1").get() !== undefined;
  } finally {
    log.close();
  }
}

/** How many facts the table's log holds: all of them wait while the center was never reached. */
function factsIn(db: string): number {
  const log = new Database(db, { readonly: true });
  try {
    return log.prepare<[], number>('SELECT count(*) FROM events').pluck().get() ?? 0;
  } finally {
    log.close();
  }
}
