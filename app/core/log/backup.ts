import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { headPathFor, readChainHead, writeChainHead } from './chain-head.js';
import { describeSqliteFailure, LogUnusableError } from './log-errors.js';
import { type VerifyOptions, type VerifyResult, verifyLog } from './verify.js';

/**
 * Copies a log while the table keeps playing (SQLite's online backup), with its chain head file,
 * then verifies the copy: a backup is only reported good once it has passed the same audit as
 * the original. Refuses to overwrite an existing file.
 */
export async function backupLog(
  dbPath: string,
  toPath: string,
  options: Pick<VerifyOptions, 'migrationsDir'> = {},
): Promise<VerifyResult> {
  if (existsSync(toPath)) {
    return {
      ok: false,
      position: null,
      problem: `${toPath} already exists: a backup never overwrites a file`,
    };
  }
  try {
    // Read before the copy starts: the head is written after each commit, so it can only be at or
    // behind what the copy will hold. Read after, it could name events the copy missed.
    const head = readChainHead(headPathFor(dbPath));
    const source = new Database(dbPath, { readonly: true, fileMustExist: true });
    try {
      await source.backup(toPath);
    } finally {
      source.close();
    }
    if (head) writeChainHead(headPathFor(toPath), head);
  } catch (error) {
    const described = describeSqliteFailure(toPath, error);
    if (described instanceof LogUnusableError)
      return { ok: false, position: null, problem: described.message };
    if (error instanceof Error && 'code' in error) {
      return { ok: false, position: null, problem: `the backup to ${toPath} failed: ${error.message}` };
    }
    throw error;
  }
  return verifyLog(toPath, options);
}
