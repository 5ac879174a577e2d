import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(new URL('../../bin/sabot.js', import.meta.url));

/**
 * The command (`sabot start`, `sabot serve`) in its own process until it prints its Dashboard
 * line, then Ctrl-C: all it printed on each stream and its exit. `stdin` is what is piped in (the
 * session PINs beyond loopback); `env` adds to the environment (a LANG).
 */
export async function untilDashboard(
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; stdin?: string } = {},
): Promise<{ out: string; err: string; code: number | null }> {
  const child = spawn(process.execPath, [bin, ...args], {
    env: { ...process.env, ...options.env },
    stdio: [options.stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
  if (options.stdin !== undefined) child.stdin?.end(options.stdin);
  const { stdout, stderr } = child;
  if (!stdout || !stderr) throw new Error('the command was spawned without its output streams');
  let out = '';
  let err = '';
  stderr.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no Dashboard line:\n${out}${err}`)), 20_000);
      stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (/^Dashboard: https?:\/\/127\.0\.0\.1:\d+\/$/m.test(out)) {
          clearTimeout(timer);
          resolve();
        }
      });
      void exited.then((code) => reject(new Error(`sabot ${args[0]} exited with ${code}:\n${out}${err}`)));
    });
  } finally {
    child.kill('SIGINT');
  }
  const code = await exited;
  return { out, err, code };
}
