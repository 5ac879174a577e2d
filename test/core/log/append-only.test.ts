import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openLogDatabase } from '../../../app/core/log/database.js';
import { DeviceJournal } from '../../../app/core/log/device-journal.js';
import { Journal } from '../../../app/core/log/journal.js';
import { logWithCards } from './log-fixtures.js';

describe('the append-only guards', () => {
  it('refuse to change an event through SQL', () => {
    const { path } = logWithCards(3);
    const db = openLogDatabase(path);
    expect(() => db.exec(`UPDATE events SET data = '{"card":"AS"}' WHERE position = 2`)).toThrow(
      'the event log is append-only: an event is never changed; record a correction event instead',
    );
    db.close();
  });

  it('refuse to delete an event through SQL', () => {
    const { path } = logWithCards(3);
    const db = openLogDatabase(path);
    expect(() => db.exec('DELETE FROM events WHERE position = 3')).toThrow(
      'the event log is append-only: an event is never deleted',
    );
    expect(db.prepare('SELECT count(*) FROM events').pluck().get()).toBe(3);
    db.close();
  });

  it('refuse INSERT OR REPLACE over an event, even from a plain connection', () => {
    const { path } = logWithCards(3);
    const plain = new Database(path);
    const original = plain.prepare('SELECT * FROM events WHERE position = 1').get() as Record<
      string,
      unknown
    >;
    const replace = plain.prepare(
      'INSERT OR REPLACE INTO events (position, stream, stream_position, type, data, metadata, schema_version, prev_hash, hash) ' +
        `VALUES (1, 'round-1', 1, 'CardDrawn', '{"card":"AS"}', '{}', 1, ?, ?)`,
    );
    expect(() => replace.run(original.prev_hash, original.hash)).toThrow(
      'the event log is append-only: that position already holds an event',
    );
    expect(plain.prepare('SELECT * FROM events WHERE position = 1').get()).toEqual(original);
    plain.close();
  });

  it('refuse to change or delete a device frame or a journal entry', () => {
    const { path } = logWithCards(1);
    const db = openLogDatabase(path);
    new DeviceJournal(db).append({
      receivedAt: '2026-11-29T21:00:00.000Z',
      device: '/dev/ttyUSB0',
      raw: Uint8Array.of(0x02, 0x41, 0x53, 0x03),
      decoded: { card: 'AS' },
      verdict: 'decoded',
    });
    new Journal(db).append({
      time: '2026-11-29T21:00:01.000Z',
      kind: 'security',
      operator: 'pit-2',
      source: 'keyboard',
      asked: { command: 'void-round', round: 12 },
      reason: 'wrong PIN',
    });
    expect(() => db.exec(`UPDATE device_journal SET verdict = 'rejected', reason = 'x'`)).toThrow(
      'the event log is append-only: a device frame is never changed',
    );
    expect(() => db.exec('DELETE FROM device_journal')).toThrow(
      'the event log is append-only: a device frame is never deleted',
    );
    expect(() => db.exec(`UPDATE journal SET reason = 'typo'`)).toThrow(
      'the event log is append-only: a journal entry is never changed',
    );
    expect(() => db.exec('DELETE FROM journal')).toThrow(
      'the event log is append-only: a journal entry is never deleted',
    );
    db.close();
  });
});
