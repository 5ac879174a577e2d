import Database from 'better-sqlite3';
import { type Message, say } from '../../../engine/refusals/message.js';
import { sentenceOf } from '../sentences.js';

/** Why a log cannot be used; lets the CLI and the service pick an exit code or a screen. */
export type LogProblemKind =
  | 'cannot-open'
  | 'not-a-log'
  | 'damaged'
  | 'busy'
  | 'disk'
  | 'migration-changed'
  | 'migration-unknown'
  | 'newer-database'
  | 'chain-head'
  | 'chain-broken';

/**
 * The log cannot be used as it is. The message is a sentence for a pit boss or a croupier, shown
 * as it is, without a stack: the fault is in the file or the machine, not in Sabot's code.
 */
export class LogUnusableError extends Error {
  override readonly name = 'LogUnusableError';
  /** The sentence as a code and its parameters, for a command or a screen to say in its language. */
  readonly said: Message;

  constructor(
    readonly kind: LogProblemKind,
    said: Message,
  ) {
    super(sentenceOf(said));
    this.said = said;
  }
}

/** Another writer appended to the round since the caller last read it. */
export class ConcurrencyError extends Error {
  override readonly name = 'ConcurrencyError';
  constructor(
    readonly stream: string,
    readonly expectedPosition: number,
    readonly actualPosition: number,
  ) {
    super(
      `round ${stream} has moved on: expected its last event at position ${expectedPosition}, ` +
        `found ${actualPosition}; read the round again and decide once more`,
    );
  }
}

/** A damaged file: `detail` is SQLite's own words (not translated), or none. */
export const damagedSentence = (path: string, detail?: string): Message =>
  detail === undefined ? say('log.damaged', { path }) : say('log.damaged-detail', { path, detail });

/**
 * Turns what SQLite reports about a file into a sentence naming the file; anything that is not a
 * fault of the file or the disk is returned unchanged, because it is a bug and needs its stack.
 */
export function describeSqliteFailure(path: string, error: unknown): unknown {
  if (!(error instanceof Database.SqliteError)) return error;
  const code = error.code;
  if (code === 'SQLITE_NOTADB') {
    return new LogUnusableError('not-a-log', say('log.not-a-database', { path }));
  }
  if (code.startsWith('SQLITE_CORRUPT')) {
    return new LogUnusableError('damaged', damagedSentence(path, 'database disk image is malformed'));
  }
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
    return new LogUnusableError('busy', say('log.busy', { path }));
  }
  if (code === 'SQLITE_FULL') {
    return new LogUnusableError('disk', say('log.open-disk-full', { path }));
  }
  if (code.startsWith('SQLITE_IOERR')) {
    return new LogUnusableError('disk', say('log.disk-failed', { path, code }));
  }
  if (code.startsWith('SQLITE_CANTOPEN') || code.startsWith('SQLITE_READONLY') || code === 'SQLITE_PERM') {
    return new LogUnusableError(
      'cannot-open',
      say('log.cannot-write-detail', { path, detail: error.message }),
    );
  }
  return error;
}

/** Another connection appended to the log since the writer last read it (another process). */
export class LogMovedOnError extends Error {
  override readonly name = 'LogMovedOnError';
  constructor(
    readonly expectedTail: number,
    readonly actualTail: number,
  ) {
    super(
      `the log has moved on: expected its last event at position ${expectedTail}, found ${actualTail}; ` +
        'read the table again and decide once more',
    );
  }
}
