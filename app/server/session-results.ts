import type Database from 'better-sqlite3';
import { foldStream } from '../../engine/log/fold-log.js';
import type { LoggedEvent } from '../../engine/log/log-events.js';
import { RoundEndTracker, type SessionResults, sessionResults } from '../../engine/round/session-results.js';
import { contextOf } from '../../engine/round/table.js';
import { refolds, sqlTypeList } from '../../engine/table/event-kinds.js';
import { toLoggedEvent } from '../core/table/log-mapping.js';
import type { TableService } from '../core/table/table-service.js';

/** The charts show at most this many rounds: the reply stays small whatever the log's length. */
export const SESSION_RESULTS_ROUNDS = 200;

const feeds = new WeakMap<TableService, SessionResultsFeed>();

/** The last rounds' results of the table, for the dashboard's charts (the same for every screen). */
export function sessionResultsOf(service: TableService): SessionResults {
  let feed = feeds.get(service);
  if (!feed) {
    feed = new SessionResultsFeed(service);
    feeds.set(service, feed);
  }
  return feed.results();
}

/**
 * Every screen asks for the results after each change of the table. They are folded from the log
 * once (the last rounds only, from the snapshot cache), then kept up to date from the live table
 * fact by fact, as the fold would; a correction or a void, which refolds the table, folds them
 * again.
 */
class SessionResultsFeed {
  #tracker: RoundEndTracker | null = null;
  readonly #firstOfRound: Database.Statement<[string], number | null>;
  readonly #corrections: Database.Statement<
    [],
    { position: number; stream: string; type: string; data: string }
  >;

  constructor(private readonly service: TableService) {
    this.#firstOfRound = service.db
      .prepare<[string], number | null>('SELECT min(position) FROM events WHERE stream = ?')
      .pluck();
    // The snapshot cache's own query, served by the partial index events_corrections.
    this.#corrections = service.db.prepare(
      `SELECT position, stream, type, data FROM events WHERE type IN (${sqlTypeList('refolds')}) ORDER BY position`,
    );
    service.subscribe(({ snapshot, events }) => {
      if (events.some((event) => refolds(event.type))) this.#tracker = null;
      else this.#tracker?.observe(contextOf(snapshot));
    });
  }

  results(): SessionResults {
    this.#tracker ??= this.#fold();
    const shoe = contextOf(this.service.snapshot).shoe.shoeNumber;
    return sessionResults(this.#tracker.finished(), shoe, SESSION_RESULTS_ROUNDS);
  }

  /** The fold from the table before the first round wanted, through the log's end. */
  #fold(): RoundEndTracker {
    const tracker = new RoundEndTracker(SESSION_RESULTS_ROUNDS);
    const first = Math.max(1, contextOf(this.service.snapshot).round.number - SESSION_RESULTS_ROUNDS);
    const start = this.service.snapshots.tableBefore(first);
    const from = this.#firstOfRound.get(`round-${first}`);
    if (!start || from === null || from === undefined) return tracker;
    const store = this.service.store;
    function* facts(position: number): Generator<LoggedEvent> {
      for (const stored of store.iterateFrom(position)) yield toLoggedEvent(stored);
    }
    const corrections = this.#corrections
      .all()
      .map((row) => toLoggedEvent({ ...row, data: JSON.parse(row.data) }));
    // Every correction: those of the rounds before `first` are in `start`, and the fold leaves them.
    foldStream(facts(from), corrections, start, { observe: (_, after) => tracker.observe(contextOf(after)) });
    return tracker;
  }
}
