import { roundOfStream } from '../../engine/log/log-events.js';
import { contextOf } from '../../engine/round/table.js';
import { isAudited, refolds } from '../../engine/table/event-kinds.js';
import type { RequestOf, RoundSummary } from '../contract.js';
import type { TableService, TableUpdate } from '../core/table/table-service.js';
import { matches, troubledDuring } from './round-summaries.js';
import { type CaughtUp, catchUp, listedFact } from './round-summaries-catch-up.js';
import { foldRoundSummariesOffThread } from './round-summaries-off-thread.js';

const feeds = new WeakMap<TableService, RoundSummariesFeed>();

/** The pit boss's list of rounds (the same for every screen), filtered as asked. */
export function roundSummariesOf(
  service: TableService,
  dbPath: string,
  filter: RequestOf<'listRounds'>,
): Promise<RoundSummary[]> {
  let feed = feeds.get(service);
  if (!feed) {
    feed = new RoundSummariesFeed(service, dbPath);
    feeds.set(service, feed);
  }
  return feed.list(filter);
}

/**
 * The list is the replay of the whole log, seconds for a long one: it is folded once on another
 * thread, caught up here from the snapshot cache with what the table played meanwhile, then kept
 * up to date from the live table fact by fact, as the replay would. A correction or a void of a
 * round already over changes what followed it, so the list is folded again (off this thread too);
 * one of the round in play, or a ruling on any round, changes only that round's row and is followed
 * in place. Every request made while a fold runs waits for that one fold.
 */
class RoundSummariesFeed {
  #live: CaughtUp | null = null;
  #building: Promise<CaughtUp> | null = null;
  /** A rewrite came in while the other thread read: its read may predate it, and is folded again. */
  #rewrittenMeanwhile = false;

  constructor(
    private readonly service: TableService,
    private readonly dbPath: string,
  ) {
    service.subscribe((update) => this.#follow(update));
  }

  async list(filter: RequestOf<'listRounds'>): Promise<RoundSummary[]> {
    const live = this.#live ?? (await this.#built());
    // Read at each request: an alarm may be journaled after its round's facts.
    const troubled = troubledDuring(this.service);
    return live.fold.summaries(live.table, troubled).filter((summary) => matches(summary, filter));
  }

  #built(): Promise<CaughtUp> {
    this.#building ??= this.#build().finally(() => {
      this.#building = null;
    });
    return this.#building;
  }

  async #build(): Promise<CaughtUp> {
    for (;;) {
      this.#rewrittenMeanwhile = false;
      const folded = await foldRoundSummariesOffThread(this.dbPath);
      if (this.#rewrittenMeanwhile) continue;
      this.#live = catchUp(this.service, folded);
      return this.#live;
    }
  }

  #follow({ snapshot, events }: TableUpdate): void {
    const live = this.#live;
    if (!live) {
      // While a fold runs, the catch-up reads what the table plays; a rewrite needs a new read.
      if (events.some((event) => refolds(event.type))) this.#rewrittenMeanwhile = true;
      return;
    }
    const round = contextOf(live.table).round.number;
    const refolded = events.some((event) => isAudited(event.type));
    const rewritesThePast = events.some(
      (event) => refolds(event.type) && roundOfStream(event.stream) !== round,
    );
    if (rewritesThePast || (refolded && contextOf(snapshot).round.number !== round)) {
      this.#live = null;
      return;
    }
    for (const event of events) live.fold.record(listedFact(event));
    if (!refolded) live.fold.observe(live.table, snapshot);
    live.table = snapshot;
  }
}
