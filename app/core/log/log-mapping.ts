import {
  type FactSource,
  type LogEvent,
  type LoggedEvent,
  roundOfStream,
  streamOfRound,
  TABLE_STREAM,
} from '../../../engine/log/log-events.js';
import { contextOf, type TableSnapshot } from '../../../engine/round/table.js';
import type { TableState } from '../../../engine/table/table-state.js';
import type { FactRow } from './event-rows.js';
import type { EventStore } from './event-store.js';
import type { EventMetadata, NewEvent, StoredEvent } from './event-types.js';

/**
 * The croupier on duty as a fact happens, for its metadata (a change of croupier carries the one
 * it relieves): the shift's hours and misdeals are counted by it. Nothing before one is named, so
 * a table that never names its croupiers logs as it always did.
 */
export function croupierOnDuty(table: TableSnapshot | null): { readonly croupier?: string } {
  const croupier = table ? contextOf(table).books.croupier : null;
  return croupier === null ? {} : { croupier };
}

/** A fact for the log: its type as the event type, the rest as data, in its round's stream. */
export function toNewEvent(event: LogEvent, round: number | null, metadata: EventMetadata): NewEvent {
  const { type, ...data } = event;
  return { stream: round === null ? TABLE_STREAM : streamOfRound(round), type, data, metadata };
}

/** A stored row back as the fact the fold reads, with its source when the row was read with its metadata. */
export function toLoggedEvent(
  stored: Pick<StoredEvent, 'position' | 'stream' | 'type' | 'data'> & { readonly metadata?: EventMetadata },
): LoggedEvent {
  const data = (stored.data ?? {}) as Record<string, unknown>;
  const source = stored.metadata?.source;
  return {
    position: stored.position,
    round: roundOfStream(stored.stream),
    event: { ...data, type: stored.type } as LogEvent,
    ...(source !== undefined && { source }),
  };
}

/**
 * The log's facts from `position` on (before `until`) as the fold reads them: replay's reader for
 * start-up, recall and the review. Without their sources: the fold's last card gets its own from
 * `withLastCardSource`. Each row's data is parsed once, straight into the fact (its
 * type set on the parsed object, last, as `toLoggedEvent` spreads it), and a round's stream name is
 * parsed once for its run of facts rather than by a regular expression per fact.
 */
export function* loggedFactsFrom(
  store: EventStore,
  position: number,
  until = Number.POSITIVE_INFINITY,
): Generator<LoggedEvent> {
  let stream = '';
  let round: number | null = null;
  for (const page of store.factPagesFrom(position, until)) {
    for (let index = 0; index < page.length; index++) {
      const [at, rowStream, type, data] = page[index] as FactRow;
      if (rowStream !== stream) {
        stream = rowStream;
        round = roundOfStream(rowStream);
      }
      yield loggedFact(at, round, type, data);
    }
  }
}

/** One row read as `loggedFactsFrom` reads it, for a reader of a few rows at a time. */
export const loggedFactOfRow = ([position, stream, type, data]: FactRow): LoggedEvent =>
  loggedFact(position, roundOfStream(stream), type, data);

function loggedFact(position: number, round: number | null, type: string, data: string): LoggedEvent {
  const parsed: unknown = JSON.parse(data);
  const event = (parsed !== null && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>;
  event.type = type;
  return { position, round, event: event as LogEvent };
}

/**
 * The state a fold of `loggedFactsFrom` left, with its last card's source read from the log: the
 * fix rule asks for that one source only, so the reader leaves every fact's out.
 */
export function withLastCardSource(state: TableState, store: EventStore): TableState {
  const { lastCard } = state;
  if (!lastCard || lastCard.source !== undefined) return state;
  const source = store.sourceAt(lastCard.position) as FactSource | undefined;
  return source === undefined ? state : { ...state, lastCard: { ...lastCard, source } };
}
