import type Database from 'better-sqlite3';
import { foldStream } from '../../../engine/log/fold-log.js';
import { roundOfStream, streamOfRound } from '../../../engine/log/log-events.js';
import { FOLD_VERSION, persistTable, type TableSnapshot } from '../../../engine/round/table.js';
import { refolds } from '../../../engine/table/event-kinds.js';
import type { EventStore } from '../log/event-store.js';
import type { StoredEvent } from '../log/event-types.js';
import { toLoggedEvent } from '../log/log-mapping.js';
import type { EvolvedTable, ProjectionWriter } from '../log/projection-writer.js';
import type { SnapshotCache } from '../log/snapshot-cache.js';
import { ProjectionTables } from './projection-tables.js';
import { RoundRowsFold } from './round-rows.js';

/** The projections' row in the `projections` table. */
export const ROUND_PROJECTION = 'rounds';
/**
 * The fold's version and the rows' own: a change of either rebuilds the projection from the log,
 * as a snapshot of another fold version is never trusted.
 */
export const ROUND_PROJECTION_VERSION = `${FOLD_VERSION}+rounds-3`;

/**
 * The round list and the charts' rows, kept in step with the log: every append folds its facts
 * into them in the append's own transaction (the table after it is this projection's own fold, so
 * any process appending keeps them). A correction or a void refolds from the table before the
 * round it changes, as the snapshot cache holds it, and rewrites the rows from that round on.
 *
 * The round in play is held in memory between the appends that write a row (a round that ends,
 * a result, a correction's flag): a fact that only moves the round in play writes nothing more
 * than the fact, as a raw insert would. Whenever rows are written, the round in play's row and the
 * position are written with them, so the rows always hold every fact up to the position recorded;
 * only facts of the round in play can follow it. A read in this process writes them first
 * (`flushInPlay`), and a reader elsewhere refolds that round alone from the snapshot cache.
 */
export class RoundProjection implements ProjectionWriter {
  #table: TableSnapshot | null = null;
  #rows: RoundRowsFold | null = null;
  /** The last position folded into #table; -1 before any fold of this process. */
  #position = -1;
  readonly #firstOfRound: Database.Statement<[string], number | null>;
  readonly #catchUp: Database.Transaction<() => void>;
  readonly #flushInTransaction: Database.Transaction<(flush: () => void) => void>;
  /** What writes the round in play and the position, while appends left them in memory. */
  #flush: (() => void) | null = null;

  constructor(
    db: Database.Database,
    private readonly store: EventStore,
    private readonly snapshots: SnapshotCache,
    /** The log's own tables, or those of a database in memory for a log that cannot be written. */
    readonly tables: ProjectionTables = new ProjectionTables(db),
  ) {
    this.#firstOfRound = db
      .prepare<[string], number | null>('SELECT min(position) FROM events WHERE stream = ?')
      .pluck();
    this.#catchUp = db.transaction(() => this.#refoldBehind());
    this.#flushInTransaction = db.transaction((flush: () => void) => flush());
  }

  /** Whether the rows hold every fact of the log, folded by this code's version. */
  isCurrent(): boolean {
    const state = this.tables.state(ROUND_PROJECTION);
    return state?.version === ROUND_PROJECTION_VERSION && state.position === this.store.lastPosition();
  }

  /** Whether this process's fold holds the log's last fact (the round in play may be unwritten). */
  holdsTail(): boolean {
    return this.#table !== null && this.#position === this.store.lastPosition();
  }

