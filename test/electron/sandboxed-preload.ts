import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

const root = join(import.meta.dirname, '..', '..');

export interface PreloadRun {
  /** What the preload put on the page's `window`, by key. */
  readonly exposed: Record<string, Record<string, unknown>>;
  readonly invoked: [channel: string, payload: unknown][];
  readonly listeners: Map<string, ((event: unknown, message: unknown) => void)[]>;
}

/**
 * Compiles app/preload/preload.cts from the sources (never a stale `dist/`) and runs it the way
 * a sandboxed renderer does: CommonJS in a bare context whose `require` knows only `electron`.
 * A preload that needed any other module would throw here as it would in Electron.
 */
export function runSandboxedPreload(): PreloadRun {
  const tsc = join(root, 'node_modules', '.bin', 'tsc');
  if (!existsSync(tsc)) throw new Error(`the TypeScript compiler is missing at ${tsc}: run npm ci first`);
  const out = mkdtempSync(join(tmpdir(), 'sabot-preload-'));
  let source: string;
  try {
    execFileSync(tsc, [
      ...['--ignoreConfig', '--outDir', out, '--rootDir', root, '--module', 'nodenext', '--target', 'es2023'],
      // Emitted only, not checked: the typecheck checks it against Electron's types, which live
      // in the desktop shell's own install and need not be here.
      ...['--types', 'node', '--noCheck', join(root, 'app', 'preload', 'preload.cts')],
    ]);
    source = readFileSync(join(out, 'app', 'preload', 'preload.cjs'), 'utf8');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }

  const run: PreloadRun = { exposed: {}, invoked: [], listeners: new Map() };
  const electron = {
    contextBridge: {
      exposeInMainWorld: (key: string, api: Record<string, unknown>) => {
        run.exposed[key] = api;
      },
    },
    ipcRenderer: {
      invoke: (channel: string, payload: unknown) => {
        run.invoked.push([channel, payload]);
        return Promise.resolve({ ok: true });
      },
      on: (channel: string, listener: (event: unknown, message: unknown) => void) => {
        run.listeners.set(channel, [...(run.listeners.get(channel) ?? []), listener]);
      },
      removeListener: (channel: string, listener: unknown) => {
        run.listeners.set(
          channel,
          (run.listeners.get(channel) ?? []).filter((known) => known !== listener),
        );
      },
    },
  };
  const sandboxRequire = (name: string) => {
    if (name === 'electron') return electron;
    throw new Error(`a sandboxed preload cannot require ${name}`);
  };
  const module = { exports: {} };
  const wrapped = runInNewContext(`(function (require, exports, module) {${source}\n})`, {});
  wrapped(sandboxRequire, module.exports, module);
  return run;
}
