import Database from 'better-sqlite3';
import { roundOfStream } from '../../../engine/log/log-events.js';
import { type Rating, rate } from '../../../engine/ratings/rating.js';
import { latestEdges, ratingSessionsOf, type SeatFact } from '../../../engine/ratings/rating-sessions.js';
import type { TimedFact } from '../../../engine/ratings/round-for-ratings.js';
import { type RuleProfile, ruleProfileSchema } from '../../../engine/rules/profile-schema.js';
import { sqlTypeList } from '../../../engine/table/event-kinds.js';
import { readOpening } from '../books/book-log.js';
import { DEFAULT_GAMING_DAY_STARTS, gamingDayReader, machineTimeZone } from '../books/gaming-day.js';
import { tableIdOf } from '../log/table-id.js';
import { rulesHashOf } from '../projections/rules-hash.js';
import { ratingRounds } from './rating-rounds.js';

// The kinds table's own list, word for word the one of migration 014's partial index, so that SQLite takes it.
const RATINGS_WHERE = `type IN (${sqlTypeList('rates')})`;

/** A table's ratings, and the rules of the sessions that have no house edge to be rated with yet. */
export interface TableRatings {
  readonly table: string;
  readonly ratings: readonly (Rating & { readonly table: string; readonly gamingDay: string })[];
  /** The profiles (id) whose rules have no `HouseEdgeComputed` in the log. */
  readonly withoutEdge: readonly string[];
}

export interface RatingsQuery {
  readonly player?: string;
  /** A gaming day `YYYY-MM-DD` as the table's books count it: the sessions that began in it. */
  readonly day?: string;
}

/**
 * The table's facts that cut the rating sessions (the rules, the seats, the closer, the house
 * edge), with their times, in log order: a read of the ratings' partial index, no fold of the table.
 */
export function readSeatFacts(log: Database.Database): (TimedFact & { readonly event: SeatFact })[] {
  const rows = log
    .prepare<[], [number, string, string, string, string]>(
      `SELECT position, stream, type, data, json_extract(metadata, '$.time') FROM events WHERE ${RATINGS_WHERE} ORDER BY position`,
    )
    .raw()
    .all();
  return rows.map(([position, stream, type, data, time]) => ({
    position,
    round: roundOfStream(stream),
    time,
    event: { ...JSON.parse(data), type } as SeatFact,
  }));
}

/** Every rating session of the table's log (`table` names it), filtered by player and gaming day. */
export function readTableRatings(
  log: Database.Database,
  table: string,
  query: RatingsQuery = {},
): TableRatings {
  const seats = readSeatFacts(log);
  // A stored profile is read through today's schema, as the fold reads it, before it is hashed.
  const hashes = new WeakMap<RuleProfile, string>();
  const hashOf = (profile: RuleProfile): string => {
    const known = hashes.get(profile);
    if (known !== undefined) return known;
    const hash = rulesHashOf(ruleProfileSchema.parse(profile) as RuleProfile);
    hashes.set(profile, hash);
    return hash;
  };
  const edges = latestEdges(seats);
  const opening = readOpening(log)?.event;
  const dayOf = gamingDayReader({
    starts: opening?.gamingDayStarts ?? DEFAULT_GAMING_DAY_STARTS,
    timeZone: opening?.timeZone ?? machineTimeZone(),
  });
  const ratings = ratingSessionsOf(seats, ratingRounds(log), hashOf)
    .filter((session) => query.player === undefined || session.player === query.player)
    .map((session) => ({ ...rate(session, edges), table, gamingDay: dayOf(session.start) }))
    .filter((rating) => query.day === undefined || rating.gamingDay === query.day);
  const withoutEdge = [...new Set(ratings.filter((rating) => rating.edge === null).map((r) => r.profile))];
  return { table, ratings, withoutEdge };
}

/**
 * The ratings of the log at `dbPath` on a connection of their own (a served table's screen asks
 * while the table writes): the table's name is the file's (`tableIdOf`).
 */
export function readRatingsOfFile(dbPath: string, query: RatingsQuery = {}): TableRatings {
  // Written to as well: the rounds' cache (rating_rounds) is filled as they are read.
  const log = new Database(dbPath, { fileMustExist: true, timeout: 5000 });
  try {
    const id = tableIdOf(dbPath);
    return readTableRatings(log, id.ok ? id.id : dbPath, query);
  } finally {
    log.close();
  }
}
