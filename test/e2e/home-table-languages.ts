import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { type Language, translatorFor } from '../../app/i18n/index.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { openChromium } from './browser.js';
import type { e2eSession } from './e2e-session.js';
import { startServe } from './serve-process.js';

/** The croupier's screen in each of its languages, as the browser's locale picks it. */
export const LOCALES: readonly (readonly [Language, string])[] = [
  ['en', 'en-US'],
  ['fr', 'fr-FR'],
  ['ru', 'ru-RU'],
];

/** `sabot serve` at a new table of `profile` on the simulated shoe, and its screen in Chromium in `locale`. */
export async function openTableIn(
  running: ReturnType<typeof e2eSession>,
  profile: string,
  locale: string,
  seed = 5,
): Promise<{ db: string; page: Page; problems: string[] }> {
  const dir = tempDir();
  const db = join(dir, 'table.db');
  running.serve = await startServe(dir, ['--db', db, '--profile', profile, '--seed', String(seed)]);
  // The size of a touch screen beside the shoe: the screen must fit it.
  running.browser = await openChromium(dir, { locale, viewport: { width: 1280, height: 800 } });
  const { page, problems } = running.browser;
  await page.goto(running.serve.url);
  await page.locator('.croupier[data-phase="betting"]').waitFor();
  return { db, page, problems };
}

/** The same at a new home-1d table. */
export const openHomeTable = (running: ReturnType<typeof e2eSession>, locale: string, seed = 5) =>
  openTableIn(running, 'home-1d', locale, seed);

/** The words the screen should show, from the same catalogues. */
export const wordsOf = (language: Language) => {
  const words = translatorFor(language);
  return {
    screen: (key: Parameters<typeof words.text<'screen'>>[1], params?: Record<string, string | number>) =>
      words.text('screen', key, params),
    review: (key: Parameters<typeof words.text<'review'>>[1], params?: Record<string, string | number>) =>
      words.text('review', key, params),
    pit: (key: Parameters<typeof words.text<'pit'>>[1], params?: Record<string, string | number>) =>
      words.text('pit', key, params),
    say: (code: string, params: Record<string, string | number> = {}) => words.say({ code, params }),
  };
};
