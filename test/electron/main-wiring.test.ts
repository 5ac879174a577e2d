import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OPERATION_NAMES, TABLE_CHANGED } from '../../app/contract.js';
import { CONTENT_SECURITY_POLICY } from '../../app/main/content-policy.js';
import { SERVICE_SECRET_ENV } from '../../app/main/service-launch.js';
import { FAKE_TABLE, fakeServiceEnvironment } from './fixtures/fake-service-env.js';

/**
 * main.ts run against a recording stand-in for Electron (whose binary cannot run here), as a
 * packaged app: the table service is the fake one, forked through the stand-in utilityProcess.
 * Checks that the wiring attaches what the pure modules promise.
 */
type Listener = (...args: never[]) => unknown;
const electron = vi.hoisted(() => {
  // Keeps the default log out of the home folder: main.ts creates its data directory.
  process.env.SABOT_DATA_DIR = `${process.env.TMPDIR ?? '/tmp'}/sabot-electron-wiring`;
  const record = {
    appListeners: new Map<string, Listener[]>(),
    schemes: [] as unknown[],
    protocolHandlers: new Map<string, (request: { url: string }) => Promise<Response>>(),
    session: new Map<string, unknown>(),
    ipc: new Map<string, (event: unknown, payload: unknown) => Promise<unknown>>(),
    windows: [] as { options: unknown; url?: string; sent: [string, unknown][] }[],
    forks: [] as { entry: string; args: string[]; options: { env: Record<string, string> } }[],
    children: [] as ChildProcess[],
    errors: [] as string[],
    sandboxEnabled: false,
  };
  return record;
});

