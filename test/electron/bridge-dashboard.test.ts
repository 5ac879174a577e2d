import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OPERATION_NAMES, TABLE_CHANGED, TABLE_SOCKET_PATH } from '../../app/contract.js';
import { type Browser, openChromium } from '../e2e/browser.js';
import { croupierScreen } from '../e2e/croupier-screen.js';
import { SETTLED } from '../e2e/e2e-session.js';
import { requireBuild } from '../e2e/serve-process.js';

/**
 * The built dashboard in Chromium as the Electron window runs it, Electron's binary aside. main.ts
 * runs for real against a stand-in `electron` module, as in development: it starts `sabot serve`
 * on plain Node with the launch's secret, connects to it and registers its IPC handlers. The page
 * gets a `window.sabot` shaped like the preload's, whose every function goes, through Playwright,
 * to the very handler main.ts registered for that operation (sender and payload checks, then the
 * table service); the table's changes come back through the window's `webContents.send`. The
 * bundle is served by the `app://` protocol handler main.ts registered, with the window's CSP.
 */
type IpcHandler = (event: { senderFrame: { url: string } | null }, payload: unknown) => Promise<unknown>;
type Listener = (...args: never[]) => unknown;

const electron = vi.hoisted(() => ({
  ipc: new Map<string, IpcHandler>(),
  appProtocol: undefined as ((request: { url: string }) => Promise<Response>) | undefined,
  appListeners: new Map<string, Listener[]>(),
  windowUrl: undefined as string | undefined,
  /** What main.ts sends the window; the test points it at the page. */
  toWindow: (_channel: string, _message: unknown): void => {},
  errors: [] as string[],
}));

vi.mock('electron', () => {
  const ignore = () => {};
  class BrowserWindow {
    readonly webContents = {
      send: (channel: string, message: unknown) => electron.toWindow(channel, message),
    };
    once() {}
    focus() {}
    isDestroyed = () => false;
    async loadURL(url: string) {
      electron.windowUrl = url;
    }
  }
  return {
    app: {
      // Development: the service runs on the `node` of the PATH with the project's modules.
      isPackaged: false,
      on: (event: string, listener: Listener) =>
        void electron.appListeners.set(event, [...(electron.appListeners.get(event) ?? []), listener]),
      enableSandbox: ignore,
      requestSingleInstanceLock: () => true,
      whenReady: async () => {},
      quit: ignore,
      exit: ignore,
    },
    protocol: {
      registerSchemesAsPrivileged: ignore,
      handle: (_scheme: string, handler: (request: { url: string }) => Promise<Response>) => {
        electron.appProtocol = handler;
      },
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: ignore,
        setPermissionCheckHandler: ignore,
        setDevicePermissionHandler: ignore,
        webRequest: { onBeforeRequest: ignore, onHeadersReceived: ignore },
      },
    },
    ipcMain: { handle: (channel: string, handler: IpcHandler) => void electron.ipc.set(channel, handler) },
    dialog: { showErrorBox: (_title: string, text: string) => void electron.errors.push(text) },
    BrowserWindow,
    utilityProcess: { fork: () => expect.unreachable('development never forks a utility process') },
  };
});

/** Chromium cannot load a custom scheme it was not started with: the page lives on a stand-in http origin. */
const PAGE_ORIGIN = 'http://sabot.test';
const asAppUrl = (url: string) => url.replace(PAGE_ORIGIN, 'app://sabot');

/** The window's page: every request of it answered by main.ts's `app://` handler. */
async function openBundlePage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.route(`${PAGE_ORIGIN}/**`, async (route) => {
    const handler = electron.appProtocol;
    if (!handler) throw new Error('main.ts registered no app:// handler');
    const response = await handler({ url: asAppUrl(route.request().url()) });
    await route.fulfill({
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: Buffer.from(await response.arrayBuffer()),
    });
  });
  return page;
}

/**
 * What the preload exposes, rebuilt in the page: one function per operation and the table
 * subscription. Runs in the page before its scripts, as a preload does.
 */
