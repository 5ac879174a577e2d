import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../core/log/log-fixtures.js';
import { runSabot, runSabotWithInput } from '../support/run-cli.js';

describe('sabot serve, before it listens', () => {
  it('is listed with its options', async () => {
    const help = await runSabot('serve', '--help');
    expect(help.code).toBe(0);
    for (const option of ['--db', '--device', '--port', '--profile', '--listen-beyond-loopback'])
      expect(help.out).toContain(option);
  });

  it('beyond loopback reads the croupier and review PINs from one line of standard input', async () => {
    const db = join(tempDir(), 'table.db');
    const one = await runSabotWithInput(['2468'], 'serve', '--db', db, '--listen-beyond-loopback');
    expect(one.code).toBe(2);
    expect(one.err).toContain("give two PINs on one line: the croupier's, then the reviewer's");
    const same = await runSabotWithInput(['2468 2468'], 'serve', '--db', db, '--listen-beyond-loopback');
    expect(same.code).toBe(3);
    expect(same.err).toContain('the croupier and review PINs must differ');
    const short = await runSabotWithInput(['24 1357'], 'serve', '--db', db, '--listen-beyond-loopback');
    expect(short.err).toContain('the croupier PIN: a PIN is 4 to 12 digits');
  });

  it('refuses a port that is not one', async () => {
    const bad = await runSabot('serve', '--db', join(tempDir(), 'table.db'), '--port', '70000');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--port takes a whole number from 0 to 65535, not "70000"');
  });
});
