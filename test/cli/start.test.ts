import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { verifyLog } from '../../app/core/log/verify.js';
import { tempDir } from '../core/log/log-fixtures.js';

const bin = fileURLToPath(new URL('../../bin/sabot.js', import.meta.url));

/** `npm start` as a croupier meets it: the simulator, a log in the data directory, the keyboard. */
describe('sabot start', () => {
  it('opens the table with the simulated shoe, deals a round from the keyboard and keeps it in a verified log', () => {
    const dataDir = tempDir();
    // Two bets, deal, then five empty lines: five cards pulled from the simulated shoe.
    const keys = ['b1 10', 'b2 10', 'deal', '', '', '', '', '', 'quit'].join('\n');
    const run = spawnSync(process.execPath, [bin, 'start', '--seed', '11'], {
      input: keys,
      encoding: 'utf8',
      env: { ...process.env, SABOT_DATA_DIR: dataDir },
      timeout: 20_000,
    });
    expect(run.status).toBe(0);
    const db = join(dataDir, 'classic-6d.db');
    expect(run.stdout).toContain(`Log: ${db}`);
    expect(run.stdout).toContain('with the shoe simulator on a pseudo-terminal');
    expect(run.stdout).toMatch(/Round 1 · (dealing|players)/);
    expect(existsSync(db)).toBe(true);
    const verified = verifyLog(db);
    expect(verified.ok && verified.events).toBeGreaterThanOrEqual(5);
  });
});
