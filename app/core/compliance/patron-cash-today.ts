import type Database from 'better-sqlite3';
import type { PatronCashToday } from '../../../engine/compliance/identification.js';
import { readBooksWithoutRounds, readOpening } from '../books/book-log.js';
import { walkBooks } from '../books/book-walk.js';
import { gamingDayReader } from '../books/gaming-day.js';
import { gamingDayClockOf } from '../books/shift-report-reader.js';

/**
 * The cash a patron bought in at this table earlier in the gaming day of `at`, voided buy-ins left
 * out, and whether their identification was seen at one of those buy-ins: what the engine needs to
 * decide whether a cash buy-in at `box` waits for identification. The patron is the player card
 * seated at the box now, or, for a patron who showed none, the description the buy-in is recorded
 * under. The books are walked as the shift report walks them, so the gaming day is the report's.
 */
export function patronCashToday(
  log: Database.Database,
  box: number,
  description: string,
  at: Date,
): PatronCashToday {
  const dayAt = gamingDayReader(gamingDayClockOf(readOpening(log)?.event));
  const day = dayAt(at.toISOString());
  const books = readBooksWithoutRounds(log);
  const seat = books.seats.filter((fact) => fact.box === box).at(-1);
  const player = seat?.playerCard ?? null;
  const earlier = walkBooks(books, dayAt).buyIns.filter(
    (buyIn) =>
      buyIn.day === day &&
      buyIn.method === 'cash' &&
      buyIn.void === null &&
      (player === null ? buyIn.player === null && buyIn.bettor === description : buyIn.player === player),
  );
  return {
    player,
    description,
    day,
    before: earlier.reduce((sum, buyIn) => sum + buyIn.amount, 0),
    identified: earlier.some((buyIn) => buyIn.identified),
  };
}
