import type Database from 'better-sqlite3';
import { ROUND_OF_STREAM_SQL, ROUND_STREAM_SQL } from '../../../engine/log/log-events.js';

/**
 * Every RoundSettled of the log as [position, round], in log order: the settlements' covering
 * index answers it, no row read (the round's number read from its stream's name by SQLite).
 */
export function settlementPositions(log: Database.Database): [position: number, round: number][] {
  return log
    .prepare<[], [number, number]>(
      `SELECT position, ${ROUND_OF_STREAM_SQL} FROM events WHERE type = 'RoundSettled' AND ${ROUND_STREAM_SQL} ORDER BY position`,
    )
    .raw()
    .all();
}
