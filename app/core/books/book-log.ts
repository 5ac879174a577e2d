import type Database from 'better-sqlite3';
import type { TableOpened } from '../../../engine/log/log-events.js';
import { roundOfStream, streamOfRound, TABLE_STREAM } from '../../../engine/log/log-events.js';
import type { Minor } from '../../../engine/money.js';
import type { EventOf } from '../../../engine/round/events.js';
import { sqlTypeList } from '../../../engine/table/event-kinds.js';
import type { Stretch } from './period-stretches.js';
import { settledRounds, settlementLookup } from './settled-rounds.js';

/** The facts of the table's books: what the shift report reads beside the settlements. */
export type BookFactType =
  | 'OpenerCounted'
  | 'CloserCounted'
  | 'FillReceived'
  | 'CreditSent'
  | 'SlipVoided'
  | 'ChipsSold'
  | 'BuyInVoided'
  | 'SettlementAdjusted'
  | 'AdjustmentAcknowledged'
  | 'LimitsChanged'
  | 'CroupierChanged'
  | 'CroupierSignedIn'
  | 'CroupierSignedOut';
export type BookEvent = EventOf<BookFactType>;

/** A fact of the books where the log holds it, and when. */
export interface BookFact {
  readonly position: number;
  /** The round whose stream holds it (the round in play, or the one just settled). */
  readonly round: number | null;
  readonly time: string;
  readonly event: BookEvent;
  /** Who recorded it (the badge or name in its metadata). */
  readonly operator: string | null;
}

type BookRow = {
  position: number;
  stream: string;
  type: string;
  data: string;
  time: string;
  operator: string | null;
};

/** A box taken (with the player's card, if one was shown) or left: whose buy-in a box's is. */
export interface SeatFact {
  readonly position: number;
  readonly box: number;
  readonly playerCard: string | null;
}

/** A round's settlement: where it was first recorded, when it settled, and the house's net of its latest. */
export interface RoundSettledOnce {
  readonly round: number;
  readonly position: number;
  readonly time: string;
  readonly houseNet: Minor;
}

/** The round list's flags of a round (the projection's row). */
export interface RoundFlags {
  readonly misdeal: boolean;
  readonly correction: boolean;
  readonly voided: boolean;
  /** Whose round it is: the croupier on duty at its first card, else the operator of its first fact. */
  readonly operator: string;
}

/** What the shift report reads of a log. */
export interface BookLog {
  readonly opening: { readonly event: TableOpened; readonly time: string } | null;
  readonly facts: readonly BookFact[];
  readonly settlements: readonly RoundSettledOnce[];
  readonly flags: ReadonlyMap<number, RoundFlags>;
  /** The seats taken and left, in the log's order. */
  readonly seats: readonly SeatFact[];
  /** The log's last fact: where, when and in which round. */
  readonly last: { readonly position: number; readonly time: string; readonly round: number | null } | null;
  /** The position of the first bet of a round, for the rounds a limit change was recorded in. */
  firstBetOf(round: number): number | null;
  /** Where and when a round first settled (null while it has not), for the rounds a limit change was recorded in. */
  settlementOf(round: number): { readonly position: number; readonly time: string } | null;
}

// The kinds table's own list, word for word the one of migration 013's partial index, so that SQLite takes it.
const BOOKS_WHERE = `type IN (${sqlTypeList('books')})`;
// The seats are among the facts the ratings' partial index finds (migration 014), so read through it.
const RATES_WHERE = `type IN (${sqlTypeList('rates')})`;

/** The last books' fact of a log (through the books' partial index): the books changed only when it moved. */
export const lastBooksPosition = (log: Database.Database): number =>
  log.prepare<[], number | null>(`SELECT max(position) FROM events WHERE ${BOOKS_WHERE}`).pluck().get() ?? 0;

/** The table's opening fact (its configuration: gaming day, zone, expected hold), if it was opened. */
export function readOpening(log: Database.Database): BookLog['opening'] {
  const opening = log
    .prepare<[string], { data: string; time: string }>(
      `SELECT data, json_extract(metadata, '$.time') AS time FROM events WHERE stream = ? AND type = 'TableOpened' ORDER BY stream_position LIMIT 1`,
    )
    .get(TABLE_STREAM);
  return opening
    ? { event: { ...JSON.parse(opening.data), type: 'TableOpened' } as TableOpened, time: opening.time }
    : null;
}

