import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(new URL('../../bin/sabot.js', import.meta.url));

/**
 * `sabot table` in its own process as a croupier runs it, its keyboard scripted on standard input;
 * what it printed, and its exit. `env` adds to the environment (a croupier's LANG).
 */
export function keyTable(
  args: readonly string[],
  lines: readonly string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, 'table', ...args], {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      out += String(chunk);
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, out }));
    child.stdin.end(`${lines.join('\n')}\n`);
  });
}
