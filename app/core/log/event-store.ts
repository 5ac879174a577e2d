import type Database from 'better-sqlite3';
import { GENESIS_HASH, hashEvent } from './chain.js';
import type { ChainHead } from './chain-head.js';
import { ChainHeadKeeper } from './chain-head-keeper.js';
import {
  EVENT_COLUMNS,
  type EventRow,
  FACT_COLUMNS,
  type FactRow,
  type SerializedEvent,
  serializeEvent,
  storedEventFromRow,
  storedEventWritten,
} from './event-rows.js';
import type { ExpectedLogTail, ExpectedStreamPosition, NewEvent, StoredEvent } from './event-types.js';
import { ConcurrencyError, LogMovedOnError } from './log-errors.js';
import type { EvolvedTable, ProjectionWriter } from './projection-writer.js';
import { SEALED_BOOKS, type SealedTail } from './sealed-books.js';

export interface EventStoreOptions {
  /** Told when the chain head file could not be written after a commit (the events stand). */
  readonly onHeadFileError?: (error: unknown) => void;
  /**
   * Rewrite the head after this turn of the event loop instead of at once after each commit (see
   * ChainHeadKeeper.recordSoon): for the live table, whose appends are its croupier's wait.
   */
  readonly headAfterThisTurn?: boolean;
}

/**
 * The append-only, hash-chained event log on one SQLite connection (from openLogDatabase).
 * `append` reports events only after their commit, then records the new chain head beside the
 * database so a cut-off tail can be detected later.
 */
export class EventStore {
  readonly #head: ChainHeadKeeper;
  /** Read models written in every append's transaction, after the events (see project). */
  readonly #projections: ProjectionWriter[] = [];
  readonly #insert: Database.Statement<
    [number, string, number, string, string, string, number, string, string]
  >;
  readonly #tail: Database.Statement<[], { position: number; hash: string }>;
  readonly #headAfterThisTurn: boolean;
  readonly #streamTail: Database.Statement<[string], number | null>;
  readonly #hashAt: Database.Statement<[number], string>;
  readonly #sourceAt: Database.Statement<[number], string | null>;
  readonly #streamAt: Database.Statement<[number], string>;
  readonly #from: Database.Statement<[number, number], EventRow>;
  readonly #factsFrom: Database.Statement<[number, number], FactRow>;
  readonly #stream: Database.Statement<[string], EventRow>;
  readonly #streamFactsAfter: Database.Statement<[string, number], FactRow>;
  readonly #count: Database.Statement<[], number>;
  /** The last row of each sealed book this log has (all, once migration 009 ran). */
  readonly #bookTails: [string, Database.Statement<[], SealedTail>][];
  readonly #appendInTransaction: Database.Transaction<
    (
      events: readonly SerializedEvent[],
      expected: ExpectedStreamPosition | ExpectedLogTail | undefined,
      alongside: (() => void) | undefined,
      evolved: EvolvedTable | undefined,
    ) => StoredEvent[]
  >;

