import { createHash } from 'node:crypto';
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENESIS_HASH, hashEvent } from '../../../app/core/log/chain.js';
import { openLogDatabase } from '../../../app/core/log/database.js';
import { DeviceJournal } from '../../../app/core/log/device-journal.js';
import { verifyLog } from '../../../app/core/log/verify.js';
import { logWithCards, migrationsCopy, tamper, tempDir } from './log-fixtures.js';

const fileHash = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

describe('verifying the log', () => {
  it('passes an untouched log, counting its events and naming its last link, without writing to it', () => {
    const { path } = logWithCards(7);
    const before = fileHash(path);
    const result = verifyLog(path);
    expect(result).toMatchObject({ ok: true, events: 7, head: { position: 7 } });
    expect(result.ok && result.head?.hash).toBe(JSON.parse(readFileSync(`${path}.head`, 'utf8')).hash);
    expect(fileHash(path)).toBe(before);
  });

  it('tells each position once its link holds, and none past a changed one (what the bar counts)', () => {
    const { path } = logWithCards(7);
    const checked: number[] = [];
    expect(verifyLog(path, { onChecked: (position) => checked.push(position) }).ok).toBe(true);
    expect(checked).toEqual([1, 2, 3, 4, 5, 6, 7]);
    tamper(path, `UPDATE events SET data = replace(data, '"5H"', '"5D"') WHERE position = 4`);
    checked.length = 0;
    expect(verifyLog(path, { onChecked: (position) => checked.push(position) })).toMatchObject({
      position: 4,
    });
    expect(checked).toEqual([1, 2, 3]);
  });

  it('names the event in which one byte was changed', () => {
    const { path } = logWithCards(6);
    tamper(path, `UPDATE events SET data = replace(data, '"4H"', '"4D"') WHERE position = 3`);
    expect(verifyLog(path)).toEqual({
      ok: false,
      position: 3,
      problem:
        'the event at position 3 was altered after it was written (its hash does not match its content)',
      said: { code: 'verify.event-altered', params: { position: 3 } },
    });
  });

  it('names the first missing position when a row was removed', () => {
    const { path } = logWithCards(6);
    tamper(path, 'DELETE FROM events WHERE position IN (3, 4)');
    expect(verifyLog(path)).toMatchObject({
      ok: false,
      position: 3,
      problem: 'position 3 is missing: the events jump from 2 to 5',
    });
  });

  it('catches a cut-off tail through the chain head file', () => {
    const { path } = logWithCards(6);
    tamper(path, 'DELETE FROM events WHERE position > 4');
    expect(verifyLog(path)).toEqual({
      ok: false,
      position: 5,
      problem:
        'the log was truncated after position 4: the chain head file records position 6, so 2 facts after position 4 were lost (was the -wal file beside the log removed, or the file cut short?)',
      said: { code: 'verify.lost-tail', params: { last: 4, head: 6, count: 2 } },
    });
  });

  it('catches a last event rewritten with a freshly computed hash', () => {
    const { path } = logWithCards(4);
    const prev = readLastButOneHash(path);
    const data = '{"card":"AS","to":"dealer"}';
    const row = {
      position: 4,
      stream: 'round-2',
      streamPosition: 1,
      type: 'CardDrawn',
      data,
      metadata: '{}',
      schemaVersion: 1,
    };
    tamper(
      path,
      `UPDATE events SET data = '${data}', metadata = '{}', hash = '${hashEvent(prev, row)}' WHERE position = 4`,
    );
    expect(verifyLog(path)).toMatchObject({
      ok: false,
      position: 4,
      problem: expect.stringContaining('is not the one the chain head file recorded'),
    });
  });

  it('says the log cannot be proven complete when its chain head file is missing or overwritten', () => {
    const { path } = logWithCards(2);
    writeFileSync(`${path}.head`, 'position 2\n');
    expect(verifyLog(path)).toMatchObject({
      ok: false,
      problem: expect.stringContaining('is not a chain head'),
    });
    rmSync(`${path}.head`);
    expect(verifyLog(path)).toMatchObject({
      ok: false,
      problem: expect.stringContaining('is missing although the log holds 2 events'),
    });
  });

  it('notices an append-only guard that was dropped', () => {
    const { path } = logWithCards(2);
    const db = openLogDatabase(path);
    db.exec('DROP TRIGGER events_are_never_deleted');
    db.close();
    expect(verifyLog(path)).toMatchObject({
      ok: false,
      position: null,
      problem: expect.stringContaining('events_are_never_deleted is missing'),
    });
  });

  it('names a device frame removed from the device journal', () => {
    const { path } = logWithCards(1);
    const db = openLogDatabase(path);
    const journal = new DeviceJournal(db);
    for (let i = 0; i < 3; i++) {
      journal.append({
        receivedAt: '2026-11-29T21:00:00.000Z',
        device: 'shoe-1',
        raw: Uint8Array.of(i),
        decoded: null,
        verdict: 'rejected',
        reason: 'bad checksum',
      });
    }
    db.close();
    tamper(path, 'DELETE FROM device_journal WHERE position = 2');
    expect(verifyLog(path)).toMatchObject({
      ok: false,
      problem: 'entry 2 of the device journal is missing: it jumps from 1 to 3',
    });
  });

  it('refuses a log whose applied migration no longer matches its file', () => {
    const { path } = logWithCards(1);
    const migrations = migrationsCopy();
    appendFileSync(join(migrations, '001_event_log.sql'), '\n-- edited\n');
    expect(verifyLog(path, { migrationsDir: migrations })).toMatchObject({
      ok: false,
      problem: expect.stringContaining('migration 001 (event_log) applied to this database differs'),
    });
  });

  it('reports a file that is not a database, or no file at all, as a sentence', () => {
    const path = join(tempDir(), 'table.db');
    expect(verifyLog(path)).toEqual({
      ok: false,
      position: null,
      problem: `there is no log at ${path}, or it cannot be read`,
      said: { code: 'verify.no-log', params: { path } },
    });
    writeFileSync(path, 'not a log at all\n'.repeat(50));
    expect(verifyLog(path)).toMatchObject({
      ok: false,
      position: null,
      problem: `${path} is not a Sabot log (file is not a database)`,
    });
  });

  it('passes an empty log that has no chain head file yet', () => {
    const path = join(tempDir(), 'table.db');
    openLogDatabase(path).close();
    expect(verifyLog(path)).toEqual({ ok: true, events: 0, head: undefined });
    expect(GENESIS_HASH).toMatch(/^0{64}$/);
  });
});

function readLastButOneHash(path: string): string {
  const db = openLogDatabase(path);
  const hash = db.prepare('SELECT hash FROM events WHERE position = 3').pluck().get() as string;
  db.close();
  return hash;
}
