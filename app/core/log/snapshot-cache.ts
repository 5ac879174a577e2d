import type Database from 'better-sqlite3';
import { foldStream } from '../../../engine/log/fold-log.js';
import { type LoggedEvent, streamOfRound } from '../../../engine/log/log-events.js';
import {
  contextOf,
  FOLD_VERSION,
  type PersistedTable,
  persistTable,
  restoreTable,
  type TableSnapshot,
} from '../../../engine/round/table.js';
import { sqlTypeList } from '../../../engine/table/event-kinds.js';
import type { TableState } from '../../../engine/table/table-state.js';
import type { EventStore } from './event-store.js';
import { loggedFactsFrom, toLoggedEvent, withLastCardSource } from './log-mapping.js';
import { isDiskFull } from './log-space.js';
import {
  clearSnapshotsAfter,
  latestSnapshot,
  putSnapshot,
  type Snapshot,
  snapshotAtOrBefore,
} from './snapshots.js';

/**
 * One snapshot every this many rounds: recall folds at most this many rounds from the nearest one
 * (a few milliseconds), and a snapshot costs a disk sync only once in so many rounds.
 */
export const SNAPSHOT_EVERY_ROUNDS = 20;

/**
 * The fold at round boundaries, cached in the log's database so start-up and recall replay only
 * a few rounds of facts. A cache only: a snapshot it cannot trust is ignored and rebuilt.
 */
export class SnapshotCache {
  /** Off while a fold runs again without caching, after its cache found the disk full. */
  #caching = true;
  readonly #firstOfRound: Database.Statement<[string], number | null>;
  readonly #corrections: Database.Statement<
    [],
    { position: number; stream: string; type: string; data: string }
  >;

