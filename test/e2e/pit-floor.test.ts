import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../core/log/log-fixtures.js';
import { garbledFrameDuringLastRound } from '../pit/garbled-frame.js';
import { central, setPitPin, simulatedDays, simulatedRounds } from '../pit/pit-fixtures.js';
import { onLogFile } from '../support/log-file.js';
import { type PgCluster, startPgCluster } from '../support/pg-cluster.js';
import { openChromium } from './browser.js';
import { e2eSession, SETTLED, SHOTS } from './e2e-session.js';
import { BIN, ROOT, startServe } from './serve-process.js';

/**
 * The pit boss's floor view in Chromium, with tables live: three tables whose logs grow while the
 * page is open (rounds recorded by `sabot simulate --db`, shipped by `sabot ship --follow`), and a
 * fourth that kept its books for a shift. The shipper of one table stops: its lag alarm appears on
 * the page, the pit boss acknowledges it from the page, and the center's journal holds the
 * acknowledgement with its author. The review role sees the same floor and may not acknowledge.
 * Screenshots of the floor in English, French and Russian, and of a table's pit review.
 */
const running = e2eSession();
const run = promisify(execFile);
const GROWING = ['bj-1', 'bj-2', 'bj-3'] as const;
let cluster: PgCluster;
const children: ChildProcess[] = [];

beforeAll(async () => {
  cluster = await startPgCluster();
}, 60_000);
afterAll(async () => {
  await stopShippers();
  await cluster?.stop();
});

/** Before the test's folder is removed: a shipper writes its cursor beside its log. */
async function stopShippers(): Promise<void> {
  await Promise.all(
    children.splice(0).map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}

const sabot = (...args: string[]) => run(process.execPath, [BIN, ...args]);

function follow(db: string): ChildProcess {
  const child = spawn(process.execPath, [BIN, 'ship', '--db', db, '--pg', cluster.url, '--follow'], {
    stdio: 'ignore',
  });
  children.push(child);
  return child;
}

/** test-results/e2e/, and with SABOT_DOCS_SCREENSHOT=1 docs/screenshots/ for the README. */
async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
  if (process.env.SABOT_DOCS_SCREENSHOT === '1')
    await page.screenshot({ path: join(ROOT, 'docs', 'screenshots', `${name}.png`) });
}

async function tryLogIn(page: Page, role: 'pit-boss' | 'review', name: string, pin: string): Promise<void> {
  const form = page.locator('form.login');
  await form.locator('select').selectOption(role);
  await form.locator('input').first().fill(name);
  await form.locator('input[type="password"]').fill(pin);
  await form.locator('button[type="submit"]').click();
}

async function logIn(page: Page, role: 'pit-boss' | 'review', name: string, pin: string): Promise<void> {
  await tryLogIn(page, role, name, pin);
  await expect.poll(() => page.locator('table.floor').count(), SETTLED).toBe(1);
}

const roundOf = (page: Page, table: string) =>
  page.locator(`tr[data-table="${table}"] [data-testid="round"]`).textContent();

