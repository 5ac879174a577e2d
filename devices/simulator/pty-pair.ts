import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Message, say } from '../../engine/refusals/message.js';
import { ok, type Result, refuse } from '../../engine/result.js';

/**
 * Two linked pseudo-terminals made by socat: a simulated reader writes into `readerPath`, and the
 * table opens `hostPath` exactly as it opens a USB serial adapter. Node cannot make a pty pair on
 * its own without a native add-on, so socat does it.
 *
 * `unplug()` stops socat: both ptys vanish with their links and the host's open port is hung up,
 * as when a USB reader is pulled out (serialport usually reports the close; ShoeReader also
 * watches the path, because serialport misses a hang-up that falls between two reads).
 * `plugIn()` starts socat again on the same link paths, so the host finds "the same port" again.
 * Closing only the reader's side is not a disconnection: socat keeps the host's side open and the
 * host merely hears silence.
 */
export interface PtyPair {
  readonly readerPath: string;
  readonly hostPath: string;
  /** False between `unplug()` and `plugIn()`, or once socat died on its own. */
  readonly plugged: boolean;
  unplug(): Promise<void>;
  /** Resolves once both links are usable again; the time it took is in the result. */
  plugIn(): Promise<Result<void>>;
  /** Stops socat and removes the links (and the directory, when this pair created it). */
  close(): Promise<void>;
}

/** socat prints this on stderr (with -d -d) once both ptys are open and bytes can flow. */
const READY = 'starting data transfer loop';
const START_TIMEOUT_MS = 5_000;

export async function openPtyPair(dir?: string): Promise<Result<PtyPair>> {
  const ownDir = dir === undefined;
  const base = dir ?? mkdtempSync(join(tmpdir(), 'sabot-pty-'));
  try {
    mkdirSync(base, { recursive: true });
  } catch (error) {
    return refuse(say('simulator.pty-dir', { dir: base, detail: (error as Error).message }));
  }
  const readerPath = join(base, 'reader');
  const hostPath = join(base, 'host');
  let socat: ChildProcess | null = null;

  const start = async (): Promise<Result<void>> => {
    // A socat killed hard leaves its links behind; socat would refuse to create them again.
    rmSync(readerPath, { force: true });
    rmSync(hostPath, { force: true });
    const started = await startSocat(readerPath, hostPath);
    if (!started.ok) return started;
    socat = started.value;
    started.value.once('exit', () => {
      if (socat === started.value) socat = null;
    });
    return ok(undefined);
  };

  const stop = async (): Promise<void> => {
    const running = socat;
    socat = null;
    if (running === null || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.kill('SIGTERM');
    await exited;
  };

  const first = await start();
  if (!first.ok) {
    if (ownDir) rmSync(base, { recursive: true, force: true });
    return first;
  }
  return ok({
    readerPath,
    hostPath,
    get plugged() {
      return socat !== null;
    },
    unplug: stop,
    plugIn: async () => (socat === null ? start() : ok(undefined)),
    close: async () => {
      await stop();
      rmSync(readerPath, { force: true });
      rmSync(hostPath, { force: true });
      if (ownDir) rmSync(base, { recursive: true, force: true });
    },
  });
}

function startSocat(readerPath: string, hostPath: string): Promise<Result<ChildProcess>> {
  return new Promise((resolve) => {
    const child = spawn(
      '/bin/sh',
      [
        '-c',
        SOCAT_WHILE_PARENT_LIVES,
        'socat',
        '-d',
        '-d',
        `pty,raw,echo=0,link=${readerPath}`,
        `pty,raw,echo=0,link=${hostPath}`,
      ],
      { stdio: ['pipe', 'ignore', 'pipe'] },
    );
    // The pipe is only watched from the other end: it must not keep this process alive.
    (child.stdin as unknown as { unref?: () => void } | null)?.unref?.();
    stopWithThisProcess(child);
    let stderr = '';
    let settled = false;
    const settle = (result: Result<ChildProcess>): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timeout);
      clearInterval(linkPoll);
      // socat keeps logging; reading on stops its stderr pipe from ever filling up and blocking it.
      child.stderr?.removeAllListeners('data');
      child.stderr?.resume();
      if (!result.ok) child.kill('SIGTERM');
      resolve(result);
    };
    // Both conditions matter: the message can come before the links are visible to another process.
    const ready = (): boolean => stderr.includes(READY) && existsSync(readerPath) && existsSync(hostPath);
    const linkPoll = setInterval(() => ready() && settle(ok(child)), 5);
    const timeout = setTimeout(
      () => settle(refuse(say('simulator.socat-slow', { said: lastLine(stderr) }))),
      START_TIMEOUT_MS,
    );
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
      if (ready()) settle(ok(child));
    });
    child.once('error', (error: NodeJS.ErrnoException) =>
      settle(
        refuse(
          error.code === 'ENOENT'
            ? say('simulator.socat-missing')
            : say('simulator.socat-failed', { detail: error.message }),
        ),
      ),
    );
    child.once('exit', (code, signal) =>
      settle(
        refuse(
          code === 127
            ? say('simulator.socat-missing')
            : say('simulator.socat-stopped', { how: signal ?? `exit ${code}`, said: lastLine(stderr) }),
        ),
      ),
    );
  });
}

/**
 * socat under a small shell that stops it when this process goes, however it goes: the shell
 * waits on a pipe from this process, which the kernel closes even after a SIGKILL, where no
 * handler of ours runs. A SIGTERM to the shell stops socat the same way. The shell's exit status is
 * socat's.
 */
const SOCAT_WHILE_PARENT_LIVES = [
  'exec 3<&0',
  'socat "$@" </dev/null & socat=$!',
  '(read _ <&3; kill $socat 2>/dev/null) & watcher=$!',
  "trap 'kill $socat 2>/dev/null' TERM INT HUP",
  'wait $socat; status=$?',
  // After a trap, socat's own end; then the watcher, so that it never outlives the socat it names.
  'wait $socat 2>/dev/null',
  'kill $watcher 2>/dev/null',
  'exit $status',
].join('\n');

/** Every socat this process started and that still runs. */
const running = new Set<ChildProcess>();
let watching = false;

/**
 * socat would run on as an orphan if this process ended without stopping it: the pair's links
 * and a process nobody owns would be left behind. Stopped here on every way out: a normal exit,
 * process.exit, an uncaught error or unhandled rejection, and a signal nobody else handles. (A
 * signal another listener handles, as `sabot serve` and `sabot table` do, ends in a normal exit.)
 */
function stopWithThisProcess(child: ChildProcess): void {
  running.add(child);
  child.once('exit', () => running.delete(child));
  if (watching) return;
  watching = true;
  const stopAll = (): void => {
    for (const socat of running) socat.kill('SIGTERM');
  };
  process.once('exit', stopAll);
  process.on('uncaughtExceptionMonitor', stopAll);
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    const onSignal = (): void => {
      if (process.listenerCount(signal) > 1) return;
      stopAll();
      // Alone, the signal ends the process as it would have without this listener.
      process.off(signal, onSignal);
      process.kill(process.pid, signal);
    };
    process.on(signal, onSignal);
  }
}

/** socat's last words as they are (its own language), or that it said nothing. */
const lastLine = (text: string): string | Message =>
  text.trim().split('\n').at(-1) || say('simulator.socat-said-nothing');
