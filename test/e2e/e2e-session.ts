import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll } from 'vitest';
import type { Browser } from './browser.js';
import { ROOT, requireBuild, type ServeProcess } from './serve-process.js';

/** Where every end-to-end test saves its screenshots (a test artifact, ignored by git). */
export const SHOTS = join(ROOT, 'test-results', 'e2e');
/**
 * How long the page may take to show what the table did: a deadline, not a wait (every use polls),
 * long enough for a two-core machine running the suite beside other work.
 */
export const SETTLED = { timeout: 20_000 };

/**
 * The served table and the browser of the test in progress: the build is required before the
 * file runs, and both are stopped after each test, whatever it did.
 */
export function e2eSession(): { serve?: ServeProcess; browser?: Browser } {
  const running: { serve?: ServeProcess; browser?: Browser } = {};
  beforeAll(() => {
    requireBuild();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterEach(async () => {
    await running.browser?.close();
    await running.serve?.stop();
    running.browser = undefined;
    running.serve = undefined;
  });
  return running;
}
