import { existsSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TableLease } from '../../../app/core/lease/table-lease.js';
import { tempDir } from './log-fixtures.js';

describe("a log's lease", () => {
  it('is held by one table at a time, in this process as in another, and free again once let go', () => {
    const db = join(tempDir(), 'table.db');
    const first = TableLease.take(db, new Date('2026-12-01T07:00:00Z'));
    if (!first.ok) throw new Error('a free lease was refused');
    expect(first.lease.holder).toEqual({
      pid: process.pid,
      host: hostname(),
      since: '2026-12-01T07:00:00.000Z',
    });
    expect(first.lease.tookOverFrom).toBeNull();
    expect(TableLease.take(db)).toMatchObject({
      ok: false,
      holder: first.lease.holder,
      onAnotherHost: false,
    });
    first.lease.release();
    expect(existsSync(TableLease.holderPathFor(db))).toBe(false);
    const second = TableLease.take(db);
    expect(second.ok).toBe(true);
    if (second.ok) second.lease.release();
  });

  it('finds the holder of a table that stopped without closing on this host, and takes its lease over', () => {
    const db = join(tempDir(), 'table.db');
    const gone = { pid: 999_999, host: hostname(), since: '2026-11-30T22:00:00.000Z' };
    writeFileSync(TableLease.holderPathFor(db), JSON.stringify(gone));
    const taken = TableLease.take(db);
    if (!taken.ok) throw new Error('the lease of a table that is gone was refused');
    expect(taken.lease.tookOverFrom).toEqual(gone);
    taken.lease.release();
  });

  it('says why it cannot be taken where the log cannot be written', () => {
    const file = join(tempDir(), 'a-file');
    writeFileSync(file, '');
    expect(() => TableLease.take(join(file, 'table.db'))).toThrow(
      `${join(file, 'table.db')} cannot be opened for writing: ${file} is a file, not a folder`,
    );
  });
});
