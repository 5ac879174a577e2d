import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository, from dist/test/bench/ where the bench runs. */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface ServeChild {
  readonly url: string;
  /** Ctrl-C, as the croupier closes the table. */
  stop(): Promise<void>;
}

/** `sabot serve` in its own process, as a croupier runs web mode, on a free port. */
export async function startServeChild(dir: string, args: readonly string[]): Promise<ServeChild> {
  const child = spawn(process.execPath, [join(ROOT, 'bin', 'sabot.js'), 'serve', '--port', '0', ...args], {
    cwd: dir,
    env: { ...process.env, XDG_CONFIG_HOME: join(dir, 'config'), XDG_DATA_HOME: join(dir, 'data') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let said = '';
  child.stdout.on('data', (chunk: Buffer) => {
    said += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    said += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`sabot serve did not start:\n${said}`)), 15_000);
    child.stdout.on('data', () => {
      const found = /^Dashboard: (http:\/\/\S+)$/m.exec(said);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    });
    void exited.then(() => reject(new Error(`sabot serve exited:\n${said}`)));
  });
  return {
    url,
    stop: async () => {
      child.kill('SIGINT');
      await exited;
    },
  };
}
