import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../bin/sabot.js', import.meta.url));

/** The installed command, as `npx sabot` runs it: the compiled CLI behind bin/sabot.js. */
describe('the sabot command', () => {
  it('runs the compiled CLI and prints JSON a script can read', () => {
    const out = execFileSync(process.execPath, [bin, 'rules', 'open-6d', '--json'], { encoding: 'utf8' });
    expect(JSON.parse(out).id).toBe('open-6d');
  });

  it('returns the documented exit codes to the shell', () => {
    expect(spawnSync(process.execPath, [bin, 'rules', 'nope']).status).toBe(3);
    expect(spawnSync(process.execPath, [bin, '--no-such-flag']).status).toBe(2);
    expect(spawnSync(process.execPath, [bin, '--help']).status).toBe(0);
  });
});
