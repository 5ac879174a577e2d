import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openLogDatabase } from '../../../app/core/log/database.js';
import { EventStore } from '../../../app/core/log/event-store.js';
import { Journal } from '../../../app/core/log/journal.js';
import { toNewEvent } from '../../../app/core/log/log-mapping.js';
import { RoleGuard } from '../../../app/core/roles/role-guard.js';
import { contextOf, openTable } from '../../../engine/round/table.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { runSabot, runSabotWithInput } from '../../support/run-cli.js';
import { migrationsBefore, tempDir } from './log-fixtures.js';

const clock = () => new Date('2026-12-01T02:00:00Z');
const PIN_ROWS = 'SELECT position, role, hash, set_at, set_by, prev_seal, seal FROM pins ORDER BY position';

/** A table's log as the Sabot before the croupier PIN wrote it: a table, a pit-boss PIN changed once, a wrong PIN journaled. */
function logBeforeTheCroupierPin(): string {
  const old = migrationsBefore(12);
  const path = join(tempDir(), 'old.db');
  const db = openLogDatabase(path, { migrationsDir: old });
  const store = new EventStore(db, `${path}.head`);
  const limits = contextOf(openTable(classic6d)).limits;
  const meta = { time: '2026-11-30T19:00:00.000Z', source: 'system', operator: 'system' } as const;
  store.append([toNewEvent({ type: 'TableOpened', profile: classic6d, limits }, null, meta)]);
  const guard = new RoleGuard(db, new Journal(db), clock);
  expect(guard.setPin('pit-boss', '482913', { operator: 'manager' })).toBeNull();
  expect(guard.check('pit-boss', { operator: 'eve', pin: '000000' }, 'void')).toMatch(/wrong/);
  expect(guard.setPin('pit-boss', '771204', { operator: 'manager', pin: '482913' })).toBeNull();
  store.close();
  db.close();
  return path;
}

describe('the croupier PIN (migration 012)', () => {
  it('given a log with PINs made before it, when this Sabot opens it, then every PIN row stays as it was and the log verifies', async () => {
    const path = logBeforeTheCroupierPin();
    const readRows = () => {
      const db = openLogDatabase(path);
      const rows = db.prepare(PIN_ROWS).all();
      db.close();
      return rows;
    };
    const before = (() => {
      const db = openLogDatabase(path, { migrationsDir: migrationsBefore(12) });
      const rows = db.prepare(PIN_ROWS).all();
      db.close();
      return rows;
    })();
    expect(before).toHaveLength(2);

    const set = await runSabotWithInput(
      ['135790'],
      'pin',
      'set',
      '--db',
      path,
      '--operator',
      'lea',
      '--role',
      'croupier',
    );
    expect(set.err).toBe('');
    expect(set.out).toContain('the croupier PIN of');
    const after = readRows();
    expect(after.slice(0, 2)).toEqual(before);
    expect(after[2]).toMatchObject({ position: 3, role: 'croupier', set_by: 'lea' });

    const verified = await runSabot('verify', '--db', path);
    expect(verified.code).toBe(0);

    const db = openLogDatabase(path);
    const guard = new RoleGuard(db, new Journal(db), clock);
    expect(guard.check('pit-boss', { operator: 'ana', pin: '771204' }, 'void')).toBeNull();
    expect(guard.check('croupier', { operator: 'lea', pin: '135790' }, 'close')).toBeNull();
    expect(guard.check('croupier', { operator: 'lea', pin: '771204' }, 'close')).toMatch(
      /wrong croupier PIN/,
    );
    // The guards of the rebuilt table are those of migration 009.
    expect(() => db.prepare("UPDATE pins SET set_by = 'eve' WHERE position = 1").run()).toThrow(
      'a PIN is changed by adding a new one',
    );
    expect(() => db.prepare('DELETE FROM pins WHERE position = 1').run()).toThrow(
      'a PIN is changed by adding a new one',
    );
    expect(() =>
      db.prepare("INSERT INTO pins (role, hash, set_at, set_by) VALUES ('croupier', 'x', 't', 'eve')").run(),
    ).toThrow('a PIN is written with its seal');
    expect(() =>
      db
        .prepare(
          `INSERT INTO pins (role, hash, set_at, set_by, prev_seal, seal) VALUES ('dealer', 'x', 't', 'eve', '${'0'.repeat(64)}', '${'0'.repeat(64)}')`,
        )
        .run(),
    ).toThrow(/CHECK constraint failed/);
    db.close();
  });

  it('given no role named, `sabot pin set` sets the ruling role; an unknown role is refused with the roles', async () => {
    const path = join(tempDir(), 'table.db');
    const db = openLogDatabase(path);
    const store = new EventStore(db, `${path}.head`);
    const limits = contextOf(openTable(classic6d)).limits;
    const meta = { time: '2026-11-30T19:00:00.000Z', source: 'system', operator: 'system' } as const;
    store.append([toNewEvent({ type: 'TableOpened', profile: classic6d, limits }, null, meta)]);
    store.close();
    db.close();
    const set = await runSabotWithInput(['482913'], 'pin', 'set', '--db', path, '--operator', 'manager');
    expect(set.out).toContain('the pit-boss PIN of');
    const wrong = await runSabotWithInput(
      ['482913'],
      'pin',
      'set',
      '--db',
      path,
      '--operator',
      'x',
      '--role',
      'dealer',
    );
    expect(wrong.code).not.toBe(0);
    expect(wrong.err).toContain(
      'there is no role "dealer": the roles with a PIN are pit-boss, bank, croupier',
    );
  });
});
