import Database from 'better-sqlite3';
import type { HouseEdgeComputed } from '../../../engine/log/log-events.js';
import { roundOfStream } from '../../../engine/log/log-events.js';
import { type Rating, rate } from '../../../engine/ratings/rating.js';
import { latestEdges, ratingSessionsIn, type SeatFact } from '../../../engine/ratings/rating-sessions.js';
import type { TimedFact } from '../../../engine/ratings/round-for-ratings.js';
import { type RuleProfile, ruleProfileSchema } from '../../../engine/rules/profile-schema.js';
import { sqlTypeList } from '../../../engine/table/event-kinds.js';
import { readOpening } from '../books/book-log.js';
import { DEFAULT_GAMING_DAY_STARTS, gamingDayReader, machineTimeZone } from '../books/gaming-day.js';
import { tableIdOf } from '../log/table-id.js';
import { rulesHashOf } from '../projections/rules-hash.js';
import { type RoundsReading, ratingRounds } from './rating-rounds.js';

// The kinds table's own list, word for word the one of migration 014's partial index, so that SQLite takes it.
const RATINGS_WHERE = `type IN (${sqlTypeList('rates')})`;

/** A rating of one table's log, with the table and the gaming day it began in. */
export type TableRating = Rating & { readonly table: string; readonly gamingDay: string };

/** A table's ratings, and the rules of the sessions that have no house edge to be rated with yet. */
export interface TableRatings {
  readonly table: string;
  readonly ratings: readonly TableRating[];
  /** The profiles (id) whose rules have no `HouseEdgeComputed` in the log. */
  readonly withoutEdge: readonly string[];
}

/** The same, the ratings handed on one by one as they are read (see eachTableRating). */
export interface TableRatingsStream {
  readonly table: string;
  readonly ratings: Iterable<TableRating>;
  /** The profiles without an edge among the ratings handed on so far: all of them once read. */
  withoutEdge(): readonly string[];
}

export interface RatingsQuery {
  readonly player?: string;
  /** A gaming day `YYYY-MM-DD` as the table's books count it: the sessions that began in it. */
  readonly day?: string;
  /** How the rounds are read (see ratingRounds); absent: the reader's own. */
  readonly reading?: RoundsReading;
  /** False: the file is never written (an evidence copy): the rounds' cache is read, not filled. */
  readonly write?: boolean;
}

type SeatRow = [number, string, string, string, string];
const SEAT_READ = `SELECT position, stream, type, data, json_extract(metadata, '$.time') FROM events WHERE ${RATINGS_WHERE}`;

const seatFactOf = ([position, stream, type, data, time]: SeatRow): TimedFact & {
  readonly event: SeatFact;
} => ({
  position,
  round: roundOfStream(stream),
  time,
  event: { ...JSON.parse(data), type } as SeatFact,
});

/**
 * The table's facts that cut the rating sessions (the rules, the seats, the closer, the house
 * edge), with their times, in log order: a read of the ratings' partial index, no fold of the table.
 */
export function readSeatFacts(log: Database.Database): (TimedFact & { readonly event: SeatFact })[] {
  return [...eachSeatFact(log)];
}

/** Seat facts read at a time. */
const SEAT_PAGE = 512;

/**
 * The same facts one by one: a year of seats is never held. A page at a time, no query left open
 * between them: the rounds' cache is written on the same connection meanwhile.
 */
function* eachSeatFact(log: Database.Database): Generator<TimedFact & { readonly event: SeatFact }> {
  const page = log
    .prepare<[number], SeatRow>(`${SEAT_READ} AND position > ? ORDER BY position LIMIT ${SEAT_PAGE}`)
    .raw();
  for (let after = 0; ; ) {
    const rows = page.all(after);
    for (const row of rows) yield seatFactOf(row);
    const last = rows.at(-1);
    if (last === undefined || rows.length < SEAT_PAGE) return;
    after = last[0];
  }
}

/** The house edge each set of rules is rated with (by rules hash): the same index, its edges alone. */
export function readHouseEdges(log: Database.Database): Map<string, HouseEdgeComputed> {
  const edges = log
    .prepare<[], SeatRow>(`${SEAT_READ} AND type = 'HouseEdgeComputed' ORDER BY position`)
    .raw()
    .all()
    .map(seatFactOf);
  return latestEdges(edges);
}

/** Every rating session of the table's log (`table` names it), filtered by player and gaming day. */
export function readTableRatings(
  log: Database.Database,
  table: string,
  query: RatingsQuery = {},
): TableRatings {
  const stream = eachTableRating(log, table, query);
  const ratings = [...stream.ratings];
  return { table, ratings, withoutEdge: stream.withoutEdge() };
}

/**
 * The table's ratings as they are read: the seats and the rounds merged as they come off the
 * log, each session rated as it ends. Read while the connection is open.
 */
export function eachTableRating(
  log: Database.Database,
  table: string,
  query: RatingsQuery = {},
): TableRatingsStream {
  // A stored profile is read through today's schema, as the fold reads it, before it is hashed.
  const hashes = new WeakMap<RuleProfile, string>();
  const hashOf = (profile: RuleProfile): string => {
    const known = hashes.get(profile);
    if (known !== undefined) return known;
    const hash = rulesHashOf(ruleProfileSchema.parse(profile) as RuleProfile);
    hashes.set(profile, hash);
    return hash;
  };
  const edges = readHouseEdges(log);
  const opening = readOpening(log)?.event;
  const dayOf = gamingDayReader({
    starts: opening?.gamingDayStarts ?? DEFAULT_GAMING_DAY_STARTS,
    timeZone: opening?.timeZone ?? machineTimeZone(),
  });
  const withoutEdge = new Set<string>();
  function* ratings(): Generator<TableRating> {
    for (const session of ratingSessionsIn(eachSeatFact(log), ratingRounds(log, query.reading), hashOf)) {
      if (query.player !== undefined && session.player !== query.player) continue;
      const rating = { ...rate(session, edges), table, gamingDay: dayOf(session.start) };
      if (query.day !== undefined && rating.gamingDay !== query.day) continue;
      if (rating.edge === null) withoutEdge.add(rating.profile);
      yield rating;
    }
  }
  return { table, ratings: ratings(), withoutEdge: () => [...withoutEdge] };
}

/**
 * The ratings of the log at `dbPath` on a connection of their own (a served table's screen asks
 * while the table writes): the table's name is the file's (`tableIdOf`).
 */
export function readRatingsOfFile(dbPath: string, query: RatingsQuery = {}): TableRatings {
  return withRatingsOfFile(dbPath, query, (stream) => {
    const ratings = [...stream.ratings];
    return { table: stream.table, ratings, withoutEdge: stream.withoutEdge() };
  });
}

/** The same, handed to `use` as they are read, the connection open meanwhile. */
export function withRatingsOfFile<T>(
  dbPath: string,
  query: RatingsQuery,
  use: (stream: TableRatingsStream) => T,
): T {
  // Written to as well, unless asked not to: the rounds' cache (rating_rounds) is filled as they are read.
  const log = new Database(dbPath, { fileMustExist: true, timeout: 5000, readonly: query.write === false });
  try {
    const id = tableIdOf(dbPath);
    return use(eachTableRating(log, id.ok ? id.id : dbPath, query));
  } finally {
    log.close();
  }
}
