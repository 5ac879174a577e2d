import type Database from 'better-sqlite3';
import { type Message, say } from '../../../engine/refusals/message.js';
import { GENESIS_HASH, hashEvent } from './chain.js';
import { EVENT_COLUMNS, type EventRow } from './event-rows.js';

/** The first place the log is not what was written, or how far it reaches when it all holds. */
export type ChainScan =
  | {
      readonly ok: true;
      readonly events: number;
      readonly last: { position: number; hash: string } | undefined;
    }
  | { readonly ok: false; readonly position: number; readonly problem: Message };

/**
 * Walks the events in position order, one row in memory at a time: positions 1, 2, 3 … without
 * a gap, each row's hash recomputed from its columns, each prev_hash equal to the hash before.
 * From a link already verified (`after`), only the events after it are walked. `onChecked` is told
 * each position once its link holds (a progress bar).
 */
export function scanChain(
  db: Database.Database,
  after?: { position: number; hash: string },
  onChecked?: (position: number) => void,
): ChainScan {
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
        say('verify.position-missing', { expected, before: expected - 1, found: row.position }),
      );
    }
    if (hashEvent(row.prevHash, row) !== row.hash) {
      return fail(row.position, say('verify.event-altered', { position: row.position }));
    }
    if (row.prevHash !== (previous?.hash ?? GENESIS_HASH)) {
      return fail(row.position, say('verify.chain-breaks', { position: row.position, before: expected - 1 }));
    }
    previous = { position: row.position, hash: row.hash };
    events += 1;
    onChecked?.(row.position);
  }
  return { ok: true, events, last: previous };
}

/**
 * Walks the events round by round (through the unique index, so memory stays flat however many
 * rounds): each round's positions run 1, 2, 3 … without a gap.
 */
export function scanStreams(db: Database.Database): { position: number; problem: Message } | undefined {
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
        problem: say('verify.round-skips', {
          round: row.stream,
          last,
          next: row.streamPosition,
          position: row.position,
        }),
      };
    }
    last = row.streamPosition;
  }
  return undefined;
}

const fail = (position: number, problem: Message) => ({ ok: false as const, position, problem });
