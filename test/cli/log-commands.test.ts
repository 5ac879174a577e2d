import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { tamper, tempDir } from '../core/log/log-fixtures.js';
import { runSabot, runSabotWithInput } from '../support/run-cli.js';

const push = 'test/scenarios/classic-6d/push.jsonl';

async function recordedTable(): Promise<string> {
  const db = join(tempDir(), 'table.db');
  const played = await runSabot('play', '--script', push, '--db', db, '--json');
  expect(played.code).toBe(0);
  return db;
}

describe('sabot play --db, verify, replay, export, backup', () => {
  it('records a script into a log that verifies, and replays it to the same report', async () => {
    const db = join(tempDir(), 'table.db');
    const played = JSON.parse((await runSabot('play', '--script', push, '--db', db, '--json')).out);
    const pure = JSON.parse((await runSabot('play', '--script', push, '--json')).out);
    expect(played).toEqual(pure);

    const verified = await runSabot('verify', '--db', db);
    expect(verified.code).toBe(0);
    expect(verified.out).toMatch(/intact — \d+ events, chain head at \d+/);

    const replayed = await runSabot('replay', '--db', db, '--json');
    expect(replayed.code).toBe(0);
    const replay = JSON.parse(replayed.out);
    expect(replay.rounds).toEqual(pure.rounds);
    expect(replay.rejected).toEqual([]);
    expect(replay.audit.rounds.every((audit: { matches: boolean }) => audit.matches)).toBe(true);

    const one = JSON.parse((await runSabot('replay', '--db', db, '--round', '2', '--json')).out);
    expect(one.rounds).toEqual([pure.rounds[1]]);
    expect((await runSabot('replay', '--db', db, '--round', '9')).code).toBe(3);
  });

  it('exports the log as JSON Lines with positions and hashes chained', async () => {
    const db = await recordedTable();
    const lines = (await runSabot('export', '--db', db)).out
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines[0]).toMatchObject({ position: 1, type: 'TableOpened', stream: 'table' });
    lines.slice(1).forEach((event, index) => {
      expect(event.position).toBe(index + 2);
      expect(event.prevHash).toBe(lines[index].hash);
    });
  });

  it('names the position of a changed row and of a cut tail', async () => {
    const changed = await recordedTable();
    const firstCard = (
      new Database(changed, { readonly: true })
        .prepare("SELECT min(position) AS n FROM events WHERE type = 'CardDrawn'")
        .get() as { n: number }
    ).n;
    tamper(changed, `UPDATE events SET data = '{"card":"2C"}' WHERE position = ${firstCard}`);
    const afterChange = await runSabot('verify', '--db', changed);
    expect(afterChange.code).toBe(3);
    expect(afterChange.err).toContain(`is NOT intact at position ${firstCard}`);

    const cut = await recordedTable();
    const last = (
      new Database(cut, { readonly: true }).prepare('SELECT max(position) AS n FROM events').get() as {
        n: number;
      }
    ).n;
    tamper(cut, `DELETE FROM events WHERE position > ${last - 2}`);
    const afterCut = await runSabot('verify', '--db', cut);
    expect(afterCut.code).toBe(3);
    expect(afterCut.err).toContain(`truncated after position ${last - 2}`);
  });

  it('backs up a log to a verified copy, and never overwrites a file', async () => {
    const db = await recordedTable();
    const copy = join(tempDir(), 'copy.db');
    const first = await runSabot('backup', '--db', db, '--to', copy);
    expect(first.code).toBe(0);
    expect(first.out).toContain('verified');
    expect(existsSync(`${copy}.head`)).toBe(true);
    expect((await runSabot('verify', '--db', copy)).code).toBe(0);
    const again = await runSabot('backup', '--db', db, '--to', copy);
    expect(again.code).toBe(3);
    expect(again.err).toContain('already exists');
  });

  it('says plainly that a file is not a Sabot log', async () => {
    const notALog = join(tempDir(), 'notes.db');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(notALog, 'these are my notes, not a database');
    const replay = await runSabot('replay', '--db', notALog);
    expect(replay.code).toBe(3);
    expect(replay.err).toContain('is not a Sabot log');
    expect(replay.err).not.toContain('    at ');
  });
});

describe('sabot pin and ruling', () => {
  it('sets the pit-boss PIN, refuses a wrong one, and records a void with its author', async () => {
    const db = await recordedTable();
    // ana voids round 1 as exposed, with the pit-boss PIN typed at the prompt.
    const voidRoundOne = (pin: string) =>
      runSabotWithInput(
        [pin],
        'ruling',
        'void',
        '--db',
        db,
        '--round',
        '1',
        '--reason',
        'exposed',
        '--operator',
        'ana',
      );
    expect((await runSabotWithInput(['4829'], 'pin', 'set', '--db', db, '--operator', 'manager')).code).toBe(
      0,
    );
    const wrong = await voidRoundOne('1111');
    expect(wrong.code).toBe(3);
    expect(wrong.err).toContain('wrong pit-boss PIN');
    const right = await voidRoundOne('4829');
    expect(right.code).toBe(0);
    expect(right.out).toBe('round 1 is void\n');
    const replay = JSON.parse((await runSabot('replay', '--db', db, '--round', '1', '--json')).out);
    expect(replay.rounds[0].voided).toEqual({ reason: 'exposed', author: 'ana' });
    expect(Object.values(replay.rounds[0].net).every((net) => net === 0)).toBe(true);
    expect(replay.audit.rounds[0].matches).toBe(true);
    expect((await runSabot('verify', '--db', db)).code).toBe(0);
  });

  it('changes a PIN only with the current one', async () => {
    const db = await recordedTable();
    await runSabotWithInput(['4829'], 'pin', 'set', '--db', db, '--operator', 'manager');
    const refused = await runSabotWithInput(['0000', '5555'], 'pin', 'set', '--db', db, '--operator', 'x');
    expect(refused.code).toBe(3);
    const changed = await runSabotWithInput(
      ['4829', '5555'],
      'pin',
      'set',
      '--db',
      db,
      '--operator',
      'manager',
    );
    expect(changed.code).toBe(0);
  });
});
