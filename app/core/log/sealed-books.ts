import type Database from 'better-sqlite3';
import { type Message, say } from '../../../engine/refusals/message.js';
import { wellFormed } from '../../../engine/text/typed-text.js';
import { GENESIS_HASH, sha256Hex } from './chain.js';

/**
 * The tables beside the events that the audit relies on: the journal of refusals and security
 * events, the device journal, the PINs. Each row carries a seal chained to the row before, as the
 * events carry their hash (migration 009), so a row erased, rewritten or put in between breaks
 * the chain from there on.
 */
export type SealedBook = 'journal' | 'device_journal' | 'pins';

export const SEALED_BOOKS: readonly SealedBook[] = ['journal', 'device_journal', 'pins'];

/** The columns each seal covers, in the order they are hashed (the position comes first). */
export const SEALED_COLUMNS: Record<SealedBook, readonly string[]> = {
  journal: ['time', 'kind', 'operator', 'source', 'asked', 'reason', 'code', 'params'],
  device_journal: ['received_at', 'device', 'raw', 'decoded', 'verdict', 'reason'],
  pins: ['role', 'hash', 'set_at', 'set_by'],
};

/** How a person names a book in a sentence. */
export const bookName = (book: SealedBook): Message =>
  say(book === 'pins' ? 'book.pins' : book === 'journal' ? 'book.journal' : 'book.device-journal');

export type SealedValue = string | number | null | Uint8Array;

/**
 * SHA-256 (hex) of the JSON array [position, …columns, prev_seal], a blob as its hex: like an
 * event's hash, recomputable by an auditor from the table alone.
 */
export function sealOf(prevSeal: string, position: number, values: readonly SealedValue[]): string {
  const plain = values.map((value) =>
    value instanceof Uint8Array ? Buffer.from(value).toString('hex') : value,
  );
  return sha256Hex(JSON.stringify([position, ...plain, prevSeal]));
}

export interface SealedTail {
  readonly position: number;
  readonly seal: string;
}

/** Appends rows to one sealed book: each row numbered after the last and sealed onto it. */
export class SealedWriter {
  readonly #tail: Database.Statement<[], SealedTail>;
  readonly #insert: Database.Statement<SealedValue[]>;
  readonly #append: Database.Transaction<(values: readonly SealedValue[]) => SealedTail>;

  /**
   * `committed` is told after a row committed on its own (not inside a caller's transaction,
   * whose caller tells it after its commit): the table rewrites its head file then.
   */
  constructor(
    private readonly db: Database.Database,
    book: SealedBook,
    private readonly committed?: () => void,
  ) {
    const columns = SEALED_COLUMNS[book];
    this.#tail = db.prepare(`SELECT position, seal FROM ${book} ORDER BY position DESC LIMIT 1`);
    this.#insert = db.prepare(
      `INSERT INTO ${book} (position, ${columns.join(', ')}, prev_seal, seal) VALUES (${columns.map(() => '?').join(', ')}, ?, ?, ?)`,
    );
    // The tail is read under the write lock (a savepoint inside a caller's transaction): another
    // process's row in between would otherwise fork the chain.
    this.#append = db.transaction((values: readonly SealedValue[]) => {
      const tail = this.#tail.get();
      const position = (tail?.position ?? 0) + 1;
      const prevSeal = tail?.seal ?? GENESIS_HASH;
      // Sealed over exactly what SQLite keeps: a lone surrogate is stored as bytes that read back
      // as U+FFFD, so a seal over the string as given would call the row altered.
      const kept = values.map((value) => (typeof value === 'string' ? wellFormed(value) : value));
      const seal = sealOf(prevSeal, position, kept);
      this.#insert.run(position, ...kept, prevSeal, seal);
      return { position, seal };
    });
  }

  /** Records one row (the columns of SEALED_COLUMNS, in order) and returns its position and seal. */
  append(values: readonly SealedValue[]): SealedTail {
    const row = this.#append.immediate(values);
    if (!this.db.inTransaction) this.committed?.();
    return row;
  }

  tail(): SealedTail | undefined {
    return this.#tail.get();
  }
}

export type BookRow = { position: number; prev_seal: string | null; seal: string | null } & Record<
  string,
  SealedValue
>;

/** The first row of a book that is not what was written, or how far it reaches when all holds. */
export type SealScan =
  | { readonly ok: true; readonly rows: number; readonly last: SealedTail | undefined }
  | { readonly ok: false; readonly position: number; readonly problem: Message };

