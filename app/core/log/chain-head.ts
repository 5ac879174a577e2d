import {
  closeSync,
  constants,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  writeSync,
} from 'node:fs';
import { type Message, say } from '../../../engine/refusals/message.js';
import { LogUnusableError } from './log-errors.js';
import { SEALED_BOOKS, type SealedBook } from './sealed-books.js';

/**
 * The last event's position and hash, kept in a file beside the database. The database alone
 * cannot show that its last rows were cut off (the chain up to the cut is still intact); this
 * file, written after every commit, remembers how far the log reached.
 */
export interface ChainHead {
  readonly position: number;
  readonly hash: string;
  /**
   * The tail an append is about to commit, written before its commit: a crash between the commit
   * and the head's rewrite leaves exactly these facts after the head, and they are the table's.
   */
  readonly next?: { readonly position: number; readonly hash: string };
  /**
   * The last sealed row of each journal and of the PINs when the head was written: a row erased
   * from their end, or the whole book emptied, leaves the head naming a row that is not there.
   */
  readonly books?: Readonly<
    Partial<Record<SealedBook, { readonly position: number; readonly seal: string }>>
  >;
}

const isSealLink = (link: unknown): boolean =>
  typeof link === 'object' &&
  link !== null &&
  Number.isInteger((link as { position: unknown }).position) &&
  /^[0-9a-f]{64}$/.test(String((link as { seal: unknown }).seal));

const areBooks = (books: unknown): boolean =>
  typeof books === 'object' &&
  books !== null &&
  Object.entries(books).every(
    ([book, link]) => SEALED_BOOKS.includes(book as SealedBook) && isSealLink(link),
  );

const isLink = (link: unknown): link is ChainHead =>
  typeof link === 'object' &&
  link !== null &&
  Number.isInteger((link as ChainHead).position) &&
  typeof (link as ChainHead).hash === 'string' &&
  /^[0-9a-f]{64}$/.test((link as ChainHead).hash);

/**
 * The head as one line of JSON, written out member by member (what JSON.stringify gives for the
 * object `{position, hash, next?, books?}`): a live table writes one before every commit.
 */
const headLine = (head: ChainHead): string => {
  const next = head.next
    ? `,"next":{"position":${head.next.position},"hash":${JSON.stringify(head.next.hash)}}`
    : '';
  const books =
    head.books && Object.keys(head.books).length > 0 ? `,"books":${JSON.stringify(head.books)}` : '';
  return `{"position":${head.position},"hash":${JSON.stringify(head.hash)}${next}${books}}`;
};

export const headPathFor = (dbPath: string): string => `${dbPath}.head`;

/** Every head line is padded to this length (a head with its next link and three books takes about 450). */
const HEAD_LINE_LENGTH = 640;
/** The padding and the line's end, cut to each line's length. */
const PADDING = `${' '.repeat(HEAD_LINE_LENGTH)}\n`;

/** A head is one line of a few hundred characters: anything much larger is not one, and is not read. */
const LARGEST_HEAD_BYTES = 4096;

/** The chain head file, or undefined when there is none; a file that is not a chain head is refused. */
export function readChainHead(path: string): ChainHead | undefined {
  let text: string;
  try {
    const size = statSync(path);
    if (size.isDirectory()) throw notAHead(path, 'it is a folder, not a file');
    if (size.size > LARGEST_HEAD_BYTES)
      throw notAHead(path, `it holds ${size.size} bytes, where a head is one short line: it was overwritten`);
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let head: unknown;
  try {
    head = JSON.parse(text);
  } catch {
    // Falls through to the refusal below: unreadable JSON and a wrong shape mean the same.
  }
  if (
    !isLink(head) ||
    (head.next !== undefined && !isLink(head.next)) ||
    (head.books !== undefined && !areBooks(head.books))
  )
    throw notAHead(path, 'it was overwritten or damaged');
  if (head.position < 1)
    throw notAHead(
      path,
      `it records position ${head.position}, and a head names a fact (position 1 or later): it was overwritten`,
    );
  return {
    position: head.position,
    hash: head.hash,
    ...(head.next && { next: head.next }),
    ...(head.books && { books: head.books }),
  };
}

const notAHead = (path: string, why: string): LogUnusableError =>
  new LogUnusableError('chain-head', say('log.not-a-head', { path, why }));

/** A log that lost its tail (or all of itself: a removed -wal file takes every fact not yet copied into the file). */
export const lostTailSentence = (last: number, head: ChainHead): Message =>
  say('verify.lost-tail', { last, head: head.position, count: head.position - last });

/** Facts after the head: written when the head could not follow (a crash, a full disk) or by hand. */
export const unwitnessedSentence = (last: number, head: ChainHead): Message =>
  say('verify.unwitnessed', { last, head: head.position, count: last - head.position });

/**
 * Replaces the file atomically: written to a temporary file, synced, then renamed over the old
 * one, so a crash leaves the old head or the new one, never half a file. The folder is not
 * synced: a lost rename leaves the previous head, which is still true of the log.
 */
export function writeChainHead(path: string, head: ChainHead): void {
  const temporary = `${path}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'w');
  try {
    writeSync(fd, `${headLine(head)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, path);
}

/** Where the log and its chain head file disagree: the first position that cannot be trusted. */
export interface HeadMismatch {
  readonly position: number;
  readonly problem: Message;
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
      problem: say('verify.head-missing', { path: headPath, count: lastPosition }),
    };
  }
  if (head.position > lastPosition) {
    return {
      position: lastPosition + 1,
      problem: lostTailSentence(lastPosition, head),
    };
  }
  if (head.position > 0 && hashAt(head.position) !== head.hash) {
    return {
      position: head.position,
      problem: say('verify.head-differs', { position: head.position }),
    };
  }
  return undefined;
}

/**
 * Where a journal or the PIN table lost a row the head recorded: the first sentence, or undefined.
 * Rows after the recorded one are no problem (the head is rewritten at each fact, not each row).
 */
export function compareBooksWithHead(
  head: ChainHead | undefined,
  sealAt: (book: SealedBook, position: number) => string | undefined,
  name: (book: SealedBook) => Message,
): Message | undefined {
  for (const book of SEALED_BOOKS) {
    const link = head?.books?.[book];
    if (!link) continue;
    const seal = sealAt(book, link.position);
    if (seal === undefined)
      return say('verify.book-entry-erased', { position: link.position, book: name(book) });
    if (seal !== link.seal)
      return say('verify.book-entry-differs', { position: link.position, book: name(book) });
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
    const line = headLine(head);
    // Opened without truncation: a crash between opening and writing must leave the old head,
    // not an empty file (every head line has the same length, so the overwrite is whole).
    this.#fd ??= openSync(this.path, constants.O_WRONLY | constants.O_CREAT, 0o644);
    writeSync(this.#fd, line + PADDING.slice(Math.min(line.length, HEAD_LINE_LENGTH)), 0);
  }

  close(): void {
    if (this.#fd !== undefined) closeSync(this.#fd);
    this.#fd = undefined;
  }
}
