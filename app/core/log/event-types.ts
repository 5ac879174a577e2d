/** Where a fact came from: the shoe reader, the croupier's keys, the simulator, Sabot itself, a script. */
export type EventSource = 'shoe' | 'keyboard' | 'simulator' | 'system' | 'script';

export const EVENT_SOURCES: readonly EventSource[] = ['shoe', 'keyboard', 'simulator', 'system', 'script'];

/** Who, when and through what: the engine never reads a clock, so time arrives here. */
export interface EventMetadata {
  /** ISO 8601 time the fact happened at the table. */
  readonly time: string;
  readonly source: EventSource;
  readonly operator: string;
  /** The reader's own sequence number of the frame that carried this fact. */
  readonly deviceSeq?: number;
  readonly [extra: string]: unknown;
}

/** An event to append: a fact in past tense, in one round (its stream). */
export interface NewEvent {
  readonly stream: string;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: EventMetadata;
  /** Version of this event type's data shape; 1 when omitted. */
  readonly schemaVersion?: number;
}

/** An event as the log holds it, with its place in the log and in its round, and its chain link. */
export interface StoredEvent extends NewEvent {
  readonly position: number;
  readonly streamPosition: number;
  readonly schemaVersion: number;
  readonly prevHash: string;
  readonly hash: string;
}

/** The round's last event position the caller decided on; 0 for a round with no events yet. */
export interface ExpectedStreamPosition {
  readonly stream: string;
  readonly streamPosition: number;
}

/** The position of the log's last event the writer decided on: nobody else appended since. */
export interface ExpectedLogTail {
  readonly logTail: number;
}
