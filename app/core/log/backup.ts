import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { type Message, say } from '../../../engine/refusals/message.js';
import { sentenceOf } from '../sentences.js';
import { type ChainHead, compareWithHead, headPathFor, readChainHead, writeChainHead } from './chain-head.js';
import { describeSqliteFailure, LogUnusableError } from './log-errors.js';
import { describeOpenFailure, missingLogSentence, notALogFile } from './open-failure.js';
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
  if (!existsSync(dbPath))
    return notCopied(say('backup.nothing-copied', { problem: missingLogSentence(dbPath) }));
  const special = notALogFile(dbPath);
  if (special) return notCopied(say('backup.nothing-copied', { problem: special }));
  if (toPath.trim() === '') return notCopied(say('backup.no-file'));
  if (existsSync(toPath)) return notCopied(say('backup.exists', { path: toPath }));
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
    if (head) writeChainHead(headPathFor(toPath), copiedHead(toPath, head));
  } catch (error) {
    // The log opened (it is only read): a file that cannot be opened now is the copy.
    const described = cannotOpen(error)
      ? describeOpenFailure(toPath, error)
      : describeSqliteFailure(toPath, error);
    if (described instanceof LogUnusableError) return notCopied(described.said);
    if (error instanceof Error && 'code' in error)
      return notCopied(say('backup.failed', { path: toPath, detail: error.message }));
    throw error;
  }
  return verifyLog(toPath, options);
}

const notCopied = (said: Message): VerifyResult => ({
  ok: false,
  position: null,
  problem: sentenceOf(said),
  said,
});

const cannotOpen = (error: unknown): boolean =>
  error instanceof Database.SqliteError && error.code.startsWith('SQLITE_CANTOPEN');

/**
 * The copy's own head: its last event, once the head read before the copy is found in it (the
 * facts the table appended during the copy are then witnessed, as the original's head did);
 * otherwise the original's head, for verify to name what the copy lacks.
 */
function copiedHead(toPath: string, head: ChainHead): ChainHead {
  const copy = new Database(toPath, { readonly: true, fileMustExist: true });
  try {
    const hashAt = copy.prepare<[number], string>('SELECT hash FROM events WHERE position = ?').pluck();
    const tail = copy
      .prepare<[], ChainHead>('SELECT position, hash FROM events ORDER BY position DESC LIMIT 1')
      .get();
    const mismatch = compareWithHead(head, headPathFor(toPath), tail?.position ?? 0, (p) => hashAt.get(p));
    return mismatch || !tail ? head : { ...tail, ...(head.books && { books: head.books }) };
  } finally {
    copy.close();
  }
}
