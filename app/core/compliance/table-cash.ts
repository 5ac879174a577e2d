import type Database from 'better-sqlite3';
import type { CashTransaction } from '../../../engine/compliance/cash-records.js';
import type { Minor } from '../../../engine/money.js';
import { readBooksWithoutRounds, readOpening } from '../books/book-log.js';
import { walkBooks } from '../books/book-walk.js';
import { gamingDayReader } from '../books/gaming-day.js';
import { gamingDayClockOf } from '../books/shift-report-reader.js';
import { tableIdOf } from '../log/table-id.js';
import { openProjectedLog } from '../projections/round-list-reader.js';
import { eachTableRating } from '../ratings/ratings-reader.js';

/** A table's cash from its own log: what a lone table can say of its patrons (the pit adds the others). */
export interface TableCash {
  readonly table: string;
  readonly transactions: readonly CashTransaction[];
  /** A player's stakes at this table in a gaming day (rated sessions): 0 for a card that never bet. */
  stakesOf(player: string, day: string): Minor | null;
  /** How the round list was read, when the reader should know. */
  readonly note: string | null;
}

/**
 * The cash bought in at the table of the log at `dbPath`, `table` by default the file's name
 * (buy-ins for currency, a voided one
 * left out), each with its fact's place and hash, its gaming day as the books count it and the
 * player's card shown at the seat; and the rated players' stakes by gaming day. Never written to:
 * a compliance reading leaves the table's file as it was.
 */
export function readTableCash(dbPath: string, table: string = tableNameOf(dbPath)): TableCash {
  const opened = openProjectedLog(dbPath, { write: false });
  try {
    return { ...cashOfLog(opened.log, opened.rows, table), note: opened.note };
  } finally {
    opened.close();
  }
}

/** The table a log is, by its file's name. */
function tableNameOf(dbPath: string): string {
  const id = tableIdOf(dbPath);
  return id.ok ? id.id : dbPath;
}

/**
 * The cash bought in at the table of the log at `dbPath` alone, without the players' stakes: what
 * the pit's floor adds across tables as the facts arrive (the stakes are read for review only).
 */
export function readCashTransactions(
  dbPath: string,
  table: string,
  day?: string,
): readonly CashTransaction[] {
  const opened = openProjectedLog(dbPath, { write: false });
  try {
    return opened.log.transaction(() => cashTransactionsOf(opened.log, opened.rows, table, day))();
  } finally {
    opened.close();
  }
}

function cashTransactionsOf(
  log: Database.Database,
  rows: Database.Database,
  table: string,
  day?: string,
): CashTransaction[] {
  const dayAt = gamingDayReader(gamingDayClockOf(readOpening(log)?.event));
  const sold = walkBooks(readBooksWithoutRounds(log, rows), dayAt).buyIns.filter(
    (buyIn) => buyIn.method === 'cash' && buyIn.void === null && (day === undefined || buyIn.day === day),
  );
  const hashes = new Map(
    log
      .prepare<[string], [number, string]>(
        'SELECT position, hash FROM events WHERE position IN (SELECT value FROM json_each(?))',
      )
      .raw()
      .all(JSON.stringify(sold.map((buyIn) => buyIn.position))),
  );
  return sold.map(
    (buyIn): CashTransaction => ({
      fact: { table, position: buyIn.position, hash: hashes.get(buyIn.position) ?? '' },
      at: buyIn.at,
      day: buyIn.day,
      player: buyIn.player,
      description: buyIn.bettor,
      amount: buyIn.amount,
      identified: buyIn.identified,
    }),
  );
}

function cashOfLog(log: Database.Database, rows: Database.Database, table: string): Omit<TableCash, 'note'> {
  return log.transaction(() => {
    const transactions = cashTransactionsOf(log, rows, table);
    const stakes = new Map<string, Minor>();
    for (const rating of eachTableRating(log, table).ratings) {
      const key = `${rating.player}\u0000${rating.gamingDay}`;
      stakes.set(key, (stakes.get(key) ?? 0) + rating.stakes);
    }
    return {
      table,
      transactions,
      stakesOf: (player: string, day: string) => stakes.get(`${player}\u0000${day}`) ?? 0,
    };
  })();
}
