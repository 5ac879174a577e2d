import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(new URL('../../bin/sabot.js', import.meta.url));

/**
 * The installed command in its own process, as a pit boss runs it from a shell: what it printed
 * and its exit. `env` adds to the environment (a LANG); `stdin` is what is piped in (a PIN).
 */
export function runBin(
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; stdin?: string } = {},
): { code: number | null; out: string; err: string } {
  const run = spawnSync(process.execPath, [bin, ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...options.env },
    input: options.stdin ?? '',
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}