  constructor(
    private readonly db: Database.Database,
    headPath: string,
    options: EventStoreOptions = {},
  ) {
    this.#insert = db.prepare(
      'INSERT INTO events (position, stream, stream_position, type, data, metadata, schema_version, prev_hash, hash) ' +
        'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.#tail = db.prepare('SELECT position, hash FROM events ORDER BY position DESC LIMIT 1');
    this.#headAfterThisTurn = options.headAfterThisTurn === true;
    this.#streamTail = db
      .prepare<[string], number | null>('SELECT max(stream_position) FROM events WHERE stream = ?')
      .pluck();
    this.#hashAt = db.prepare<[number], string>('SELECT hash FROM events WHERE position = ?').pluck();
    this.#streamAt = db.prepare<[number], string>('SELECT stream FROM events WHERE position = ?').pluck();
    this.#sourceAt = db
      .prepare<[number], string | null>(
        "SELECT json_extract(metadata, '$.source') FROM events WHERE position = ?",
      )
      .pluck();
    this.#from = db.prepare(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE position >= ? ORDER BY position LIMIT ?`,
    );
    this.#factsFrom = db
      .prepare<[number, number], FactRow>(
        `SELECT ${FACT_COLUMNS} FROM events WHERE position >= ? ORDER BY position LIMIT ?`,
      )
      .raw();
    this.#stream = db.prepare(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream = ? ORDER BY stream_position`,
    );
    // The round's index holds the position (the row id) in the round's order: the facts before
    // `position` cost no row read, and nothing is sorted.
    this.#streamFactsAfter = db
      .prepare<[string, number], FactRow>(
        `SELECT ${FACT_COLUMNS} FROM events WHERE stream = ? AND position > ? ORDER BY stream_position`,
      )
      .raw();
    this.#count = db.prepare<[], number>('SELECT count(*) FROM events').pluck();
    const sealed = db
      .prepare<[], string>(
        "SELECT DISTINCT m.name FROM sqlite_schema m, pragma_table_info(m.name) c WHERE m.type = 'table' AND c.name = 'seal'",
      )
      .pluck()
      .all();
    this.#bookTails = SEALED_BOOKS.filter((book) => sealed.includes(book)).map((book) => [
      book,
      db.prepare(`SELECT position, seal FROM ${book} ORDER BY position DESC LIMIT 1`),
    ]);
    this.#appendInTransaction = db.transaction((events, expected, alongside, evolved) => {
      alongside?.();
      const before = this.#tail.get();
      const stored = this.#write(events, before, expected);
      for (const projection of this.#projections) projection.written(stored, evolved);
      const last = stored.at(-1);
      if (last) this.#head.pending(before, { position: last.position, hash: last.hash });
      return stored;
    });
    const log = { tail: () => this.#tail.get(), hashAt: (position: number) => this.#hashAt.get(position) };
    this.#head = new ChainHeadKeeper(headPath, log, options.onHeadFileError);
  }

  /**
   * Appends the events in one IMMEDIATE transaction and returns them as stored, after the commit.
   * With `expected`, refuses (nothing written) when that round's last event is not at
   * `expected.streamPosition` (ConcurrencyError), or when the log's last event is not at
   * `expected.logTail` (LogMovedOnError: another process wrote). `alongside` writes other rows of the same file in the same
   * transaction, before the events (the device journal's row of the frame that brought them): one
   * synced commit for both, and neither without the other.
   */
  append(
    events: readonly NewEvent[],
    expected?: ExpectedStreamPosition | ExpectedLogTail,
    alongside?: () => void,
    evolved?: EvolvedTable,
  ): StoredEvent[] {
    const serialized = events.map(serializeEvent);
    this.#head.refuseIfLogWasCut();
    const stored = this.#appendInTransaction.immediate(serialized, expected, alongside, evolved);
    const last = stored.at(-1);
    // The first fact of a log has no pending line before it to account for it: its head is written at once.
    if (last && this.#headAfterThisTurn && last.position > stored.length)
      this.#head.recordSoon(() => this.#currentHead());
    else if (last) this.#head.record({ position: last.position, hash: last.hash, books: this.#books() });
    return stored;
  }

  /**
   * Rewrites the head file after rows were added to a journal or the PIN table without a fact
   * (a refusal, a rejected frame, a PIN set), so the head also names those rows. Never over a
   * head that shows the log cut: that head is the evidence.
   */
  witness(): void {
    const tail = this.#tail.get();
    if (!tail) return;
    try {
      this.#head.refuseIfLogWasCut();
    } catch {
      return;
    }
    this.#head.record({ ...tail, books: this.#books() });
  }

  /** The head as the log stands now; none once the connection is closed. */
  #currentHead(): ChainHead | undefined {
    if (!this.db.open) return undefined;
    const tail = this.#tail.get();
    return tail && { ...tail, books: this.#books() };
  }

  #books(): Record<string, SealedTail> {
    const books: Record<string, SealedTail> = {};
    for (const [book, tail] of this.#bookTails) {
      const last = tail.get();
      if (last) books[book] = last;
    }
    return books;
  }

  /**
   * `tail` is the log's last event as read inside the write lock at this append, rather than
   * cached: it costs one index seek, and another writer (a second process, a restored backup) can
   * never fork the chain.
   */
  #write(
    events: readonly SerializedEvent[],
    tail: ChainHead | undefined,
    expected?: ExpectedStreamPosition | ExpectedLogTail,
  ): StoredEvent[] {
    let position = tail?.position ?? 0;
    let prevHash = tail?.hash ?? GENESIS_HASH;
    if (expected && 'logTail' in expected) {
      if (position !== expected.logTail) throw new LogMovedOnError(expected.logTail, position);
    } else if (expected) {
      const actual = this.#streamTailAt(tail, expected.stream);
      if (actual !== expected.streamPosition)
        throw new ConcurrencyError(expected.stream, expected.streamPosition, actual);
    }
    const streamTails = new Map<string, number>();
    const stored: StoredEvent[] = [];
    for (const event of events) {
      const streamPosition = (streamTails.get(event.stream) ?? this.#streamTailAt(tail, event.stream)) + 1;
      streamTails.set(event.stream, streamPosition);
      position += 1;
      const hash = hashEvent(prevHash, {
        position,
        stream: event.stream,
        streamPosition,
        type: event.type,
        data: event.data,
        metadata: event.metadata,
        schemaVersion: event.schemaVersion,
      });
      this.#insert.run(
        position,
        event.stream,
        streamPosition,
        event.type,
        event.data,
        event.metadata,
        event.schemaVersion,
        prevHash,
        hash,
      );
      stored.push(storedEventWritten(event, position, streamPosition, prevHash, hash));
      prevHash = hash;
    }
    const last = stored.at(-1);
    if (last)
      this.#lastWritten = {
        position,
        hash: prevHash,
        stream: last.stream,
        streamPosition: last.streamPosition,
      };
    return stored;
  }

  /** Keeps a read model in step with the log: told of every later append, inside its transaction. */
  project(projection: ProjectionWriter): void {
    this.#projections.push(projection);
  }

  /**
   * The last event this store wrote: while the log's tail is still that very event (its position
   * and its hash, which covers its stream and the whole chain before it), its stream's last
   * position is known without asking SQLite. Anything else (another writer, a rolled-back outer
   * transaction, a restored file) shows in the tail, and the index is asked.
   */
  #lastWritten: (ChainHead & { readonly stream: string; readonly streamPosition: number }) | undefined;

  /** The last position in `stream`, with the log's tail as just read inside the write lock. */
  #streamTailAt(tail: ChainHead | undefined, stream: string): number {
    const written = this.#lastWritten;
    if (
      written &&
      tail &&
      written.stream === stream &&
      written.position === tail.position &&
      written.hash === tail.hash
    )
      return written.streamPosition;
    return this.#streamTail.get(stream) ?? 0;
  }

  /** The position of the log's last event (0 for an empty log): one index seek. */
  lastPosition(): number {
    return this.#tail.get()?.position ?? 0;
  }

  /** The last failure to write the chain head file after a commit, until a later write succeeds. */
  get headFileError(): unknown {
    return this.#head.lastError;
  }

  /** See ChainHeadKeeper.reseal: a pit boss's deliberate act after verifying the log. */
  resealHead(): ChainHead | undefined {
    return this.#head.reseal();
  }

  /** Events from `position` on (inclusive), in log order; at most `limit` of them. */
  readFrom(position: number, limit = -1): StoredEvent[] {
    return this.#from.all(position, limit).map(storedEventFromRow);
  }

  /**
   * Every event from `position` on (before `until`, when given), read a page at a time so no
   * statement stays open between pages and no more rows are read than asked for.
   */
  *iterateFrom(position: number, pageSize = 1000, until = Number.POSITIVE_INFINITY): Generator<StoredEvent> {
    const read = (from: number, limit: number) => this.readFrom(from, limit);
    for (const page of pages(read, (event) => event.position, position, until, pageSize)) yield* page;
  }

  /**
   * Replay's reading of the log: the facts' rows from `position` on (before `until`), only the
   * columns the fold needs, a page at a time (see FactRow). A page of arrays costs about a quarter
   * of the rows as objects of every column; handed over whole, a page costs the reader no
   * generator step per row.
   */
  factPagesFrom(
    position: number,
    until = Number.POSITIVE_INFINITY,
    pageSize = 1000,
  ): Generator<readonly FactRow[]> {
    return pages(
      (from, limit) => this.#factsFrom.all(from, limit),
      (row) => row[0],
      position,
      until,
      pageSize,
    );
  }

  /** Who brought the fact at `position` (its metadata's source); undefined for a position the log does not hold. */
  sourceAt(position: number): string | undefined {
    return this.#sourceAt.get(position) ?? undefined;
  }

  /** The stream (round) of the fact at `position`; undefined for a position the log does not hold. */
  streamAt(position: number): string | undefined {
    return this.#streamAt.get(position);
  }

  /** One round's events in their order. */
  readStream(stream: string): StoredEvent[] {
    return this.#stream.all(stream).map(storedEventFromRow);
  }

  /** One round's facts recorded after `position`, as the fold reads them (see FactRow). */
  streamFactsAfter(stream: string, position: number): FactRow[] {
    return this.#streamFactsAfter.all(stream, position);
  }

  last(): StoredEvent | undefined {
    const tail = this.#tail.get();
    return tail ? this.readFrom(tail.position, 1)[0] : undefined;
  }

  /** Lets go of the chain head file; the database connection is the caller's to close. */
  close(): void {
    this.#head.close();
  }

  /** Rows actually present (not the last position): a count the audit can set against the positions. */
  count(): number {
    return this.#count.get() ?? 0;
  }
}

/**
 * Rows from `position` on (before `until`), a page (never empty) of `pageSize` at a time so that no
 * statement stays open between pages and no more rows are read than asked for.
 */
function* pages<Row>(
  read: (from: number, limit: number) => Row[],
  positionOf: (row: Row) => number,
  position: number,
  until: number,
  pageSize: number,
): Generator<Row[]> {
  for (let next = position; next < until; ) {
    const page = read(next, Math.min(pageSize, until - next));
    if (page.length > 0) yield page;
    const last = page.at(-1);
    if (last === undefined || page.length < pageSize) return;
    next = positionOf(last) + 1;
  }
}
