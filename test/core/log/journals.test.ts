import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openLogDatabase } from '../../../app/core/log/database.js';
import { DeviceJournal } from '../../../app/core/log/device-journal.js';
import { Journal, type JournalEntry } from '../../../app/core/log/journal.js';
import { tempDir } from './log-fixtures.js';

const openLog = () => openLogDatabase(join(tempDir(), 'table.db'));

describe('the device journal', () => {
  it('keeps every frame byte for byte, the garbled ones with why they were rejected', () => {
    const db = openLog();
    const journal = new DeviceJournal(db);
    const good = Uint8Array.of(0x02, 0x31, 0x30, 0x48, 0x03, 0x5a);
    const garbled = Uint8Array.of(0x02, 0x00, 0xff, 0x0a, 0x0d);
    expect(
      journal.append({
        receivedAt: '2026-11-29T21:00:00.000Z',
        device: '/dev/ttyUSB0',
        raw: good,
        decoded: { card: '10H', seq: 41 },
        verdict: 'decoded',
      }),
    ).toBe(1);
    expect(
      journal.append({
        receivedAt: '2026-11-29T21:00:00.250Z',
        device: '/dev/ttyUSB0',
        raw: garbled,
        decoded: null,
        verdict: 'rejected',
        reason: 'checksum 0x0d, expected 0x5a',
      }),
    ).toBe(2);

    const [first, second] = journal.readFrom(1);
    expect(first).toEqual({
      position: 1,
      receivedAt: '2026-11-29T21:00:00.000Z',
      device: '/dev/ttyUSB0',
      raw: good,
      decoded: { card: '10H', seq: 41 },
      verdict: 'decoded',
    });
    expect(second?.raw).toEqual(garbled);
    expect(second).toMatchObject({
      decoded: null,
      verdict: 'rejected',
      reason: 'checksum 0x0d, expected 0x5a',
    });
    expect(journal.readFrom(2).map((frame) => frame.position)).toEqual([2]);
    db.close();
  });

  it('refuses a rejected frame that does not say why', () => {
    const db = openLog();
    const journal = new DeviceJournal(db);
    expect(() =>
      journal.append({
        receivedAt: '2026-11-29T21:00:00.000Z',
        device: 'shoe-1',
        raw: Uint8Array.of(1),
        decoded: null,
        verdict: 'rejected',
      }),
    ).toThrow('a rejected frame must say why');
    expect(journal.readFrom(1)).toEqual([]);
    db.close();
  });
});

describe('the journal of refusals and security events', () => {
  it('keeps what was asked, by whom, and why it was refused, in order', () => {
    const db = openLog();
    const journal = new Journal(db);
    const wrongPin: JournalEntry = {
      time: '2026-11-29T21:10:00.000Z',
      kind: 'security',
      operator: 'pit-2',
      source: 'keyboard',
      asked: { command: 'void-round', round: 12 },
      reason: 'wrong PIN',
    };
    const notAPair: JournalEntry = {
      time: '2026-11-29T21:10:05.000Z',
      kind: 'refusal',
      operator: 'croupier-7',
      source: 'keyboard',
      asked: { command: 'split', box: 3 },
      reason: 'box 3 holds 9 and 10, which are not a pair',
    };
    journal.append(wrongPin);
    journal.append(notAPair);
    expect(journal.readFrom(1)).toEqual([
      { position: 1, ...wrongPin },
      { position: 2, ...notAPair },
    ]);
    db.close();
  });
});