/** What is wrong with a row of a book: a position skipped, a seal not of its content, a broken link. */
export type SealFault =
  | { readonly kind: 'missing'; readonly expected: number }
  | { readonly kind: 'altered' }
  | { readonly kind: 'breaks' };

/** Whether a row's seal is the seal of its own content and the previous seal it names. */
export function sealHolds(book: SealedBook, row: BookRow): boolean {
  return row.seal !== null && row.prev_seal !== null && sealOfRow(book, row.prev_seal, row) === row.seal;
}

/** The seal of a row's own content, chained onto `prevSeal`. */
const sealOfRow = (book: SealedBook, prevSeal: string, row: BookRow): string =>
  sealOf(
    prevSeal,
    row.position,
    SEALED_COLUMNS[book].map((column) => row[column] as SealedValue),
  );

/**
 * The one check of a sealed row after the row before it (undefined for the first): the table's
 * audit and the center's, which holds the books the tables shipped, make it alike.
 */
export function sealFault(
  book: SealedBook,
  previous: SealedTail | undefined,
  row: BookRow,
): SealFault | null {
  const expected = (previous?.position ?? 0) + 1;
  if (row.position !== expected) return { kind: 'missing', expected };
  if (!sealHolds(book, row)) return { kind: 'altered' };
  if (row.prev_seal !== (previous?.seal ?? GENESIS_HASH)) return { kind: 'breaks' };
  return null;
}

/** Walks a book in position order: no gap, every seal recomputed, every link to the row before. */
export function scanSeals(db: Database.Database, book: SealedBook): SealScan {
  const columns = SEALED_COLUMNS[book];
  const name = bookName(book);
  let previous: SealedTail | undefined;
  let rows = 0;
  const all = db
    .prepare<[], BookRow>(
      `SELECT position, ${columns.join(', ')}, prev_seal, seal FROM ${book} ORDER BY position`,
    )
    .iterate();
  for (const row of all) {
    const fault = sealFault(book, previous, row);
    if (fault?.kind === 'missing')
      return failed(
        fault.expected,
        say('verify.book-entry-missing', {
          expected: fault.expected,
          book: name,
          before: fault.expected - 1,
          found: row.position,
        }),
      );
    if (fault?.kind === 'altered')
      return failed(row.position, say('verify.book-entry-altered', { position: row.position, book: name }));
    if (fault?.kind === 'breaks')
      return failed(
        row.position,
        say('verify.book-breaks', { position: row.position, book: name, before: row.position - 1 }),
      );
    previous = { position: row.position, seal: row.seal as string };
    rows += 1;
  }
  return { ok: true, rows, last: previous };
}

/**
 * Seals the rows a book held before its seals existed, oldest first (migration 009, in its own
 * transaction: the update guard lets a row be sealed once, while it has no seal).
 */
export function sealExistingRows(db: Database.Database, book: SealedBook): void {
  const columns = SEALED_COLUMNS[book];
  const update = db.prepare(`UPDATE ${book} SET prev_seal = ?, seal = ? WHERE position = ?`);
  // A page at a time: a statement being read cannot be updated meanwhile, and a journal may be long.
  const page = db.prepare<[number], BookRow>(
    `SELECT position, ${columns.join(', ')} FROM ${book} WHERE position > ? ORDER BY position LIMIT 1000`,
  );
  let prevSeal = GENESIS_HASH;
  for (let rows = page.all(0); rows.length > 0; rows = page.all(rows.at(-1)?.position ?? 0)) {
    for (const row of rows) {
      const seal = sealOfRow(book, prevSeal, row);
      update.run(prevSeal, seal, row.position);
      prevSeal = seal;
    }
  }
}

/** The seal of one row of a book, or undefined for a row the book does not hold. */
export function sealReader(
  db: Database.Database,
): (book: SealedBook, position: number) => string | undefined {
  const statements = new Map<SealedBook, Database.Statement<[number], string>>();
  return (book, position) => {
    let statement = statements.get(book);
    if (!statement) {
      statement = db.prepare<[number], string>(`SELECT seal FROM ${book} WHERE position = ?`).pluck();
      statements.set(book, statement);
    }
    return statement.get(position) ?? undefined;
  };
}

const failed = (position: number, problem: Message): SealScan => ({ ok: false, position, problem });
