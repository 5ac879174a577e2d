import type Database from 'better-sqlite3';
import { kindOf, sqlTypeList, typesWhere } from '../../../engine/table/event-kinds.js';
import type { BookFactType } from './book-log.js';

/** A fact of the books by its place, kind and time alone: read from an index, never from its row. */
export interface BookPlace {
  readonly position: number;
  readonly type: BookFactType;
  readonly time: string;
  /** The gaming day the walk is in at this fact: its session's (the day of the session's opener), else its own time's. */
  readonly day: string;
  /** The gaming day the report lists it in: its `day`, but a ruling's adjustment is listed in the day of its own time. */
  readonly listedIn: string;
}

/** The facts a later fact may change once the period is walked: a slip's or a buy-in's void, an adjustment's acknowledgement. */
export const REACHING_BACK = typesWhere('reachesBack') as readonly BookFactType[];

/**
 * Every fact of the books by place, kind and time, in the log's order, each with the gaming day it
 * counts in as the books' walk counts it (a session belongs whole to the day it opened in). The
 * covering index of migration 023 answers it with no row read.
 */
export function readBookPlaces(log: Database.Database, dayOf: (iso: string) => string): BookPlace[] {
  const rows = log
    .prepare<[], [number, BookFactType, string]>(
      `SELECT position, type, json_extract(metadata, '$.time') FROM events WHERE type IN (${sqlTypeList('books')}) ORDER BY position`,
    )
    .raw()
    .all();
  let session: string | null = null;
  return rows.map(([position, type, time]) => {
    if (type === 'OpenerCounted') session = dayOf(time);
    const day = session ?? dayOf(time);
    if (type === 'CloserCounted') session = null;
    return { position, type, time, day, listedIn: type === 'SettlementAdjusted' ? dayOf(time) : day };
  });
}

/**
 * The gaming day of the log's last fact, as the books' walk finds it: the day of the session still
 * open, else the day the last fact counts in (a fact of the books, or a round settled with no
 * session open, in the day of its own time).
 */
export function lastDayOf(
  places: readonly BookPlace[],
  last: { readonly position: number; readonly time: string } | null,
  dayOf: (iso: string) => string,
): string | null {
  if (last === null) return null;
  const open = places.findLast((place) => kindOf(place.type)?.trayCount === true);
  if (open?.type === 'OpenerCounted') return open.day;
  const final = places.at(-1);
  return final?.position === last.position ? final.day : dayOf(last.time);
}
