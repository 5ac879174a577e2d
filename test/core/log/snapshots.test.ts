import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openLogDatabase } from '../../../app/core/log/database.js';
import { clearSnapshots, getSnapshot, latestSnapshot, putSnapshot } from '../../../app/core/log/snapshots.js';
import { tempDir } from './log-fixtures.js';

describe('the snapshot cache', () => {
  it('gives back the state folded up to a round, for the code version that folded it', () => {
    const db = openLogDatabase(join(tempDir(), 'table.db'));
    putSnapshot(db, { round: 1, position: 14, state: { shoe: { left: 298 } }, codeVersion: '0.1.0' });
    putSnapshot(db, { round: 2, position: 31, state: { shoe: { left: 281 } }, codeVersion: '0.1.0' });
    putSnapshot(db, { round: 2, position: 31, state: { shoe: { left: 280 } }, codeVersion: '0.1.0' });

    expect(getSnapshot(db, 2, '0.1.0')).toEqual({
      round: 2,
      position: 31,
      state: { shoe: { left: 280 } },
      codeVersion: '0.1.0',
    });
    expect(getSnapshot(db, 2, '0.2.0')).toBeUndefined();
    expect(latestSnapshot(db, '0.1.0')?.round).toBe(2);
    expect(clearSnapshots(db)).toBe(2);
    expect(getSnapshot(db, 1, '0.1.0')).toBeUndefined();
    db.close();
  });
});