  constructor(
    private readonly db: Database.Database,
    private readonly store: EventStore,
  ) {
    this.#firstOfRound = db
      .prepare<[string], number | null>('SELECT min(position) FROM events WHERE stream = ?')
      .pluck();
    // Served by the partial index events_corrections (a test holds its list to the kinds table's):
    // corrections are few, whatever the log's length.
    this.#corrections = db.prepare(
      `SELECT position, stream, type, data FROM events WHERE type IN (${sqlTypeList('refolds')}) ORDER BY position`,
    );
  }

  /** The table now: the latest trustworthy snapshot and the facts after it. */
  currentTable(): TableSnapshot {
    return this.currentState().table as TableSnapshot;
  }

  /** The table now, with what the engine decides from beside it (the last card and its source). */
  currentState(): TableState {
    const corrections = this.corrections();
    const latest = latestSnapshot(this.db, FOLD_VERSION);
    const trusted = latest && this.#trustedAtOrBefore(latest.round, corrections);
    // The stale ones after it go; the fold to the log's end takes them again.
    if (latest && trusted?.round !== latest.round)
      this.#ifRoom(() => clearSnapshotsAfter(this.db, trusted?.round ?? 0));
    return this.#foldFrom(trusted, Number.POSITIVE_INFINITY, corrections);
  }

  /**
   * Told when `round` opened (the table as it stood after the event at `position`), by a table that
   * holds every correction recorded up to `correctionsThrough`: the live table, every one up to
   * `position`.
   */
  roundOpened(round: number, before: TableSnapshot, position: number, correctionsThrough = position): void {
    if (this.#caching && (round - 1) % SNAPSHOT_EVERY_ROUNDS === 0)
      this.#ifRoom(() => this.#put(round, before, position, correctionsThrough));
  }

  /**
   * The table as it stood just before the round's first fact (a late void of the round before it
   * applied), or null for a round never played.
   */
  tableBefore(round: number): TableSnapshot | null {
    const first = this.#firstOfRound.get(streamOfRound(round));
    if (first === null || first === undefined) return null;
    const corrections = this.corrections();
    return this.#foldFrom(this.#trustedAtOrBefore(round, corrections), first, corrections).table;
  }

  /** A correction of `round` changed what followed: every cached round after it may be wrong. */
  invalidateAfter(round: number): void {
    // Left behind on a full disk, they are stale and passed over (#trustedAtOrBefore).
    this.#ifRoom(() => clearSnapshotsAfter(this.db, round));
  }

  /**
   * A cache write that finds the disk full is left out: the log is what counts, and a later fold
   * caches again. Inside a transaction the failure goes on, for the transaction to roll back whole.
   */
  #ifRoom(write: () => void): void {
    try {
      write();
    } catch (error) {
      if (!isDiskFull(error) || this.db.inTransaction) throw error;
    }
  }

  /**
   * Folds from a snapshot (or the start) up to, not including, the event at `until`, reading the
   * log a page at a time; rounds that open on the way are cached, so a cold start rebuilds the cache.
   */
  #foldFrom(snapshot: Snapshot | undefined, until: number, corrections: LoggedEvent[]): TableState {
    const start = snapshot ? restoreTable(snapshot.state as PersistedTable) : null;
    // What this fold applies: every correction it was given, and none recorded since.
    const correctionsThrough = corrections.at(-1)?.position ?? 0;
    const fold = (): TableState => {
      // The event at `until` too: the fold places the late voids due before it.
      const facts = loggedFactsFrom(this.store, (snapshot?.position ?? 0) + 1, until + 1);
      const folded = foldStream(
        facts,
        corrections,
        start,
        {
          observe: (before, after, position) => {
            const round = contextOf(after).round.number;
            if (round !== contextOf(before).round.number && round > (snapshot?.round ?? 0))
              this.roundOpened(round, before, position - 1, correctionsThrough);
          },
        },
        until,
      );
      return folded.state;
    };
    const state = this.#foldCaching(fold);
    if (!state.table) throw new Error('the log holds no table opening');
    return withLastCardSource(state, this.store);
  }

  /** The rounds a fold opens are cached in one commit; on a full disk, the fold is done again uncached. */
  #foldCaching(fold: () => TableState): TableState {
    try {
      return this.db.transaction(fold)();
    } catch (error) {
      if (!isDiskFull(error)) throw error;
    }
    this.#caching = false;
    try {
      return fold();
    } finally {
      this.#caching = true;
    }
  }

  /**
   * The nearest snapshot at or before `round` that holds every correction of the rounds before it.
   * One taken before such a correction is passed over (the ruling clears them, but a crash between
   * the ruling and the clearing, or another process's ruling, can leave one behind).
   */
  #trustedAtOrBefore(round: number, corrections: readonly LoggedEvent[]): Snapshot | undefined {
    for (let bound = round; bound > 0; ) {
      const nearest = snapshotAtOrBefore(this.db, bound, FOLD_VERSION);
      if (!nearest || !isStale(nearest, corrections)) return nearest;
      bound = nearest.round - 1;
    }
    return undefined;
  }

  #put(round: number, table: TableSnapshot, position: number, correctionsThrough: number): void {
    const state: CachedTable = { ...persistTable(table), correctionsThrough };
    putSnapshot(this.db, { round, position, state, codeVersion: FOLD_VERSION });
  }

  /** The log's corrections (few, whatever its length): what a fold must know before it starts. */
  corrections(): LoggedEvent[] {
    return this.#corrections.all().map((row) => toLoggedEvent({ ...row, data: JSON.parse(row.data) }));
  }
}

/** A cached table, and how far the log's corrections had been read when it was taken. */
interface CachedTable extends PersistedTable {
  /**
   * Every correction at or before this position is applied to the table. A snapshot cached by an
   * earlier Sabot lacks it: its own position stands in (right for one the live table cached).
   */
  readonly correctionsThrough?: number;
}

/**
 * A correction of an earlier round that the snapshot's table did not hold makes it stale; one
 * recorded before the snapshot was taken (a fold after the ruling) is in it.
 */
function isStale(snapshot: Snapshot, corrections: readonly LoggedEvent[]): boolean {
  const read = (snapshot.state as CachedTable).correctionsThrough ?? snapshot.position;
  return corrections.some((entry) => entry.position > read && (entry.round ?? 0) < snapshot.round);
}
