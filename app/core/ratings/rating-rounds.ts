import type Database from 'better-sqlite3';
import { type LogEvent, roundOfStream, streamOfRound } from '../../../engine/log/log-events.js';
import {
  type BettorRound,
  type RoundForRatings,
  roundForRatings,
  type TimedFact,
} from '../../../engine/ratings/round-for-ratings.js';
import { sqlTypeList } from '../../../engine/table/event-kinds.js';
import { eachSettlement } from '../log/settlement-positions.js';

/** Bump when what a cached round holds changes: the cache is then emptied and filled again. */
export const RATING_ROUNDS_VERSION = 'rating-rounds-1';
const NAME = 'rating_rounds';
/** How the rounds are read: the defaults are the fast ones; a test moves them to reach every path. */
export interface RoundsReading {
  /** Rounds read, cached and handed on together: a reading holds this many rounds at most. */
  readonly chunk: number;
  /** Fewer rounds to read than this are read stream by stream; more, in one pass over their stretch. */
  readonly streamByStream: number;
}
const READING: RoundsReading = { chunk: 1024, streamByStream: 64 };
const ROUND_TYPES = `type IN (${sqlTypeList('ratesRound')})`;
const TIME = "json_extract(metadata, '$.time')";

type CachedBettor = [string, number, number, string, number, number, number, number];

/**
 * Every settled round as the ratings read it, in the table's order, a chunk at a time: from the
 * cache where its latest settlement is the one cached, else from the round's facts (then cached,
 * where the file may be written). The latest settlement of each round comes from the settlements'
 * covering index, no row read, into one number per round; beyond that a reading holds one chunk.
 */
export function* ratingRounds(
  log: Database.Database,
  reading: RoundsReading = READING,
): Generator<RoundForRatings> {
  const { chunk } = reading;
  const latest = new LatestSettlements();
  for (const [position, round] of eachSettlement(log)) latest.set(round, position);
  // The cache is read only if it is this code's as the reading starts (a stale one is emptied and filled as it goes).
  const cacheUsable = cacheVersion(log) === RATING_ROUNDS_VERSION;
  for (let low = latest.first; low <= latest.last; low += chunk) {
    const high = Math.min(low + chunk - 1, latest.last);
    const cached = cacheUsable ? cachedRounds(log, low, high) : new Map<number, RoundForRatings>();
    const rounds: RoundForRatings[] = [];
    const missing: number[] = [];
    for (let round = low; round <= high; round++) {
      const settlement = latest.of(round);
      if (settlement === 0) continue;
      const held = cached.get(round);
      if (held && held.settlement === settlement) rounds.push(held);
      else missing.push(round);
    }
    const read = readRounds(log, missing, reading.streamByStream);
    keep(log, read);
    yield* [...rounds, ...read].sort((a, b) => a.round - b.round);
  }
}

/** Each round's latest settlement (its position; 0: none), one number a round. */
class LatestSettlements {
  #of = new Float64Array(1024);
  first = Number.POSITIVE_INFINITY;
  last = 0;

