import { canonicalCopy, canonicalJson } from './canonical-json.js';
import type { HashedEventRow } from './chain.js';
import { EVENT_SOURCES, type EventMetadata, type NewEvent, type StoredEvent } from './event-types.js';

/** An `events` row as SQLite returns it: the hashed columns and the two hashes. */
export interface EventRow extends HashedEventRow {
  readonly prevHash: string;
  readonly hash: string;
}

export const EVENT_COLUMNS =
  'position, stream, stream_position AS streamPosition, type, data, metadata, ' +
  'schema_version AS schemaVersion, prev_hash AS prevHash, hash';

/**
 * What replay needs of a row, as SQLite's values in column order: its position, its round's
 * stream, its type and its data as the stored JSON text. Replay reads only these (not the
 * metadata and the two hashes, more than half of a row's bytes) and as arrays rather than one
 * object per row, and leaves the parsing to the fold's reader, which parses each fact's JSON once.
 * The one source the fix rule asks for, the last card's, is read once after the fold (`sourceAt`):
 * reading every row's costs a tenth of the replay.
 */
export type FactRow = readonly [position: number, stream: string, type: string, data: string];

export const FACT_COLUMNS = 'position, stream, type, data';

export function storedEventFromRow(row: EventRow): StoredEvent {
  return { ...row, data: JSON.parse(row.data), metadata: JSON.parse(row.metadata) };
}

/**
 * An event as `append` returns it, once written: its data and metadata as replay will parse them
 * from the text just stored (`canonicalCopy`), so the live table and a replay see the very same
 * values. Built in one step (the fields in the order appends have always returned them) rather
 * than spread twice.
 */
export function storedEventWritten(
  event: SerializedEvent,
  position: number,
  streamPosition: number,
  prevHash: string,
  hash: string,
): StoredEvent {
  return {
    stream: event.stream,
    type: event.type,
    data: event.read.data,
    metadata: event.read.metadata,
    schemaVersion: event.schemaVersion,
    position,
    streamPosition,
    prevHash,
    hash,
  };
}

/** An event ready to store: checked, with data and metadata already in their canonical text. */
export interface SerializedEvent {
  readonly stream: string;
  readonly type: string;
  readonly data: string;
  readonly metadata: string;
  readonly schemaVersion: number;
  /** The data and metadata as `JSON.parse` gives them back from the two texts. */
  readonly read: { readonly data: unknown; readonly metadata: EventMetadata };
}

/**
 * Checks what the type system cannot promise at run time and serializes before the write lock
 * is taken, so a bad event costs the other writers nothing. A failure here is a bug in the
 * caller (the service validates inputs first), hence an exception.
 */
export function serializeEvent(event: NewEvent): SerializedEvent {
  const { stream, type, metadata } = event;
  const schemaVersion = event.schemaVersion ?? 1;
  if (typeof stream !== 'string' || stream === '') throw new TypeError('an event needs a stream (its round)');
  if (typeof type !== 'string' || type === '') throw new TypeError('an event needs a type');
  if (!Number.isInteger(schemaVersion) || schemaVersion < 1) {
    throw new TypeError(`event ${type}: schemaVersion must be a whole number from 1`);
  }
  if (typeof metadata?.time !== 'string' || Number.isNaN(Date.parse(metadata.time))) {
    throw new TypeError(`event ${type}: metadata.time must be an ISO time`);
  }
  if (!EVENT_SOURCES.includes(metadata.source)) {
    throw new TypeError(`event ${type}: metadata.source must be one of ${EVENT_SOURCES.join(', ')}`);
  }
  if (typeof metadata.operator !== 'string')
    throw new TypeError(`event ${type}: metadata.operator is missing`);
  return {
    stream,
    type,
    data: canonicalJson(event.data, `event ${type} data`),
    metadata: canonicalJson(metadata, `event ${type} metadata`),
    schemaVersion,
    read: { data: canonicalCopy(event.data), metadata: canonicalCopy(metadata) as EventMetadata },
  };
}