describe('the floor view in Chromium', () => {
  it('shows every table live, and a lag alarm raised at a table is acknowledged by the pit boss, journaled with the author', {
    timeout: 240_000,
  }, async () => {
    const dir = tempDir();
    const logs = Object.fromEntries(GROWING.map((table) => [table, join(dir, `${table}.db`)]));
    for (const [index, table] of GROWING.entries())
      await sabot(...simulatedRounds(logs[table] as string, 3, index + 1));
    garbledFrameDuringLastRound(logs['bj-2'] as string);
    const booked = join(dir, 'bj-4.db');
    const from = new Date(Date.now() - 40 * 60_000).toISOString();
    await sabot(...simulatedDays(booked, { seed: 9, from }));
    await sabot('ship', '--db', booked, '--pg', cluster.url);
    // The pit boss's PIN first; the review role's first PIN is the pit boss's to give.
    for (const [role, lines] of [
      ['pit-boss', ['4826']],
      ['review', ['4826', '7391']],
    ] as const)
      expect((await setPitPin(cluster.url, role, 'manager', lines)).code).toBe(0);
    const shippers = Object.fromEntries(GROWING.map((table) => [table, follow(logs[table] as string)]));
    follow(booked);

    running.serve = await startServe(
      join(dir, 'pit'),
      ['--pg', cluster.url, '--lag-after', '3', '--check-every', '250'],
      {
        command: ['pit', 'serve'],
        ready: /^Floor: (http:\/\/\S+)$/m,
      },
    );
    running.browser = await openChromium(join(dir, 'browser'), { viewport: { width: 1400, height: 820 } });
    const { page, problems } = running.browser;
    await page.goto(running.serve.url);
    // A wrong PIN is said in the page's language.
    await page.locator('.language-picker select').selectOption('fr');
    await tryLogIn(page, 'pit-boss', 'marie', '1111');
    await expect
      .poll(() => page.locator('[data-testid="login-refusal"]').textContent(), SETTLED)
      .toContain('accès au pit refusé');
    await page.locator('.language-picker select').selectOption('en');
    await logIn(page, 'pit-boss', 'marie', '4826');
    await expect.poll(() => page.locator('tr[data-table]').count(), SETTLED).toBe(4);

    // The tables play on while the page is open: each new round shows without a reload.
    const before = Object.fromEntries(
      await Promise.all(GROWING.map(async (table) => [table, await roundOf(page, table)])),
    );
    let seed = 100;
    for (let pass = 0; pass < 2; pass++)
      for (const table of GROWING) await sabot(...simulatedRounds(logs[table] as string, 1, seed++));
    for (const table of GROWING) await expect.poll(() => roundOf(page, table), SETTLED).toMatch(/#5\b/);
    for (const table of GROWING) expect(await roundOf(page, table)).not.toBe(before[table]);

    // The reader's trouble in a round of bj-2 is the table's own alarm, on the page.
    await expect
      .poll(() => page.locator('li[data-kind="table"][data-table="bj-2"]').count(), SETTLED)
      .toBe(1);
    // The books table's figures come from its shift report.
    await expect.poll(() => page.locator('tr[data-table="bj-4"]').textContent(), SETTLED).toMatch(/%/);
    // Its croupier on duty by name and badge: the last to sign in at the table, as its log holds it.
    const signedIn = onLogFile(booked, (log) =>
      log
        .prepare<[], { badge: string; name: string }>(
          "SELECT json_extract(data, '$.badge') AS badge, json_extract(data, '$.name') AS name FROM events WHERE type = 'CroupierSignedIn' ORDER BY position DESC LIMIT 1",
        )
        .get(),
    );
    expect(signedIn).toBeDefined();
    await expect(page.locator('tr[data-table="bj-4"] [data-testid="croupier"]').textContent()).resolves.toBe(
      `${signedIn?.name} (${signedIn?.badge})`,
    );

    // bj-3's shipper stops: the center hears nothing more from it, and the lag alarm appears.
    shippers['bj-3']?.kill('SIGTERM');
    const lag = page.locator('li[data-kind="lag"][data-table="bj-3"]');
    await expect.poll(() => lag.count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.locator('tr[data-table="bj-3"] .shipping.silent').count(), SETTLED).toBe(1);
    await shot(page, 'pit-floor-en');
    await lag.locator('button').click();
    await expect
      .poll(() => lag.locator('[data-testid="acknowledged"]').textContent(), SETTLED)
      .toContain('marie');
    const alarm = Number(await lag.getAttribute('data-alarm'));
    expect(
      await central(
        cluster.url,
        "SELECT operator, role, table_id, alarm_id::int AS alarm FROM pit_center_journal WHERE action = 'acknowledge'",
      ),
    ).toEqual([{ operator: 'marie', role: 'pit-boss', table_id: 'bj-3', alarm }]);

    for (const language of ['fr', 'ru'] as const) {
      await page.locator('.language-picker select').selectOption(language);
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(language);
      await shot(page, `pit-floor-${language}`);
    }
    await page.locator('.language-picker select').selectOption('en');

    // The rounds with an alarm across every table, and the pit's report of the day.
    await page.locator('form.pit-search button[type="submit"]').click();
    await expect.poll(() => page.locator('[data-found^="bj-2:"]').count(), SETTLED).toBe(1);
    await expect
      .poll(() => page.locator('[data-testid="pit-report"]').textContent(), SETTLED)
      .toContain('Tables');

    // One click opens the table's pit review, read from the center's copy.
    await page.locator('tr[data-table="bj-2"] button.floor-open').click();
    await expect.poll(() => page.locator('button.round-row').count(), SETTLED).toBeGreaterThan(0);
    await page.locator('button.round-row').first().click();
    await expect
      .poll(() => page.locator('[data-testid="verify-status"]').getAttribute('data-ok'), SETTLED)
      .toBe('true');
    await expect
      .poll(() => page.locator('[data-testid="rulings-read-only"]').textContent(), SETTLED)
      .toContain('made at the table');
    await shot(page, 'pit-floor-review');

    // The surveillance room: the same floor, the alarms read only.
    const watcher = await page.context().newPage();
    await watcher.goto(running.serve.url);
    await logIn(watcher, 'review', 'sam', '7391');
    await expect.poll(() => watcher.locator('[data-testid="alarms-read-only"]').count(), SETTLED).toBe(1);
    expect(await watcher.locator('.pit-alarms button').count()).toBe(0);
    await watcher.screenshot({ path: join(SHOTS, 'pit-floor-review-role.png') });
    expect(problems).toEqual([]);
    await stopShippers();
  });
});