/** The log's last fact: where, when and in which round. */
export function readLastFact(log: Database.Database): BookLog['last'] {
  const last = log
    .prepare<[], { position: number; stream: string; time: string }>(
      "SELECT position, stream, json_extract(metadata, '$.time') AS time FROM events ORDER BY position DESC LIMIT 1",
    )
    .get();
  return last ? { position: last.position, time: last.time, round: roundOfStream(last.stream) } : null;
}

/**
 * The books and settlements of a log (`log`), with the round list's flags from `rows` (the same
 * file, or a projection folded in memory): a few indexed reads, no fold of the table. With
 * `stretches`, only the rounds settled in them (see periodStretches); else every round.
 */
export function readBookLog(
  log: Database.Database,
  rows: Database.Database = log,
  stretches: readonly Stretch[] | null = null,
): BookLog {
  return { ...readBookFacts(log, rows), ...settledRounds(log, rows, stretches) };
}

/**
 * The books of a log without its rounds, for what the rounds' settlements do not move (the
 * croupiers' hours on duty, the buy-ins): the books' facts alone, walked as the books walk them.
 */
export const readBooksWithoutRounds = (log: Database.Database, rows: Database.Database = log): BookLog => ({
  ...readBookFacts(log, rows),
  settlements: [],
  flags: new Map(),
});

/**
 * The books' facts of a log, without the rounds' settlements. With `cut`, those up to its `until`
 * and, after it, only those at the positions `later` (see periodReading), and the seats up to it.
 */
export function readBookFacts(
  log: Database.Database,
  rows: Database.Database = log,
  cut: { readonly until: number; readonly later: readonly number[] } | null = null,
): Omit<BookLog, 'settlements' | 'flags'> {
  const time = "json_extract(metadata, '$.time')";
  const read = `SELECT position, stream, type, data, ${time} AS time, json_extract(metadata, '$.operator') AS operator FROM events`;
  const end = cut?.until ?? Number.MAX_SAFE_INTEGER;
  const rowsRead = log
    .prepare<[number], BookRow>(`${read} WHERE ${BOOKS_WHERE} AND position <= ? ORDER BY position`)
    .all(end);
  // After the period, only the facts that reach back into it, found by their places, each by its key.
  if (cut && cut.later.length > 0)
    rowsRead.push(
      ...log
        .prepare<[string], BookRow>(
          `${read} WHERE position IN (SELECT value FROM json_each(?)) ORDER BY position`,
        )
        .all(JSON.stringify(cut.later)),
    );
  const facts = rowsRead.map(
    (row): BookFact => ({
      position: row.position,
      round: roundOfStream(row.stream),
      time: row.time,
      event: { ...JSON.parse(row.data), type: row.type } as BookEvent,
      operator: row.operator,
    }),
  );
  const seats = log
    .prepare<[number], { position: number; type: string; data: string }>(
      `SELECT position, type, data FROM events WHERE ${RATES_WHERE} AND position <= ? ORDER BY position`,
    )
    .all(end)
    .flatMap((row): SeatFact[] => {
      if (row.type !== 'SeatTaken' && row.type !== 'SeatLeft') return [];
      const seat = JSON.parse(row.data) as { box: number; playerCard?: string };
      return [
        {
          position: row.position,
          box: seat.box,
          playerCard: row.type === 'SeatTaken' ? (seat.playerCard ?? null) : null,
        },
      ];
    });
  const last = readLastFact(log);
  const firstBet = log
    .prepare<[string], number | null>(
      "SELECT min(position) FROM events WHERE stream = ? AND type = 'BetPlaced'",
    )
    .pluck();
  return {
    opening: readOpening(log),
    facts,
    seats,
    last,
    firstBetOf: (round) => firstBet.get(streamOfRound(round)) ?? null,
    settlementOf: settlementLookup(log, rows),
  };
}