vi.mock('electron', () => {
  const on = (event: string, listener: Listener) =>
    void electron.appListeners.set(event, [...(electron.appListeners.get(event) ?? []), listener]);
  const keep = (name: string) => (handler: unknown) => void electron.session.set(name, handler);
  class BrowserWindow {
    readonly record: { options: unknown; url?: string; sent: [string, unknown][] };
    readonly webContents = {
      send: (channel: string, message: unknown) => this.record.sent.push([channel, message]),
    };
    constructor(options: unknown) {
      this.record = { options, sent: [] };
      electron.windows.push(this.record);
    }
    once() {}
    focus() {}
    isDestroyed = () => false;
    async loadURL(url: string) {
      this.record.url = url;
    }
  }
  return {
    app: {
      isPackaged: true,
      on,
      enableSandbox: () => {
        electron.sandboxEnabled = true;
      },
      requestSingleInstanceLock: () => true,
      whenReady: async () => {},
      quit: () => {},
      exit: () => {},
    },
    protocol: {
      registerSchemesAsPrivileged: (schemes: unknown[]) => void electron.schemes.push(...schemes),
      handle: (scheme: string, handler: never) => void electron.protocolHandlers.set(scheme, handler),
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: keep('permissionRequest'),
        setPermissionCheckHandler: keep('permissionCheck'),
        setDevicePermissionHandler: keep('devicePermission'),
        webRequest: { onBeforeRequest: keep('beforeRequest'), onHeadersReceived: keep('headersReceived') },
      },
    },
    ipcMain: { handle: (channel: string, handler: never) => void electron.ipc.set(channel, handler) },
    dialog: { showErrorBox: (_title: string, text: string) => void electron.errors.push(text) },
    BrowserWindow,
    utilityProcess: {
      fork: (entry: string, args: string[], options: { env: Record<string, string> }) => {
        electron.forks.push({ entry, args, options });
        const fake = join(import.meta.dirname, 'fixtures', 'fake-table-service.mjs');
        const child = spawn(process.execPath, [fake], {
          env: options.env,
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        electron.children.push(child);
        return { stdout: child.stdout, kill: () => child.kill(), once: child.once.bind(child) };
      },
    },
  };
});

const fromApp = (url = 'app://sabot/index.html') => ({ senderFrame: { url } });

describe('the main process, wired to a stand-in Electron', () => {
  beforeAll(async () => {
    Object.assign(process.env, fakeServiceEnvironment());
    await import('../../app/main/main.js');
    await vi.waitFor(() => expect(electron.windows[0]?.url).toBe('app://sabot/index.html'), {
      timeout: 10_000,
    });
  });
  afterAll(() => {
    for (const listener of electron.appListeners.get('before-quit') ?? []) listener();
    for (const listener of electron.appListeners.get('will-quit') ?? []) listener();
    rmSync(process.env.SABOT_DATA_DIR ?? '', { recursive: true, force: true });
  });

  it('forks `sabot serve` with a secret in its environment only', () => {
    const [fork] = electron.forks;
    expect(fork?.entry).toMatch(/bin[/\\]sabot\.js$/);
    expect(fork?.args).toEqual([
      'serve',
      '--port',
      '0',
      '--profile',
      'classic-6d',
      '--db',
      `${process.env.SABOT_DATA_DIR}/classic-6d.db`,
    ]);
    const secret = fork?.options.env[SERVICE_SECRET_ENV] ?? '';
    expect(secret).toHaveLength(43);
    expect(fork?.args.join(' ')).not.toContain(secret);
  });

  it('opens the sandboxed, isolated window on app://sabot with the CommonJS preload', () => {
    expect(electron.sandboxEnabled).toBe(true);
    expect(electron.schemes).toEqual([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
    ]);
    expect(electron.windows[0]?.options).toMatchObject({
      webPreferences: { contextIsolation: true, sandbox: true, nodeIntegration: false, webviewTag: false },
    });
    const options = electron.windows[0]?.options as { webPreferences: { preload: string } } | undefined;
    expect(options?.webPreferences.preload).toMatch(/dist[/\\]app[/\\]preload[/\\]preload\.cjs$/);
  });

  it('refuses every permission and every request that leaves the app, and sets the CSP', () => {
    const request = electron.session.get('permissionRequest') as (
      w: unknown,
      p: string,
      c: (g: boolean) => void,
    ) => void;
    const granted = vi.fn();
    request({}, 'media', granted);
    expect(granted).toHaveBeenCalledWith(false);
    expect((electron.session.get('permissionCheck') as () => boolean)()).toBe(false);
    expect((electron.session.get('devicePermission') as () => boolean)()).toBe(false);
    const cancelled = vi.fn();
    (electron.session.get('beforeRequest') as (d: { url: string }, c: typeof cancelled) => void)(
      { url: 'https://example.com/' },
      cancelled,
    );
    expect(cancelled).toHaveBeenCalledWith({ cancel: true });
    const headers = vi.fn();
    (electron.session.get('headersReceived') as (d: object, c: typeof headers) => void)({}, headers);
    expect(headers.mock.calls[0]?.[0].responseHeaders['Content-Security-Policy']).toEqual([
      CONTENT_SECURITY_POLICY,
    ]);
  });

  it('denies navigation, redirects, webviews and new windows in every web contents', () => {
    const events = new Map<string, Listener>();
    let openHandler: (() => unknown) | undefined;
    const contents = {
      on: (event: string, listener: Listener) => void events.set(event, listener),
      setWindowOpenHandler: (handler: () => unknown) => {
        openHandler = handler;
      },
    };
    for (const listener of electron.appListeners.get('web-contents-created') ?? [])
      listener({} as never, contents as never);
    for (const event of ['will-navigate', 'will-redirect', 'will-attach-webview']) {
      const attempt = { preventDefault: vi.fn() };
      (events.get(event) as (e: typeof attempt) => void)(attempt);
      expect(attempt.preventDefault, event).toHaveBeenCalled();
    }
    expect(openHandler?.()).toEqual({ action: 'deny' });
  });

  it('serves only the bundle through app://', async () => {
    const handler = electron.protocolHandlers.get('app');
    expect((await handler?.({ url: 'app://sabot/..%2f..%2fpackage.json' }))?.status).toBe(403);
    expect((await handler?.({ url: 'app://elsewhere/index.html' }))?.status).toBe(403);
  });

  it('handles exactly the contract operations, checked, and relays them to the table service', async () => {
    expect([...electron.ipc.keys()].sort()).toEqual([...OPERATION_NAMES].sort());
    const viewTable = electron.ipc.get('viewTable');
    await expect(viewTable?.(fromApp(), {})).resolves.toEqual(FAKE_TABLE);
    await expect(viewTable?.(fromApp('https://evil.example/'), {})).rejects.toThrow(/outside the app/);
    await expect(viewTable?.({ senderFrame: null }, {})).rejects.toThrow(/frame is gone/);
    await expect(viewTable?.(fromApp(), { extra: 1 })).rejects.toThrow(/viewTable refused/);
  });

  it('pushes the table to the window when it changes', async () => {
    await expect(electron.ipc.get('keyIn')?.(fromApp(), { line: 'h' })).resolves.toEqual({ ok: true });
    await vi.waitFor(() =>
      expect(electron.windows[0]?.sent).toContainEqual([
        TABLE_CHANGED,
        expect.objectContaining({ view: expect.objectContaining({ profile: 'keyed: h' }) }),
      ]),
    );
    expect(electron.errors).toEqual([]);
  });

  it('refuses a reply that breaks the contract, saying the two sides differ in version', async () => {
    await expect(electron.ipc.get('verifyLog')?.(fromApp(), {})).rejects.toThrow(
      /the table's reply to verifyLog is not what this dashboard understands \(ok: .*\): the table service and the dashboard are not the same version/,
    );
  });
});
