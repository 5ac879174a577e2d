import { foldStream } from '../../engine/log/fold-log.js';
import type { LoggedEvent } from '../../engine/log/log-events.js';
import { restoreTable, type TableSnapshot } from '../../engine/round/table.js';
import type { StoredEvent } from '../core/log/event-types.js';
import { toLoggedEvent } from '../core/table/log-mapping.js';
import type { TableService } from '../core/table/table-service.js';
import type { FoldedRoundSummaries } from './round-summaries-from-file.js';
import { type ListedFact, RoundSummaryFold } from './round-summary-fold.js';

/** The round list and the table its fold has reached. */
export interface CaughtUp {
  readonly fold: RoundSummaryFold;
  table: TableSnapshot;
}

/**
 * The list another thread folded, brought to the log's end here, in one go, so that no fact of the
 * live table comes between: from the table that thread's fold left, the facts appended since it
 * read (what the table played meanwhile, a few facts) are folded on. No correction is told to the
 * fold: one made since that read has the whole list folded again (see RoundSummariesFeed), and
 * every one before it was applied over there.
 *
 * (Not from the snapshot cache's table before the round in play: the worker's own final table is
 * exactly where its summaries end, whatever corrections were recorded meanwhile.)
 */
export function catchUp(service: TableService, { state, table, upTo }: FoldedRoundSummaries): CaughtUp {
  const fold = new RoundSummaryFold(state);
  function* facts(): Generator<LoggedEvent> {
    for (const stored of service.store.iterateFrom(upTo + 1)) {
      fold.record(listedFact(stored));
      yield toLoggedEvent(stored);
    }
  }
  const { snapshot } = foldStream(facts(), [], table && restoreTable(table), {
    observe: (before, after) => fold.observe(before, after),
  });
  return { fold, table: snapshot ?? service.snapshot };
}

export const listedFact = ({ stream, type, metadata }: StoredEvent): ListedFact => ({
  stream,
  type,
  time: metadata.time,
});
