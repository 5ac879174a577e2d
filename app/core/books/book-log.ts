import type Database from 'better-sqlite3';
import type { TableOpened } from '../../../engine/log/log-events.js';
import { roundOfStream, TABLE_STREAM } from '../../../engine/log/log-events.js';
import type { Minor } from '../../../engine/money.js';
import type { EventOf } from '../../../engine/round/events.js';

/** The facts of the table's books: what the shift report reads beside the settlements. */
export const BOOK_FACT_TYPES = [
  'OpenerCounted',
  'CloserCounted',
  'FillReceived',
  'CreditSent',
  'SlipVoided',
  'ChipsSold',
  'LimitsChanged',
  'CroupierChanged',
] as const;

export type BookFactType = (typeof BOOK_FACT_TYPES)[number];
export type BookEvent = EventOf<BookFactType>;

/** A fact of the books where the log holds it, and when. */
export interface BookFact {
  readonly position: number;
  /** The round whose stream holds it (the round in play, or the one just settled). */
  readonly round: number | null;
  readonly time: string;
  readonly event: BookEvent;
}

/** A round's settlement: where and when it was first recorded, and the house's net of its latest. */
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
  /** The operator of the round's first fact: who dealt, when no croupier was named. */
  readonly operator: string;
}

/** What the shift report reads of a log. */
export interface BookLog {
  readonly opening: { readonly event: TableOpened; readonly time: string } | null;
  readonly facts: readonly BookFact[];
  readonly settlements: readonly RoundSettledOnce[];
  readonly flags: ReadonlyMap<number, RoundFlags>;
  /** The log's last fact: where, when and in which round. */
  readonly last: { readonly position: number; readonly time: string; readonly round: number | null } | null;
  /** The position of the first bet of a round, for the rounds a limit change was recorded in. */
  firstBetOf(round: number): number | null;
}

// Word for word the lists of migration 013's partial indexes, so that SQLite takes them.
const BOOKS_WHERE = `type IN (${BOOK_FACT_TYPES.map((type) => `'${type}'`).join(', ')})`;

/**
 * The books and settlements of a log (`log`), with the round list's flags from `rows` (the same
 * file, or a projection folded in memory): a few indexed reads, no fold of the table.
 */
export function readBookLog(log: Database.Database, rows: Database.Database = log): BookLog {
  const time = "json_extract(metadata, '$.time')";
  const opening = log
    .prepare<[string], { data: string; time: string }>(
      `SELECT data, ${time} AS time FROM events WHERE stream = ? AND type = 'TableOpened' ORDER BY stream_position LIMIT 1`,
    )
    .get(TABLE_STREAM);
  const facts = log
    .prepare<[], { position: number; stream: string; type: string; data: string; time: string }>(
      `SELECT position, stream, type, data, ${time} AS time FROM events WHERE ${BOOKS_WHERE} ORDER BY position`,
    )
    .all()
    .map(
      (row): BookFact => ({
        position: row.position,
        round: roundOfStream(row.stream),
        time: row.time,
        event: { ...JSON.parse(row.data), type: row.type } as BookEvent,
      }),
    );
  const last = log
    .prepare<[], { position: number; stream: string; time: string }>(
      `SELECT position, stream, ${time} AS time FROM events ORDER BY position DESC LIMIT 1`,
    )
    .get();
  const firstBet = log
    .prepare<[string], number | null>(
      "SELECT min(position) FROM events WHERE stream = ? AND type = 'BetPlaced'",
    )
    .pluck();
  return {
    opening: opening
      ? { event: { ...JSON.parse(opening.data), type: 'TableOpened' } as TableOpened, time: opening.time }
      : null,
    facts,
    settlements: settlementsOf(log),
    flags: flagsOf(rows),
    last: last ? { position: last.position, time: last.time, round: roundOfStream(last.stream) } : null,
    firstBetOf: (round) => firstBet.get(`round-${round}`) ?? null,
  };
}

/** Each round's first settlement (where, when) with the house's net of its latest (a re-settlement, a void). */
function settlementsOf(log: Database.Database): RoundSettledOnce[] {
  const rows = log
    .prepare<[], [number, string, string, number]>(
      "SELECT position, stream, json_extract(metadata, '$.time'), " +
        "(SELECT coalesce(sum(value), 0) FROM json_each(data, '$.netByBettor')) " +
        "FROM events WHERE type = 'RoundSettled' ORDER BY position",
    )
    .raw()
    .all();
  const byRound = new Map<number, RoundSettledOnce>();
  for (const [position, stream, time, bettors] of rows) {
    const round = roundOfStream(stream);
    if (round === null) continue;
    const first = byRound.get(round);
    // The bank is the other side of every bet: its net is minus the bettors'.
    byRound.set(round, {
      round,
      position: first?.position ?? position,
      time: first?.time ?? time,
      houseNet: 0 - bettors,
    });
  }
  return [...byRound.values()].sort((a, b) => a.position - b.position);
}

function flagsOf(rows: Database.Database): Map<number, RoundFlags> {
  const flags = new Map<number, RoundFlags>();
  const read = rows
    .prepare<[], [number, number, number, number, string]>(
      'SELECT round, misdeal, correction, voided, croupier FROM round_list',
    )
    .raw();
  for (const [round, misdeal, correction, voided, operator] of read.iterate())
    flags.set(round, {
      misdeal: misdeal === 1,
      correction: correction === 1,
      voided: voided === 1,
      operator,
    });
  return flags;
}
