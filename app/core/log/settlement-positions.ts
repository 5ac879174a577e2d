import type Database from 'better-sqlite3';
import { ROUND_OF_STREAM_SQL, ROUND_STREAM_SQL } from '../../../engine/log/log-events.js';

type Stretch = { readonly from: number; readonly to: number | null };

/**
 * Every RoundSettled of the log as [position, round], in log order: the settlements' covering
 * index answers it, no row read (the round's number read from its stream's name by SQLite). With
 * `from` and `to` (excluded; null: to the end), only those recorded in that stretch of the log.
 */
export function settlementPositions(
  log: Database.Database,
  stretch: Stretch = { from: 1, to: null },
): [position: number, round: number][] {
  return [...eachSettlement(log, stretch)];
}

/** The same settlements one by one, for a reader that keeps less than all of them. */
export function eachSettlement(
  log: Database.Database,
  stretch: Stretch = { from: 1, to: null },
): IterableIterator<[position: number, round: number]> {
  return log
    .prepare<[number, number], [number, number]>(
      `SELECT position, ${ROUND_OF_STREAM_SQL} FROM events WHERE type = 'RoundSettled' AND ${ROUND_STREAM_SQL} AND position >= ? AND position < ? ORDER BY position`,
    )
    .raw()
    .iterate(stretch.from, stretch.to ?? Number.MAX_SAFE_INTEGER);
}
