import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { checkIntegrity, openLogDatabase } from '../../../app/core/log/database.js';
import { LogUnusableError } from '../../../app/core/log/log-errors.js';
import { logWithCards, tempDir } from './log-fixtures.js';

function openingError(path: string): LogUnusableError {
  try {
    openLogDatabase(path).close();
  } catch (error) {
    if (error instanceof LogUnusableError) return error;
    throw error;
  }
  throw new Error(`${path} was opened although it should have been refused`);
}

describe('opening the log database', () => {
  it('opens in WAL with synchronous FULL, so a commit is on disk before it is reported', () => {
    const db = openLogDatabase(join(tempDir(), 'table.db'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(checkIntegrity(db, 'full')).toEqual({ ok: true });
    db.close();
  });

  it('refuses a file that is not a database with a sentence, and leaves the file untouched', () => {
    const path = join(tempDir(), 'notes.db');
    const text = 'shift notes: table 4 reopened at 21:00\n'.repeat(40);
    writeFileSync(path, text);
    const error = openingError(path);
    expect(error.message).toBe(`${path} is not a Sabot log (file is not a database)`);
    expect(error.kind).toBe('not-a-log');
    expect(readFileSync(path, 'utf8')).toBe(text);
  });

  it('refuses a damaged log with a sentence that says what to do', () => {
    const { path } = logWithCards(300);
    const bytes = readFileSync(path);
    bytes.fill(0x41, 4096 * 2, 4096 * 4); // two pages of the events table overwritten
    writeFileSync(path, bytes);
    const error = openingError(path);
    expect(error.kind).toBe('damaged');
    expect(error.message).toContain(`${path} is damaged`);
    expect(error.message).toContain('restore');
  });

  it('refuses a database that belongs to another program, without turning it to WAL', () => {
    const path = join(tempDir(), 'other.db');
    const other = new Database(path);
    other.exec('CREATE TABLE customers (name TEXT)');
    other.close();
    expect(openingError(path).message).toContain(
      `${path} is not a Sabot log (it is a database of another program`,
    );
    const untouched = new Database(path, { readonly: true });
    expect(untouched.pragma('journal_mode', { simple: true })).toBe('delete');
    untouched.close();
  });

  it('says when the folder of the log does not exist', () => {
    const path = join(tempDir(), 'no-such-folder', 'table.db');
    const error = openingError(path);
    expect(error.kind).toBe('cannot-open');
    expect(error.message).toContain(`${path} cannot be opened`);
  });
});
