import type Database from 'better-sqlite3';
import { type Minor, toUnits } from '../../../engine/money.js';
import type { RoundResult, SessionResults } from '../../../engine/round/session-results.js';

/** The charts show at most this many rounds: the reply stays small whatever the log's length. */
export const SESSION_RESULTS_ROUNDS = 200;

interface SessionRoundRow {
  readonly round: number;
  readonly shoe: number;
  readonly cards_out: number;
  readonly house_net: Minor;
  readonly voided: number;
  readonly bank_chips: Minor | null;
  readonly bank_top_up: Minor | null;
  readonly bank_fictitious: Minor | null;
}

/**
 * The dashboard's charts from the session_rounds projection: the last finished rounds, the house's
 * running total from the first one listed (summed in minor units, so no total drifts) and, at home,
 * the bank's chips with the fictitious top-ups added to them. `shoe` is the shoe in use now.
 */
export function sessionResultsFrom(
  db: Database.Database,
  shoe: number,
  limit = SESSION_RESULTS_ROUNDS,
): SessionResults {
  const listed = db
    .prepare<[number], SessionRoundRow>('SELECT * FROM session_rounds ORDER BY round DESC LIMIT ?')
    .all(limit)
    .reverse();
  let total: Minor = 0;
  const rounds = listed.map((row): RoundResult => {
    total += row.house_net;
    return {
      round: row.round,
      shoe: row.shoe,
      cardsOut: row.cards_out,
      houseNet: toUnits(row.house_net),
      houseTotal: toUnits(total),
      voided: row.voided === 1,
      bank:
        row.bank_chips === null
          ? null
          : {
              chips: toUnits(row.bank_chips),
              toppedUp: toUnits(row.bank_top_up ?? 0),
              fictitious: toUnits(row.bank_fictitious ?? 0),
            },
    };
  });
  const first = listed[0];
  const bankBefore =
    first && first.bank_chips !== null
      ? toUnits(first.bank_chips - first.house_net - (first.bank_top_up ?? 0))
      : null;
  return { shoe, rounds, bankBefore };
}