  set(round: number, position: number): void {
    if (round >= this.#of.length) {
      const grown = new Float64Array(Math.max(round + 1, this.#of.length * 2));
      grown.set(this.#of);
      this.#of = grown;
    }
    // In log order: a later settlement of a round (a re-settlement) replaces the earlier.
    this.#of[round] = position;
    if (round < this.first) this.first = round;
    if (round > this.last) this.last = round;
  }

  of(round: number): number {
    return this.#of[round] ?? 0;
  }
}

/** The version of the rounds' cache in the file (none before its first filling). */
const cacheVersion = (log: Database.Database): string | undefined =>
  log.prepare<[string], string>('SELECT version FROM projections WHERE name = ?').pluck().get(NAME);

/** The rounds from `low` to `high` the cache holds. */
function cachedRounds(log: Database.Database, low: number, high: number): Map<number, RoundForRatings> {
  const held = new Map<number, RoundForRatings>();
  const rows = log
    .prepare<[number, number], [number, number, string, string]>(
      'SELECT round, settlement, settled_at, bettors FROM rating_rounds WHERE round BETWEEN ? AND ?',
    )
    .raw()
    .all(low, high);
  for (const [round, settlement, settledAt, bettors] of rows) {
    const parts = (JSON.parse(bettors) as CachedBettor[]).map(
      ([bettor, box, position, time, stakes, bets, hands, net]): BettorRound => ({
        bettor,
        box,
        position,
        time,
        stakes,
        bets,
        hands,
        net,
      }),
    );
    held.set(round, { round, settlement, settledAt, bettors: parts });
  }
  return held;
}

/**
 * The rounds' own facts, read stream by stream when few, else in one pass from the first of them to
 * the last fact of any of them (a late void or re-settlement included).
 */
function readRounds(
  log: Database.Database,
  rounds: readonly number[],
  streamByStream: number,
): RoundForRatings[] {
  if (rounds.length === 0) return [];
  const streams = new Map<number, TimedFact[]>(rounds.map((round) => [round, []]));
  const add = ([position, stream, type, data, time]: [number, string, string, string, string]) => {
    const round = roundOfStream(stream);
    const facts = round === null ? undefined : streams.get(round);
    facts?.push({ position, round, time, event: { ...JSON.parse(data), type } as LogEvent });
  };
  const columns = `position, stream, type, data, ${TIME}`;
  if (rounds.length < streamByStream) {
    const ofStream = log
      .prepare<[string], [number, string, string, string, string]>(
        `SELECT ${columns} FROM events WHERE stream = ? AND ${ROUND_TYPES} ORDER BY stream_position`,
      )
      .raw();
    for (const round of rounds) for (const row of ofStream.all(streamOfRound(round))) add(row);
  } else {
    const first =
      log
        .prepare<[string], number | null>('SELECT min(position) FROM events WHERE stream = ?')
        .pluck()
        .get(streamOfRound(lowest(rounds))) ?? 1;
    const last =
      log
        .prepare<[string], number | null>(
          'SELECT max(position) FROM events WHERE stream IN (SELECT value FROM json_each(?))',
        )
        .pluck()
        .get(JSON.stringify(rounds.map(streamOfRound))) ?? Number.MAX_SAFE_INTEGER;
    const stretch = log
      .prepare<[number, number], [number, string, string, string, string]>(
        `SELECT ${columns} FROM events WHERE position BETWEEN ? AND ? AND ${ROUND_TYPES} ORDER BY position`,
      )
      .raw();
    for (const row of stretch.iterate(first, last)) add(row);
  }
  return [...streams].flatMap(([round, facts]) => roundForRatings(round, facts) ?? []);
}

/** The rounds read, kept for the next reading; a file that cannot be written is read again next time. */
function keep(log: Database.Database, rounds: readonly RoundForRatings[]): void {
  if (rounds.length === 0 || log.readonly) return;
  const write = log.transaction(() => {
    if (cacheVersion(log) !== RATING_ROUNDS_VERSION) log.prepare('DELETE FROM rating_rounds').run();
    const position =
      log.prepare<[], number>('SELECT coalesce(max(position), 0) FROM events').pluck().get() ?? 0;
    log
      .prepare('INSERT OR REPLACE INTO projections (name, version, position) VALUES (?, ?, ?)')
      .run(NAME, RATING_ROUNDS_VERSION, position);
    const insert = log.prepare(
      'INSERT OR REPLACE INTO rating_rounds (round, settlement, settled_at, bettors) VALUES (?, ?, ?, ?)',
    );
    for (const { round, settlement, settledAt, bettors } of rounds) {
      const rows: CachedBettor[] = bettors.map((b) => [
        b.bettor,
        b.box,
        b.position,
        b.time,
        b.stakes,
        b.bets,
        b.hands,
        b.net,
      ]);
      insert.run(round, settlement, settledAt, JSON.stringify(rows));
    }
  });
  try {
    write.immediate();
  } catch (error) {
    // Another writer holding the file, or a copy that may not be written: the cache waits.
    if (!(error instanceof Error && /SQLITE_(BUSY|READONLY)/.test(String((error as { code?: string }).code))))
      throw error;
  }
}

/** The smallest round: a spread of many rounds overflows the call stack of `Math.min(...)`. */
function lowest(rounds: Iterable<number>): number {
  let least = Number.POSITIVE_INFINITY;
  for (const round of rounds) if (round < least) least = round;
  return least;
}
