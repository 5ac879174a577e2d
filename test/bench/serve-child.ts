import { spawn } from 'node:child_process';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Conditions } from './conditions.js';
import { REPO_ROOT } from './repo-root.js';

export interface ServeChild {
  readonly url: string;
  /** The served table's process, for its resident memory. */
  readonly pid: number;
  /** Ctrl-C, as the croupier closes the table. */
  stop(): Promise<void>;
}

/** A `sabot` command in its own process, started once it printed its address. */
export interface SabotChild extends ServeChild {
  /** Every line it wrote to its standard error so far. */
  readonly complaints: readonly string[];
}

/** `sabot serve` in its own process, as a croupier runs web mode, on a free port. */
export const startServeChild = (dir: string, args: readonly string[]): Promise<ServeChild> =>
  startSabotChild(dir, ['serve', '--port', '0', ...args], /^Dashboard: (http:\/\/\S+)$/m);

/**
 * `sabot ARGS` in its own process, its address read from what it prints (`address`'s first group);
 * `nodeArgs` go to node before the script (a CPU profile), `env` beside the bench's own.
 */
export async function startSabotChild(
  dir: string,
  args: readonly string[],
  address: RegExp,
  more: { readonly nodeArgs?: readonly string[]; readonly env?: Record<string, string> } = {},
): Promise<SabotChild> {
  const script = [...(more.nodeArgs ?? []), join(REPO_ROOT, 'bin', 'sabot.js'), ...args];
  const child = spawn(process.execPath, script, {
    cwd: dir,
    env: {
      ...process.env,
      ...more.env,
      XDG_CONFIG_HOME: join(dir, 'config'),
      XDG_DATA_HOME: join(dir, 'data'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let said = '';
  const complaints: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => {
    said += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    said += chunk.toString();
    complaints.push(
      ...chunk
        .toString()
        .split('\n')
        .filter((line) => line !== ''),
    );
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`sabot ${args[0]} did not start:\n${said}`)), 15_000);
    child.stdout.on('data', () => {
      const found = address.exec(said);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    });
    void exited.then(() => reject(new Error(`sabot ${args[0]} exited:\n${said}`)));
  });
  return {
    url,
    pid: child.pid ?? Number.NaN,
    complaints,
    stop: async () => {
      child.kill('SIGINT');
      await exited;
    },
  };
}

/** A frame written before the served table opened its port would be lost: wait for its journal. */
export async function untilJournaled(db: string): Promise<void> {
  const conditions = new Conditions();
  const journaled = (): boolean => {
    const log = new Database(db, { readonly: true, fileMustExist: true });
    try {
      return (log.prepare<[], { n: number }>('SELECT count(*) AS n FROM device_journal').get()?.n ?? 0) > 0;
    } finally {
      log.close();
    }
  };
  const timer = setInterval(() => conditions.poke(), 50);
  try {
    await conditions.until(journaled, 10_000, "the reader's first frame in the served table's journal");
  } finally {
    clearInterval(timer);
  }
}
