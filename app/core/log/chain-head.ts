import { closeSync, constants, fsyncSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { LogUnusableError } from './log-errors.js';

/**
 * The last event's position and hash, kept in a file beside the database. The database alone
 * cannot show that its last rows were cut off (the chain up to the cut is still intact); this
 * file, written after every commit, remembers how far the log reached.
 */
export interface ChainHead {
  readonly position: number;
  readonly hash: string;
}

export const headPathFor = (dbPath: string): string => `${dbPath}.head`;

/** The chain head file, or undefined when there is none; a file that is not a chain head is refused. */
export function readChainHead(path: string): ChainHead | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const head = JSON.parse(text) as Partial<ChainHead>;
    if (
      Number.isInteger(head.position) &&
      typeof head.hash === 'string' &&
      /^[0-9a-f]{64}$/.test(head.hash)
    ) {
      return { position: head.position as number, hash: head.hash };
    }
  } catch {
    // Falls through to the refusal below: unreadable JSON and a wrong shape mean the same.
  }
  throw new LogUnusableError(
    'chain-head',
    `the chain head file ${path} is not a chain head (it was overwritten or damaged)`,
  );
}

/**
 * Replaces the file atomically: written to a temporary file, synced, then renamed over the old
 * one, so a crash leaves the old head or the new one, never half a file. The folder is not
 * synced: a lost rename leaves the previous head, which is still true of the log.
 */
export function writeChainHead(path: string, head: ChainHead): void {
  const temporary = `${path}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'w');
  try {
    writeSync(fd, `${JSON.stringify({ position: head.position, hash: head.hash })}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, path);
}

/** Where the log and its chain head file disagree: the first position that cannot be trusted. */
export interface HeadMismatch {
  readonly position: number;
  readonly problem: string;
}

/**
 * Compares the head file with the log. A head behind the log is normal (a crash between the
 * commit and the head write); a head beyond it means rows were cut off; a head whose hash differs
 * from the row at its position means the log was rewritten.
 */
export function compareWithHead(
  head: ChainHead | undefined,
  headPath: string,
  lastPosition: number,
  hashAt: (position: number) => string | undefined,
): HeadMismatch | undefined {
  if (!head) {
    if (lastPosition === 0) return undefined;
    return {
      position: lastPosition,
      problem: `the chain head file ${headPath} is missing although the log holds ${lastPosition} events: the log cannot be proven complete`,
    };
  }
  if (head.position > lastPosition) {
    return {
      position: lastPosition + 1,
      problem: `the log was truncated after position ${lastPosition}: the chain head file records position ${head.position}`,
    };
  }
  if (head.position > 0 && hashAt(head.position) !== head.hash) {
    return {
      position: head.position,
      problem: `the event at position ${head.position} is not the one the chain head file recorded: the log was rewritten from there or before`,
    };
  }
  return undefined;
}

/**
 * The head file as one writer keeps it after every commit: one fixed-length line overwritten in
 * place through a descriptor kept open, without a sync of its own. The commit itself is synced by
 * SQLite; the head only has to remember how far the log reached, and after a power cut it holds
 * that head or an earlier one, both still true of the log. Half the cost of an append went into
 * a synced temporary file and a rename before.
 */
export class ChainHeadWriter {
  #fd: number | undefined;

  constructor(private readonly path: string) {}

  write(head: ChainHead): void {
    // Padded so every head has the same length: an overwrite never leaves the tail of a longer one.
    const line = `${JSON.stringify({ position: head.position, hash: head.hash })}`.padEnd(120, ' ');
    // Opened without truncation: a crash between opening and writing must leave the old head,
    // not an empty file (every head line has the same length, so the overwrite is whole).
    this.#fd ??= openSync(this.path, constants.O_WRONLY | constants.O_CREAT, 0o644);
    writeSync(this.#fd, `${line}\n`, 0);
  }

  close(): void {
    if (this.#fd !== undefined) closeSync(this.#fd);
    this.#fd = undefined;
  }
}
