import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { OPERATION_NAMES, TABLE_CHANGED } from '../../app/contract.js';
import { APP_ENTRY_URL, isAppUrl } from '../../app/main/app-origin.js';
import { bundleFileFor, respondFromBundle } from '../../app/main/bundle-files.js';
import { CONTENT_SECURITY_POLICY, withContentPolicy } from '../../app/main/content-policy.js';
import { checkPayload, checkSender, guardedOperation } from '../../app/main/ipc-guard.js';
import {
  allowOnlyAppRequests,
  denyNavigation,
  denyPermissionCheck,
  denyPermissionRequest,
  denyWebview,
  denyWindowOpen,
  enforceContentPolicy,
} from '../../app/main/security-handlers.js';
import { croupierWindowOptions } from '../../app/main/window-options.js';
import { runSandboxedPreload } from './sandboxed-preload.js';

const preventable = () => ({ preventDefault: vi.fn() });

/** The CSP as directive → sources. */
function directives(policy: string): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) parsed.set(name, sources);
  }
  return parsed;
}

describe("the croupier's window", () => {
  const preferences = croupierWindowOptions({ preload: '/app/preload.cjs', devTools: false }).webPreferences;

  it('isolates and sandboxes the page, with no Node anywhere in it', () => {
    expect(preferences?.contextIsolation).toBe(true);
    expect(preferences?.sandbox).toBe(true);
    expect(preferences?.nodeIntegration).toBe(false);
    expect(preferences?.nodeIntegrationInWorker).toBe(false);
    expect(preferences?.nodeIntegrationInSubFrames).toBe(false);
  });

  it('keeps web security on, refuses insecure content and the webview tag', () => {
    expect(preferences?.webSecurity).toBe(true);
    expect(preferences?.allowRunningInsecureContent).toBe(false);
    expect(preferences?.webviewTag).toBe(false);
    expect(preferences?.experimentalFeatures).toBe(false);
  });

  it('loads the preload and offers DevTools only when told to (development)', () => {
    expect(preferences?.preload).toBe('/app/preload.cjs');
    expect(preferences?.devTools).toBe(false);
  });
});

describe('the content security policy', () => {
  const policy = directives(CONTENT_SECURITY_POLICY);

  it("allows by default only the app's own origin", () => {
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
  });

  it('allows no inline code, no eval, no wildcard and no remote scheme in any directive', () => {
    for (const [name, sources] of policy) {
      for (const source of sources) {
        expect(source, name).not.toMatch(/unsafe-|^\*$|^(https?|wss?|file|blob):$/);
      }
    }
  });

  it('refuses plugins, frames, base rewriting and form posts', () => {
    for (const name of ['object-src', 'frame-src', 'frame-ancestors', 'base-uri', 'form-action']) {
      expect(policy.get(name), name).toEqual(["'none'"]);
    }
  });

  it('replaces any policy a response carried with the app’s own', () => {
    const headers = withContentPolicy({
      'content-security-policy': "default-src *; script-src 'unsafe-eval'",
    });
    expect(Object.keys(headers).filter((name) => name.toLowerCase() === 'content-security-policy')).toEqual([
      'Content-Security-Policy',
    ]);
    expect(headers['Content-Security-Policy']).toEqual([CONTENT_SECURITY_POLICY]);
    const callback = vi.fn();
    enforceContentPolicy({ responseHeaders: { 'Content-Type': ['text/html'] } }, callback);
    expect(callback.mock.calls[0]?.[0].responseHeaders['Content-Security-Policy']).toEqual([
      CONTENT_SECURITY_POLICY,
    ]);
  });
});

describe('what the page may do beyond showing itself', () => {
  it('may not navigate or be redirected anywhere', () => {
    const navigation = preventable();
    denyNavigation(navigation);
    expect(navigation.preventDefault).toHaveBeenCalledOnce();
  });

  it('may not open a window', () => {
    expect(denyWindowOpen({ url: 'https://example.com/' } as never)).toEqual({ action: 'deny' });
  });

  it('may not attach a webview', () => {
    const attach = preventable();
    denyWebview(attach);
    expect(attach.preventDefault).toHaveBeenCalledOnce();
  });

  it('is refused every permission it requests and every permission check', () => {
    for (const permission of ['media', 'serial', 'notifications', 'geolocation', 'openExternal']) {
      const callback = vi.fn();
      denyPermissionRequest({}, permission, callback);
      expect(callback).toHaveBeenCalledExactlyOnceWith(false);
    }
    expect(denyPermissionCheck()).toBe(false);
  });

  it('may fetch from its own origin only', () => {
    const verdict = (url: string) => {
      const callback = vi.fn();
      allowOnlyAppRequests({ url }, callback);
      return callback.mock.calls[0]?.[0];
    };
    expect(verdict('app://sabot/assets/index.js')).toEqual({ cancel: false });
    for (const url of [
      'https://example.com/',
      'http://127.0.0.1:8080/',
      'file:///etc/passwd',
      'app://other/x.js',
    ]) {
      expect(verdict(url), url).toEqual({ cancel: true });
    }
  });
});

