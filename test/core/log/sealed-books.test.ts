import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openLogDatabase } from '../../../app/core/log/database.js';
import { EventStore } from '../../../app/core/log/event-store.js';
import { Journal } from '../../../app/core/log/journal.js';
import { scanSeals } from '../../../app/core/log/sealed-books.js';
import { verifyLog } from '../../../app/core/log/verify.js';
import { hashPin } from '../../../app/core/roles/pin-hash.js';
import { RoleGuard } from '../../../app/core/roles/role-guard.js';
import { translatorFor } from '../../../app/i18n/index.js';
import { cardDrawn, migrationsBefore, tamper, tempDir } from './log-fixtures.js';

const clock = () => new Date('2026-12-01T02:00:00Z');

/** A log as a Sabot before the seals wrote it: events, refusals, device frames and a PIN, unsealed. */
function logBeforeTheSeals(): string {
  const old = migrationsBefore(9);
  const path = join(tempDir(), 'old.db');
  const db = openLogDatabase(path, { migrationsDir: old });
  const store = new EventStore(db, `${path}.head`);
  store.append([cardDrawn('round-1', '9S'), cardDrawn('round-1', '5H')]);
  db.exec(`
    INSERT INTO journal (time, kind, operator, source, asked, reason) VALUES
      ('2026-11-30T20:00:00.000Z', 'refusal', 'croupier', 'keyboard', '{}', 'bets are closed'),
      ('2026-11-30T20:01:00.000Z', 'security', 'someone', 'pin', '{"check":"pin","role":"pit-boss"}', 'wrong pit-boss PIN');
    INSERT INTO device_journal (received_at, device, raw, decoded, verdict, reason) VALUES
      ('2026-11-30T20:00:00.000Z', 'shoe-1', x'0102', NULL, 'rejected', 'bad checksum');
  `);
  db.prepare('INSERT INTO pins (role, hash, set_at, set_by) VALUES (?, ?, ?, ?)').run(
    'pit-boss',
    hashPin('482913'),
    '2026-11-30T19:00:00.000Z',
    'manager',
  );
  store.close();
  db.close();
  return path;
}

describe('the journals and the PINs sealed', () => {
  it('given a log made before the seals, when this Sabot opens it, then every row is sealed and it verifies', () => {
    const path = logBeforeTheSeals();
    expect(verifyLog(path)).toMatchObject({
      ok: false,
      problem: expect.stringContaining('is not sealed yet'),
    });

    const db = openLogDatabase(path);
    for (const book of ['journal', 'device_journal', 'pins'] as const)
      expect(scanSeals(db, book)).toMatchObject({ ok: true });
    // The PIN set before the seals is backed by an entry the migration wrote, naming who set it.
    const backing = new Journal(db).readFrom(1).at(-1);
    expect(backing).toMatchObject({
      kind: 'security',
      operator: 'manager',
      asked: { check: 'pin-set', role: 'pit-boss', pin: 1 },
    });
    expect(backing?.reason).toContain('set by manager at 2026-11-30T19:00:00.000Z');
    // …so the PIN still passes a ruling.
    expect(
      new RoleGuard(db, new Journal(db), clock).check('pit-boss', { operator: 'ana', pin: '482913' }, 'void'),
    ).toBeNull();
    db.close();
    expect(verifyLog(path)).toMatchObject({ ok: true, events: 2 });
  });

  it('given a sealed log, when a row arrives without its seal, then SQLite refuses it', () => {
    const path = join(tempDir(), 'table.db');
    const db = openLogDatabase(path);
    expect(() =>
      db
        .prepare(
          "INSERT INTO journal (time, kind, operator, source, asked, reason) VALUES ('t', 'refusal', 'c', 'k', '{}', 'r')",
        )
        .run(),
    ).toThrow('a journal entry is written with its seal');
    const journal = new Journal(db);
    journal.append({ time: 't', kind: 'refusal', operator: 'c', source: 'k', asked: {}, reason: 'r' });
    expect(() => db.prepare("UPDATE journal SET reason = 'nothing' WHERE position = 1").run()).toThrow(
      'a journal entry is never changed',
    );
    db.close();
  });

  it('given a PIN row inserted by hand with no seal, when the pit boss rules with it, then the ruling is refused and journaled', () => {
    const path = join(tempDir(), 'table.db');
    const setUp = openLogDatabase(path);
    expect(
      new RoleGuard(setUp, new Journal(setUp), clock).setPin('pit-boss', '482913', { operator: 'manager' }),
    ).toBeNull();
    setUp.close();
    tamper(
      path,
      `INSERT INTO pins (role, hash, set_at, set_by) VALUES ('pit-boss', '${hashPin('1111')}', 't', 'manager')`,
    );

    const db = openLogDatabase(path);
    const journal = new Journal(db);
    const refused = new RoleGuard(db, journal, clock).check(
      'pit-boss',
      { operator: 'intruder', pin: '1111' },
      'void round 1',
    );
    expect(refused).toBe(
      'the pit-boss PIN in row 2 of the PIN table was not set through Sabot (its seal does not match): it was put in by hand; void round 1 refused until a pit boss has verified the log',
    );
    expect(journal.readFrom(1).at(-1)).toMatchObject({
      kind: 'security',
      operator: 'intruder',
      reason: refused,
    });
    // The refusal and its journal entry keep the code: the pit boss reads it in any language.
    const said = new RoleGuard(db, journal, clock).checkSaid(
      'pit-boss',
      { operator: 'intruder', pin: '1111' },
      'void round 1',
    );
    expect(said?.refusal?.code).toBe('pin.forged-refused');
    expect(journal.readFrom(1).at(-1)?.refusal).toEqual(said?.refusal);
    expect(translatorFor('fr').say(said?.refusal ?? { code: 'none', params: {} })).toBe(
      'le code PIN pit-boss de la ligne 2 de la table des PIN n’a pas été posé par Sabot (son sceau ne correspond pas) : il a été inscrit à la main ; void round 1 refusé tant qu’un chef de table n’a pas vérifié le journal',
    );
    db.close();
  });
});
