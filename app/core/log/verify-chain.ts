import type Database from 'better-sqlite3';
import { GENESIS_HASH, hashEvent } from './chain.js';
import { EVENT_COLUMNS, type EventRow } from './event-rows.js';

/** The first place the log is not what was written, or how far it reaches when it all holds. */
export type ChainScan =
  | {
      readonly ok: true;
      readonly events: number;
      readonly last: { position: number; hash: string } | undefined;
    }
  | { readonly ok: false; readonly position: number; readonly problem: string };

/**
 * Walks the events in position order, one row in memory at a time: positions 1, 2, 3 … without
 * a gap, each row's hash recomputed from its columns, each prev_hash equal to the hash before.
 * From a link already verified (`after`), only the events after it are walked.
 */
export function scanChain(db: Database.Database, after?: { position: number; hash: string }): ChainScan {
  let previous = after;
  let events = 0;
  const rows = db
    .prepare<[number], EventRow>(`SELECT ${EVENT_COLUMNS} FROM events WHERE position > ? ORDER BY position`)
    .iterate(after?.position ?? 0);
  for (const row of rows) {
    const expected = (previous?.position ?? 0) + 1;
    if (row.position !== expected) {
      return fail(
        expected,
        `position ${expected} is missing: the events jump from ${expected - 1} to ${row.position}`,
      );
    }
    if (hashEvent(row.prevHash, row) !== row.hash) {
      return fail(
        row.position,
        `the event at position ${row.position} was altered after it was written (its hash does not match its content)`,
      );
    }
    if (row.prevHash !== (previous?.hash ?? GENESIS_HASH)) {
      return fail(
        row.position,
        `the chain breaks at position ${row.position}: it does not follow the event at position ${expected - 1}, ` +
          'which was rewritten, or an event was put in between',
      );
    }
    previous = { position: row.position, hash: row.hash };
    events += 1;
  }
  return { ok: true, events, last: previous };
}

/**
 * Walks the events round by round (through the unique index, so memory stays flat however many
 * rounds): each round's positions run 1, 2, 3 … without a gap.
 */
export function scanStreams(db: Database.Database): { position: number; problem: string } | undefined {
  let stream: string | undefined;
  let last = 0;
  const rows = db
    .prepare<[], { position: number; stream: string; streamPosition: number }>(
      'SELECT position, stream, stream_position AS streamPosition FROM events ORDER BY stream, stream_position',
    )
    .iterate();
  for (const row of rows) {
    if (row.stream !== stream) {
      stream = row.stream;
      last = 0;
    }
    if (row.streamPosition !== last + 1) {
      return {
        position: row.position,
        problem: `round ${row.stream} skips from its event ${last} to ${row.streamPosition} at position ${row.position}`,
      };
    }
    last = row.streamPosition;
  }
  return undefined;
}

const fail = (position: number, problem: string) => ({ ok: false as const, position, problem });
