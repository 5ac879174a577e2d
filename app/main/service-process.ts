import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { readyPort } from './service-launch.js';

/**
 * The table service's process, whichever way it was started: a plain Node child in development,
 * Electron's utilityProcess in the packaged app. Both print the same ready line.
 */
export interface ServiceChild {
  readonly stdout: NodeJS.ReadableStream | null;
  stop(): void;
  onExit(listener: (code: number | null) => void): void;
}

/**
 * Development: the service runs on the `node` of the PATH, the Node the project's
 * `node_modules` were built for. Electron's own Node has another ABI; running the service there
 * would need an Electron build of better-sqlite3, which would break the CLI and the tests.
 * `SABOT_NODE` names another Node binary.
 */
export function spawnWithNode(
  entry: string,
  args: readonly string[],
  env: Record<string, string>,
): ServiceChild {
  const child = spawn(env.SABOT_NODE ?? 'node', [entry, ...args], {
    env,
    // stdin stays open as a lifeline: the service can end itself when it closes.
    stdio: ['pipe', 'pipe', 'inherit'],
    windowsHide: true,
  });
  return {
    stdout: child.stdout,
    stop: () => void child.kill('SIGTERM'),
    onExit: (listener) => {
      child.once('exit', (code) => listener(code));
      // A missing `node` is reported as an error, not an exit.
      child.once('error', () => listener(null));
    },
  };
}

/** How long a service may take to open its log (a large log checks its chain head first). */
const READY_TIMEOUT_MS = 30_000;

/** The port the service listens on, once it says it is ready; rejects if it ends or stays silent. */
export function waitUntilReady(child: ServiceChild, timeoutMs = READY_TIMEOUT_MS): Promise<number> {
  return new Promise((resolve, reject) => {
    if (child.stdout === null) {
      reject(new Error('the table service has no output to announce itself on'));
      return;
    }
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const timer = setTimeout(
      () => finish(() => reject(new Error(`the table service was not ready after ${timeoutMs / 1000} s`))),
      timeoutMs,
    );
    // Read to the end, after the ready line too: a full pipe would block the service.
    createInterface({ input: child.stdout }).on('line', (line) => {
      const port = settled ? undefined : readyPort(line);
      if (port !== undefined) finish(() => resolve(port));
      else process.stdout.write(`[table service] ${line}\n`);
    });
    child.onExit((code) =>
      finish(() => reject(new Error(`the table service stopped before it was ready (exit code ${code})`))),
    );
  });
}