describe("the app's origin and its bundle", () => {
  it('is app://sabot and nothing that merely looks like it', () => {
    expect(isAppUrl(APP_ENTRY_URL)).toBe(true);
    for (const url of [
      'app://sabot.evil.example/',
      'app://sabot:8080/',
      'app://user@sabot/',
      'https://sabot/',
      'file:///index.html',
      'not a url',
      undefined,
    ]) {
      expect(isAppUrl(url), String(url)).toBe(false);
    }
  });

  it('serves files of the bundle only, never one outside it', () => {
    const bundle = '/opt/sabot/dist/renderer';
    expect(bundleFileFor('app://sabot/assets/main.js', bundle)).toMatchObject({
      ok: true,
      path: join(bundle, 'assets', 'main.js'),
      contentType: 'text/javascript; charset=utf-8',
    });
    expect(bundleFileFor('app://sabot/review', bundle)).toMatchObject({ path: join(bundle, 'index.html') });
    // The URL parser already folds dot segments (even encoded ones) into the bundle's root.
    expect(bundleFileFor('app://sabot/%2e%2e/%2e%2e/etc/passwd.txt', bundle)).toMatchObject({
      path: join(bundle, 'etc', 'passwd.txt'),
    });
    for (const url of [
      'app://sabot/assets/..%2f..%2fsecret.db',
      'app://sabot/assets/..%5c..%5csecret.db',
      'app://sabot/a%00.js',
      'app://elsewhere/index.html',
    ]) {
      expect(bundleFileFor(url, bundle), url).toEqual({ ok: false, status: 403 });
    }
  });

  it('answers with the file and the CSP, or with a refusal', async () => {
    const bundle = mkdtempSync(join(tmpdir(), 'sabot-bundle-'));
    writeFileSync(join(bundle, 'index.html'), '<!doctype html><title>Sabot</title>');
    const page = await respondFromBundle('app://sabot/', bundle);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('<title>Sabot</title>');
    expect((await respondFromBundle('app://sabot/missing.js', bundle)).status).toBe(404);
    expect((await respondFromBundle('app://sabot/..%2fsecret', bundle)).status).toBe(403);
    rmSync(bundle, { recursive: true, force: true });
  });
});

describe('IPC from the page to the table', () => {
  it("accepts calls from the app's own page and refuses any other sender", () => {
    expect(checkSender('app://sabot/index.html').ok).toBe(true);
    for (const url of [
      'https://evil.example/',
      'file:///tmp/x.html',
      'app://sabot.evil.example/',
      undefined,
    ]) {
      expect(checkSender(url).ok, String(url)).toBe(false);
    }
  });

  it('validates every payload with the contract before it goes anywhere', () => {
    expect(checkPayload('keyIn', { line: 'h' })).toEqual({ ok: true, value: { line: 'h' } });
    expect(checkPayload('keyIn', { line: 'h', extra: true }).ok).toBe(false);
    expect(checkPayload('keyIn', { line: 'x'.repeat(201) }).ok).toBe(false);
    expect(checkPayload('voidRound', { round: 3, reason: 'misdeal', operator: 'pit', pin: '12' }).ok).toBe(
      false,
    );
    expect(checkPayload('viewTable', 'not an object').ok).toBe(false);
    expect(checkPayload('send', {}).ok).toBe(false);
  });

  it('forwards only what passed both checks, in its parsed form', async () => {
    const forward = vi.fn(async () => ({ ok: true }));
    const keyIn = guardedOperation('keyIn', forward);
    await expect(keyIn('https://evil.example/', { line: 'h' })).rejects.toThrow(/outside the app/);
    await expect(keyIn(APP_ENTRY_URL, { line: 42 })).rejects.toThrow(/keyIn refused/);
    expect(forward).not.toHaveBeenCalled();
    await expect(keyIn(APP_ENTRY_URL, { line: 'h' })).resolves.toEqual({ ok: true });
    expect(forward).toHaveBeenCalledExactlyOnceWith('keyIn', { line: 'h' });
  });

  it('refuses a reply that breaks the contract, rather than show it', async () => {
    const keyIn = guardedOperation('keyIn', async () => ({ ok: 'maybe' }));
    await expect(keyIn(APP_ENTRY_URL, { line: 'h' })).rejects.toThrow(
      /reply to keyIn is not what this dashboard understands/,
    );
  });
});

describe('the preload bridge', () => {
  const run = runSandboxedPreload();
  const bridge = run.exposed.sabot ?? {};

  it("exposes exactly the contract's operations and the table subscription, under window.sabot", () => {
    expect(Object.keys(run.exposed)).toEqual(['sabot']);
    expect(Object.keys(bridge).sort()).toEqual(
      [...OPERATION_NAMES, 'onTableChanged', 'onAlarmsChanged'].sort(),
    );
    for (const [name, member] of Object.entries(bridge)) expect(typeof member, name).toBe('function');
  });

  it('sends each operation on its own fixed channel, never through a generic send', async () => {
    for (const operation of OPERATION_NAMES) {
      await (bridge[operation] as (payload: unknown) => Promise<unknown>)({ probe: operation });
    }
    expect(run.invoked).toEqual(OPERATION_NAMES.map((operation) => [operation, { probe: operation }]));
    for (const generic of ['send', 'invoke', 'on', 'ipcRenderer', 'sendSync'])
      expect(bridge).not.toHaveProperty(generic);
  });

  it('hands the page the table on every change, without the IPC event, until it unsubscribes', () => {
    const seen: unknown[] = [];
    const unsubscribe = (bridge.onTableChanged as (listener: (m: unknown) => void) => () => void)((m) =>
      seen.push(m),
    );
    const listeners = run.listeners.get(TABLE_CHANGED) ?? [];
    expect(listeners).toHaveLength(1);
    listeners[0]?.({ sender: 'the IPC event' }, { paused: false });
    expect(seen).toEqual([{ paused: false }]);
    unsubscribe();
    expect(run.listeners.get(TABLE_CHANGED)).toEqual([]);
  });
});
