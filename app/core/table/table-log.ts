import type Database from 'better-sqlite3';
import type { LogFold } from '../../../engine/log/fold-log.js';
import type { HouseEdgeComputed, LoggedEvent } from '../../../engine/log/log-events.js';
import { streamOfRound } from '../../../engine/log/log-events.js';
import type { SessionResults } from '../../../engine/round/session-results.js';
import { type ShiftReportRequest, shiftReportOfLog } from '../books/shift-report-reader.js';
import { headPathFor } from '../log/chain-head.js';
import type { EventStore } from '../log/event-store.js';
import type { StoredEvent } from '../log/event-types.js';
import type { Journal, JournaledEntry } from '../log/journal.js';
import { loggedFactOfRow } from '../log/log-mapping.js';
import type { SnapshotCache } from '../log/snapshot-cache.js';
import { checkChainAtStart } from '../log/start-up-check.js';
import { currentRoundProjection } from '../projections/attach-projections.js';
import { roundPage } from '../projections/round-list-query.js';
import type { RoundPage, RoundPageRequest } from '../projections/round-list-types.js';
import { sessionResultsFrom } from '../projections/session-results.js';
import { readHouseEdges } from '../ratings/ratings-reader.js';
import { type ReplayOptions, replayLog } from './replay-log.js';

/**
 * The read side of one table's log, typed: its facts and the read models kept beside
 * them. The CLI, the servers, the reviews, the books and the pit read a table through this; the
 * table service alone decides and appends, and keeps the handles to the file. A read of the round
 * list finds it brought up to the log first.
 */
export class TableLog {
  readonly #db: Database.Database;
  readonly #store: EventStore;
  readonly #journal: Journal;
  readonly #snapshots: SnapshotCache;

  constructor(db: Database.Database, store: EventStore, journal: Journal, snapshots: SnapshotCache) {
    this.#db = db;
    this.#store = store;
    this.#journal = journal;
    this.#snapshots = snapshots;
  }

  /** The log's file. */
  get path(): string {
    return this.#db.name;
  }

  get isOpen(): boolean {
    return this.#db.open;
  }

  lastPosition(): number {
    return this.#store.lastPosition();
  }

  last(): StoredEvent | undefined {
    return this.#store.last();
  }

  count(): number {
    return this.#store.count();
  }

  readFrom(position: number, limit = -1): StoredEvent[] {
    return this.#store.readFrom(position, limit);
  }

  iterateFrom(position: number, pageSize?: number, until?: number): Generator<StoredEvent> {
    return this.#store.iterateFrom(position, pageSize, until);
  }

  /** The journal's entries (refusals, security, devices' reports) from `position`. */
  journalFrom(position: number, limit = -1): JournaledEntry[] {
    return this.#journal.readFrom(position, limit);
  }

  /** The facts that make the log be folded again (voids, corrections), in order. */
  corrections(): LoggedEvent[] {
    return this.#snapshots.corrections();
  }

  /** The log replayed from `from` (before `until`), its corrections applied (see replayLog). */
  replay(options: ReplayOptions = {}): LogFold {
    return replayLog(this.#store, this.#snapshots.corrections(), options);
  }

  /** Every fact of one round, in order. */
  factsOfRound(round: number): StoredEvent[] {
    return this.#store.readStream(streamOfRound(round));
  }

  /** The facts of one round recorded after `position` (a late ruling), as replay reads them. */
  factsOfRoundAfter(round: number, position: number): LoggedEvent[] {
    return this.#store.streamFactsAfter(streamOfRound(round), position).map(loggedFactOfRow);
  }

  /** The kinds of fact stored after `position` (to tell whether a reading must be made again). */
  typesAfter(position: number): string[] {
    return this.#db
      .prepare<[number], string>('SELECT DISTINCT type FROM events WHERE position > ?')
      .pluck()
      .all(position);
  }

  /** A page of the round list. */
  roundPage(request: RoundPageRequest): RoundPage {
    currentRoundProjection(this.#db);
    return roundPage(this.#db, request);
  }

  /** The last rounds' results of a shoe, for the charts. */
  sessionResults(shoe: number): SessionResults {
    currentRoundProjection(this.#db);
    return sessionResultsFrom(this.#db, shoe);
  }

  /** How many rounds started at or after `since` (an ISO time). */
  roundsStartedSince(since: string): number {
    currentRoundProjection(this.#db);
    return (
      this.#db
        .prepare<[string], number>('SELECT count(*) FROM round_list WHERE started_at >= ?')
        .pluck()
        .get(since) ?? 0
    );
  }

  /** Who dealt the newest round, as the round list names them. */
  newestRoundCroupier(): string | null {
    currentRoundProjection(this.#db);
    return (
      this.#db
        .prepare<[], string>('SELECT croupier FROM round_list ORDER BY round DESC LIMIT 1')
        .pluck()
        .get() ?? null
    );
  }

  /** The house edge each set of rules is rated with (by rules hash), as the ratings read it. */
  houseEdges(): Map<string, HouseEdgeComputed> {
    return readHouseEdges(this.#db);
  }

  /** The shift report of this log, `table` naming it. */
  shiftReport(table: string, request: Omit<ShiftReportRequest, 'write'> = {}) {
    currentRoundProjection(this.#db);
    return shiftReportOfLog(this.#db, this.#db, table, request);
  }

  /** The round list brought up to the log now (a copy's facts were never appended through it). */
  bringRoundListUp(): void {
    currentRoundProjection(this.#db);
  }

  /** The chain re-hashed from its last verified link to the tail, as at a start (see checkChainAtStart). */
  recheckChain(): void {
    checkChainAtStart(this.#db, this.path, headPathFor(this.path), { fromVerified: true });
  }
}