  /** Writes the round in play's row and the position, if the last appends left them in memory. */
  flushInPlay(): void {
    if (this.#flush === null) return;
    const flush = this.#flush;
    this.#flush = null;
    this.#flushInTransaction.immediate(flush);
  }

  /** Brings the rows to the log's end (a rebuild after a version change), in a transaction of its own. */
  catchUp(): void {
    this.#catchUp.immediate();
  }

  /** Every row folded again from the log's first fact; the caller holds the transaction. */
  rebuild(): void {
    this.#refoldFrom(1);
  }

  /** The rows brought to the log's end, as `catchUp` does; the caller holds the transaction. */
  foldBehind(): void {
    this.#refoldBehind();
  }

  written(events: readonly StoredEvent[], evolved?: EvolvedTable): void {
    const first = events[0];
    const last = events.at(-1);
    if (!first || !last) return;
    const followsOn = this.#table !== null && this.#rows !== null && first.position === this.#position + 1;
    if (!followsOn || events.some((event) => refolds(event.type))) {
      this.#refoldBehind();
      return;
    }
    const rows = this.#rows as RoundRowsFold;
    const held = this.#table as TableSnapshot;
    if (evolved && evolved.before === held && evolved.after) {
      // The very table this projection holds, moved by the service's own evolve of these facts:
      // the first fact moves it (the statechart's), any other is the log's own (its settlement).
      const before = this.tables.rowsWritten;
      rows.fact(first);
      if (evolved.after !== held) rows.observe(held, evolved.after);
      for (const event of events.slice(1)) rows.fact(event);
      this.#moved(evolved.after, rows, last.position, this.tables.rowsWritten === before);
      return;
    }
    const before = this.tables.rowsWritten;
    const fold = foldStream(this.#facts(events, rows), [], this.#table, {
      observe: (before, after) => rows.observe(before, after),
    });
    // Once its own fold is found to hold the service's table, the projection takes the service's
    // from then on (checked once, field by field), and the next appends need no fold of their own.
    const same = evolved?.after && fold.snapshot && sameTable(evolved.after, fold.snapshot);
    const table = same ? (evolved?.after ?? null) : fold.snapshot;
    this.#moved(table, rows, last.position, this.tables.rowsWritten === before);
  }

  /**
   * Folds again from the earliest round the rows may not hold rightly: the round of the last fact
   * they hold (its row may be half written), or of a correction recorded since; from the first
   * round when they were folded by another version.
   */
  #refoldBehind(): void {
    const state = this.tables.state(ROUND_PROJECTION);
    if (state?.version !== ROUND_PROJECTION_VERSION) {
      this.#refoldFrom(1);
      return;
    }
    const held = this.#position >= 0 ? Math.min(this.#position, state.position) : state.position;
    // The rows hold every fact up to `held`: what follows it is the round in play's (or a correction's).
    const next = this.store.streamAt(held + 1);
    let from = roundOfStream(next ?? '') ?? roundOfStream(this.store.streamAt(held) ?? '') ?? 1;
    for (const correction of this.snapshots.corrections())
      if (correction.position > held && correction.round !== null) from = Math.min(from, correction.round);
    this.#refoldFrom(from);
  }

  #refoldFrom(round: number): void {
    this.tables.clearFrom(round);
    const first = round > 1 ? this.#firstOfRound.get(streamOfRound(round)) : null;
    const start = first ? this.snapshots.tableBefore(round) : null;
    const rows = new RoundRowsFold(this.tables, start ? round - 1 : 0);
    const store = this.store;
    const facts = this.#facts(store.iterateFrom(start && first ? first : 1), rows);
    const fold = foldStream(facts, this.snapshots.corrections(), start, {
      observe: (before, after) => rows.observe(before, after),
    });
    this.#moved(fold.snapshot, rows, store.lastPosition());
  }

  *#facts(events: Iterable<StoredEvent>, rows: RoundRowsFold) {
    for (const event of events) {
      rows.fact(event);
      yield toLoggedEvent(event);
    }
  }

  /**
   * The fold moved to `position`. With `inPlayOnly` (the facts wrote no row), the round in play's
   * row and the position stay in memory until the next append that writes rows, or a read.
   */
  #moved(table: TableSnapshot | null, rows: RoundRowsFold, position: number, inPlayOnly = false): void {
    this.#table = table;
    this.#rows = rows;
    this.#position = position;
    const flush = () => {
      if (table) rows.flush(table);
      this.tables.setState(ROUND_PROJECTION, { version: ROUND_PROJECTION_VERSION, position });
    };
    this.#flush = inPlayOnly ? flush : null;
    if (!inPlayOnly) flush();
  }
}

const sameTable = (one: TableSnapshot, other: TableSnapshot): boolean =>
  JSON.stringify(persistTable(one)) === JSON.stringify(persistTable(other));
