import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';

/** Debian's Chromium, headless, with the flags STACK.md found it needs here. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  readonly page: Page;
  /** Console errors and uncaught exceptions: a CSP violation shows here. */
  readonly problems: string[];
  close(): Promise<void>;
}

export interface BrowserOptions {
  /** The browser's language (navigator.languages and Accept-Language): 'en-US', 'fr-FR', 'ru-RU'. */
  readonly locale?: string;
  readonly viewport?: { readonly width: number; readonly height: number };
}

/** A fresh browser profile in `dir`, through Playwright's API (no browser download needed). */
export async function openChromium(dir: string, options: BrowserOptions = {}): Promise<Browser> {
  const xdg = join(dir, 'xdg');
  mkdirSync(xdg, { recursive: true });
  const context: BrowserContext = await chromium.launchPersistentContext(join(dir, 'profile'), {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    env: { ...process.env, XDG_CONFIG_HOME: xdg, XDG_CACHE_HOME: xdg },
    viewport: options.viewport ?? { width: 1400, height: 900 },
    locale: options.locale ?? 'en-US',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { page, problems, close: () => context.close() };
}
