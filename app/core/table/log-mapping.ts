import {
  type LogEvent,
  type LoggedEvent,
  roundOfStream,
  streamOfRound,
  TABLE_STREAM,
} from '../../../engine/log/log-events.js';
import type { EventMetadata, NewEvent, StoredEvent } from '../log/event-types.js';

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
