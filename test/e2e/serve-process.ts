import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const BIN = join(ROOT, 'bin', 'sabot.js');

/** The e2e tests drive what `npm run build` made, as a croupier would run it. */
export function requireBuild(): void {
  for (const built of ['dist/app/cli/main.js', 'dist/renderer/index.html'])
    if (!existsSync(join(ROOT, built)))
      throw new Error(`${built} is missing: run "npm run build" first ("npm test" builds before it tests)`);
}

export interface ServeProcess {
  readonly url: string;
  readonly pid: number;
  readonly out: () => string;
  /** Ctrl-C, as the croupier closes the table; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * `sabot serve` in its own process on a free port, with its data and config in `dir`; `input` is
 * its standard input (beyond loopback: the croupier and review PINs). `command` and `ready` serve
 * another server the same way (`sabot pit serve`, which says `Floor: URL`). Its data directory is
 * `dir/data/sabot` (XDG_DATA_HOME), the same for every process started in the same `dir`.
 */
export async function startServe(
  dir: string,
  args: readonly string[],
  options: {
    readonly input?: string;
    readonly nodeArgs?: readonly string[];
    readonly command?: readonly string[];
    readonly ready?: RegExp;
    /** How long it may take to say it is ready: more for a pit that makes its own PostgreSQL first. */
    readonly readyWithinMs?: number;
  } = {},
): Promise<ServeProcess> {
  mkdirSync(dir, { recursive: true });
  const command = options.command ?? ['serve'];
  const ready = options.ready ?? /^Dashboard: (http:\/\/\S+)$/m;
  const argv = [...(options.nodeArgs ?? []), BIN, ...command, '--port', '0', ...args];
  const child: ChildProcess = spawn(process.execPath, argv, {
    cwd: dir,
    env: { ...process.env, XDG_CONFIG_HOME: join(dir, 'config'), XDG_DATA_HOME: join(dir, 'data') },
    stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
  if (options.input !== undefined) child.stdin?.end(options.input);
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`sabot ${command.join(' ')} did not start:\n${out}${err}`)),
      options.readyWithinMs ?? 15_000,
    );
    const look = (): void => {
      const found = ready.exec(out);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    };
    child.stdout?.on('data', look);
    void exited.then((code) =>
      reject(new Error(`sabot ${command.join(' ')} exited with ${code}:\n${out}${err}`)),
    );
  });
  return {
    url,
    pid: child.pid as number,
    out: () => out + err,
    stop: async () => {
      child.kill('SIGINT');
      return exited;
    },
  };
}
