import { join } from 'node:path';
import type { Card } from '../../engine/cards/card.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { type BrowserOptions, openChromium } from './browser.js';
import type { e2eSession } from './e2e-session.js';
import { scriptedReader } from './scripted-reader.js';
import { startServe } from './serve-process.js';

/**
 * `sabot serve` at a new classic-6d table whose reader is a scripted shoe, and its screen in
 * Chromium with bets open and the reader switched on: where every scripted round starts.
 */
export async function openScriptedTable(
  running: ReturnType<typeof e2eSession>,
  cards: readonly Card[],
  options: { readonly serveArgs?: readonly string[]; readonly browser?: BrowserOptions } = {},
) {
  const dir = tempDir();
  const db = join(dir, 'table.db');
  const reader = await scriptedReader(cards);
  const serve = await startServe(dir, [
    '--db',
    db,
    '--profile',
    'classic-6d',
    '--device',
    reader.hostPath,
    ...(options.serveArgs ?? []),
  ]);
  running.serve = serve;
  const browser = await openChromium(dir, options.browser);
  running.browser = browser;
  const { page } = browser;
  await page.goto(serve.url);
  await page.locator('.croupier[data-phase="betting"]').waitFor();
  await reader.switchOn(db);
  return { db, dir, page, reader, serve, browser };
}
