import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../core/log/log-fixtures.js';
import { runSabot } from '../support/run-cli.js';

/**
 * Every numeric option of every command, given text that is no number of its kind: each stops as
 * bad usage (exit 2) with a sentence naming the option and what it takes, before anything opens.
 */
const SCRIPT = join(import.meta.dirname, '../scenarios/classic-6d/dealer-bust.jsonl');

const CASES: readonly (readonly [string[], string, string])[] = [
  [['table', '--db', 'DB', '--profile', 'classic-6d'], '--baud', 'abc'],
  [['table', '--db', 'DB', '--profile', 'classic-6d'], '--seed', 'abc'],
  [['table', '--db', 'DB', '--profile', 'classic-6d'], '--seed', 'Infinity'],
  [['serve', '--db', 'DB', '--profile', 'classic-6d'], '--baud', '1e5'],
  [['serve', '--db', 'DB', '--profile', 'classic-6d'], '--seed', '-3'],
  [['serve', '--db', 'DB', '--profile', 'classic-6d'], '--port', '0x50'],
  [['start', '--db', 'DB', '--web'], '--baud', ''],
  [['start', '--db', 'DB', '--web'], '--seed', '1.5'],
  [['start', '--db', 'DB', '--web'], '--port', 'http'],
  [['play', '--script', SCRIPT], '--min', 'abc'],
  [['play', '--script', SCRIPT], '--max', 'Infinity'],
  [['shoe-sim', '--print'], '--seed', 'abc'],
  [['shoe-sim', '--print'], '--pace', 'fast'],
  [['shoe-sim', '--print'], '--baud', 'abc'],
  [['shoe-sim', '--print'], '--power-on-delay', 'soon'],
  [['shoe-sim', '--print'], '--corrupt', '2'],
  [['shoe-sim', '--print'], '--drop', 'abc'],
  [['shoe-sim', '--print'], '--duplicate', 'NaN'],
  [['shoe-sim', '--print'], '--garbage', '-0.1'],
  [['shoe-sim', '--pty'], '--silence-every', 'abc'],
  [['shoe-sim', '--pty'], '--silence-for', 'Infinity'],
  [['shoe-sim', '--pty'], '--disconnect-every', '1e9'],
  [['shoe-sim', '--pty'], '--disconnect-for', 'abc'],
  [['simulate', '--profile', 'open-6d', '--rounds', '10'], '--seed', 'abc'],
  [['simulate', '--profile', 'open-6d', '--rounds', '10'], '--boxes', 'abc'],
  [['simulate', '--profile', 'open-6d', '--rounds', '10'], '--workers', 'all'],
  [['simulate', '--profile', 'open-6d'], '--rounds', 'many'],
  [['drill'], '--hands', 'abc'],
  [['drill'], '--seed', 'abc'],
  [['odds', 'dealer'], '--simulate', 'abc'],
  [['odds', 'dealer', '--simulate', '10'], '--seed', 'abc'],
  [['rounds', '--db', 'DB'], '--box', 'abc'],
  [['rounds', '--db', 'DB'], '--limit', 'abc'],
  [['replay', '--db', 'DB'], '--round', 'abc'],
  [['export', '--db', 'DB'], '--round', 'abc'],
  [['ruling', 'void', '--db', 'DB', '--reason', 'r', '--operator', 'p'], '--round', 'abc'],
  [['ruling', 'note', '--db', 'DB', '--text', 't', '--operator', 'p'], '--round', 'abc'],
  [['ruling', 'card', '--db', 'DB', '--to', '5S', '--reason', 'r', '--operator', 'p'], '--position', 'abc'],
  [['ruling', 'card', '--db', 'DB', '--to', '5S', '--reason', 'r', '--operator', 'p'], '--round', 'abc'],
  [['ruling', 'card', '--db', 'DB', '--to', '5S', '--reason', 'r', '--operator', 'p'], '--card', '5S'],
];

describe('numeric options', () => {
  it.each(CASES)('%j refuses %s %j as bad usage, naming what it takes', async (command, option, value) => {
    const db = join(tempDir(), 'table.db');
    const argv = [...command.map((word) => (word === 'DB' ? db : word)), option, value];
    const { code, err } = await runSabot(...argv);
    expect(code).toBe(2);
    expect(err).toMatch(new RegExp(`${option} takes (a whole number|a share|seconds|an amount)`));
    expect(err).toContain(`not "${value}"`);
    expect(existsSync(db)).toBe(false);
  });

  it('takes digits with _ between groups, as before', async () => {
    const { code, out } = await runSabot('drill', '--hands', '1_0', '--seed', '7');
    expect(code).toBe(0);
    expect(out).toContain('Hand 10');
  });
});
