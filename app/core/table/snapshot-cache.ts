import type Database from 'better-sqlite3';
import { foldLog } from '../../../engine/log/fold-log.js';
import { roundOfStream } from '../../../engine/log/log-events.js';
import {
  FOLD_VERSION,
  type PersistedTable,
  persistTable,
  restoreTable,
  type TableSnapshot,
} from '../../../engine/round/table.js';
import type { EventStore } from '../log/event-store.js';
import {
  clearSnapshots,
  clearSnapshotsAfter,
  getSnapshot,
  latestSnapshot,
  putSnapshot,
  type Snapshot,
} from '../log/snapshots.js';
import { toLoggedEvent } from './log-mapping.js';

/**
 * The fold at round boundaries, cached in the log's database so start-up and recall replay only a
 * round's worth of facts. A cache only: any snapshot it cannot trust is ignored and rebuilt.
 */
export class SnapshotCache {
  readonly #firstOfRound: Database.Statement<[string], number | null>;
  readonly #laterCorrections: Database.Statement<[number], string>;

  constructor(
    private readonly db: Database.Database,
    private readonly store: EventStore,
  ) {
    this.#firstOfRound = db
      .prepare<[string], number | null>('SELECT min(position) FROM events WHERE stream = ?')
      .pluck();
    this.#laterCorrections = db
      .prepare<[number], string>(
        "SELECT stream FROM events WHERE position > ? AND type IN ('CardCorrected', 'RoundVoided')",
      )
      .pluck();
  }

  /** The table now: the latest trustworthy snapshot and the facts after it. */
  currentTable(): TableSnapshot {
    const latest = latestSnapshot(this.db, FOLD_VERSION);
    const usable = latest && !this.#isStale(latest) ? latest : undefined;
    if (latest && !usable) clearSnapshots(this.db);
    return this.#foldFrom(usable, Number.POSITIVE_INFINITY);
  }

  /** Records the table as it stood when `round` opened (after the event at `position`). */
  roundOpened(round: number, before: TableSnapshot, position: number): void {
    putSnapshot(this.db, { round, position, state: persistTable(before), codeVersion: FOLD_VERSION });
  }

  /** The table as it stood just before the round's first fact, or null for a round never played. */
  tableBefore(round: number): TableSnapshot | null {
    const cached = getSnapshot(this.db, round, FOLD_VERSION);
    if (cached && !this.#isStale(cached)) return restoreTable(cached.state as PersistedTable);
    const first = this.#firstOfRound.get(`round-${round}`);
    if (first === null || first === undefined) return null;
    const table = this.#foldFrom(undefined, first);
    this.roundOpened(round, table, first - 1);
    return table;
  }

  /** A correction of `round` changed what followed: every cached round after it may be wrong. */
  invalidateAfter(round: number): void {
    clearSnapshotsAfter(this.db, round);
  }

  /** Folds from a snapshot (or the start) up to, not including, the event at `until`. */
  #foldFrom(snapshot: Snapshot | undefined, until: number): TableSnapshot {
    const start = snapshot ? restoreTable(snapshot.state as PersistedTable) : null;
    const logged = [];
    for (const stored of this.store.iterateFrom((snapshot?.position ?? 0) + 1)) {
      if (stored.position >= until) break;
      logged.push(toLoggedEvent(stored));
    }
    const fold = foldLog(logged, start);
    if (!fold.snapshot) throw new Error('the log holds no table opening');
    return fold.snapshot;
  }

  /** A correction of an earlier round appended after the snapshot was taken makes it stale. */
  #isStale(snapshot: Snapshot): boolean {
    return this.#laterCorrections
      .all(snapshot.position)
      .some((stream) => (roundOfStream(stream) ?? 0) < snapshot.round);
  }
}