function bridgeInPage(names: readonly string[]): void {
  const page = globalThis as unknown as Record<string, unknown>;
  const invoke = page.sabotInvoke as (op: string, payload: unknown) => Promise<unknown>;
  const listeners = new Set<(message: unknown) => void>();
  page.sabotTableChanged = (message: unknown) => {
    for (const listener of listeners) listener(message);
  };
  const bridge: Record<string, unknown> = {
    onTableChanged: (listener: (message: unknown) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    // This page's table changes in its tests; no alarm is raised.
    onAlarmsChanged: () => () => {},
  };
  for (const name of names) bridge[name] = (payload: unknown) => invoke(name, payload);
  page.sabot = Object.freeze(bridge);
}

let dataDir = '';
let browser: Browser | undefined;

beforeAll(async () => {
  requireBuild();
  dataDir = mkdtempSync(join(tmpdir(), 'sabot-bridge-'));
  // main.ts keeps its log where `sabot start` does: here, in a folder of this test's own.
  process.env.SABOT_DATA_DIR = dataDir;
  await import('../../app/main/main.js');
  await vi.waitFor(() => expect(electron.windowUrl).toBe('app://sabot/index.html'), { timeout: 10_000 });
  browser = await openChromium(join(dataDir, 'browser'));
}, 30_000);

afterAll(async () => {
  await browser?.close();
  for (const listener of electron.appListeners.get('before-quit') ?? []) listener();
  for (const listener of electron.appListeners.get('will-quit') ?? []) listener();
  rmSync(dataDir, { recursive: true, force: true });
});

interface BridgedPage {
  readonly page: Page;
  /** Every WebSocket the page opened. */
  readonly sockets: string[];
  /** Every operation the page called through the bridge, in order. */
  readonly invoked: string[];
  readonly pushes: () => number;
  readonly problems: string[];
}

/**
 * The window's page with the bridge: each call goes to main.ts's handler with the calling frame as
 * the sender Electron would name (`senderUrl`), and each table main.ts sends the window reaches
 * the page's subscribers.
 */
async function openBridgedPage(senderUrl: (frameUrl: string) => string = asAppUrl): Promise<BridgedPage> {
  const context = browser?.page.context();
  if (!context) throw new Error('the browser did not start');
  const page = await openBundlePage(context);
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  const problems: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && problems.push(message.text())));
  page.on('pageerror', (error) => problems.push(error.message));
  const invoked: string[] = [];
  await page.exposeBinding('sabotInvoke', async ({ frame }, op: string, payload: unknown) => {
    invoked.push(op);
    const handler = electron.ipc.get(op);
    if (!handler) throw new Error(`No handler registered for '${op}'`);
    try {
      return await handler({ senderFrame: { url: senderUrl(frame.url()) } }, payload);
    } catch (error) {
      // As ipcRenderer.invoke rejects when the main process's handler throws.
      throw new Error(`Error invoking remote method '${op}': ${String(error)}`);
    }
  });
  let pushes = 0;
  let relay = Promise.resolve();
  electron.toWindow = (channel, message) => {
    if (channel !== TABLE_CHANGED || page.isClosed()) return;
    pushes++;
    relay = relay.then(async () => {
      await page.evaluate((table) => {
        (globalThis as unknown as { sabotTableChanged: (table: unknown) => void }).sabotTableChanged(table);
      }, message);
    });
  };
  await page.addInitScript(bridgeInPage, [...OPERATION_NAMES]);
  await page.goto(`${PAGE_ORIGIN}/index.html`);
  return { page, sockets, invoked, pushes: () => pushes, problems };
}

describe('the dashboard inside the Electron window', () => {
  it('plays a round through window.sabot and opens no WebSocket', { timeout: 120_000 }, async () => {
    const { page, sockets, invoked, pushes, problems } = await openBridgedPage();
    await page.locator('.croupier[data-phase="betting"]').waitFor(SETTLED);
    expect(await page.locator('.table-header .connection').textContent()).toBe('connected');

    const { keyIn, playToSettlement, settlement } = croupierScreen(page);
    await keyIn('b1 10 ann');
    await keyIn('b2 10 bob');
    await keyIn('deal');
    await playToSettlement();
    expect((await settlement()).length).toBeGreaterThan(0);

    await page.getByRole('tab', { name: 'Pit review' }).click();
    await page.locator('.round-row[data-round="1"]').waitFor(SETTLED);
    await expect.poll(() => page.getByTestId('verify-status').getAttribute('data-ok'), SETTLED).toBe('true');

    expect(sockets).toEqual([]);
    expect([...new Set(invoked)]).toEqual(
      expect.arrayContaining([
        'viewTable',
        'keyIn',
        'pullSimulatedCard',
        'submitInput',
        'listRounds',
        'verifyLog',
      ]),
    );
    expect(pushes()).toBeGreaterThan(5);
    expect(problems).toEqual([]);
    expect(electron.errors).toEqual([]);
    await page.close();
  });

  it("shows a call the main process refuses with the refusal's own sentence", async () => {
    // The frame's real address, not the app's: the main process's sender check refuses every call.
    const { page, sockets } = await openBridgedPage((frameUrl) => frameUrl);
    const refusal = page.getByText(`a page outside the app (${PAGE_ORIGIN}/index.html) called the table`, {
      exact: true,
    });
    await refusal.waitFor(SETTLED);
    expect(sockets).toEqual([]);
    await page.close();
  });

  it('reaches for the WebSocket when the page has no bridge, as in a browser', async () => {
    const context = browser?.page.context();
    if (!context) throw new Error('the browser did not start');
    const page = await openBundlePage(context);
    const socket = page.waitForEvent('websocket', SETTLED);
    await page.goto(`${PAGE_ORIGIN}/index.html`);
    expect((await socket).url()).toBe(`ws://sabot.test${TABLE_SOCKET_PATH}`);
    await page.close();
  });
});
