import type Database from 'better-sqlite3';
import { ROUND_OF_STREAM_SQL, ROUND_STREAM_SQL, streamOfRound } from '../../../engine/log/log-events.js';
import { settlementPositions } from '../log/settlement-positions.js';
import type { RoundFlags, RoundSettledOnce } from './book-log.js';
import type { Stretch } from './period-stretches.js';

const ROUND_ROWS =
  'SELECT r.round, coalesce(r.settled_at, r.last_at), r.misdeal, r.correction, r.voided, r.croupier, s.house_net ' +
  'FROM round_list r LEFT JOIN session_rounds s ON s.round = r.round';
type RoundRow = [number, string, number, number, number, string, number | null];
const FIRST_SETTLED = "SELECT min(position) FROM events WHERE stream = ? AND type = 'RoundSettled'";

/**
 * Each round's settlement: where the log first recorded it (the settlements' covering index, no
 * row read), when (the round list's), and the house's net as the projection holds it: the fold's
 * settlement, which is the latest RoundSettled of the round (a re-settlement, a void included).
 * The round's flags come with it. With `stretches`, only the rounds first settled in them, each
 * round list row found by its key: the rest of the log is never read.
 */
export function settledRounds(
  log: Database.Database,
  rows: Database.Database,
  stretches: readonly Stretch[] | null = null,
): { settlements: RoundSettledOnce[]; flags: Map<number, RoundFlags> } {
  const firstOf = new Map<number, number>();
  const recorded =
    stretches === null ? settlementPositions(log) : stretches.flatMap((each) => firstSettledIn(log, each));
  for (const [position, round] of recorded) if (!firstOf.has(round)) firstOf.set(round, position);
  const listed =
    stretches === null
      ? rows.prepare<[], RoundRow>(ROUND_ROWS).raw().all()
      : rows
          .prepare<[string], RoundRow>(`${ROUND_ROWS} WHERE r.round IN (SELECT value FROM json_each(?))`)
          .raw()
          .all(JSON.stringify([...firstOf.keys()]));
  const settlements: RoundSettledOnce[] = [];
  const flags = new Map<number, RoundFlags>();
  for (const [round, time, misdeal, correction, voided, operator, houseNet] of listed) {
    flags.set(round, {
      misdeal: misdeal === 1,
      correction: correction === 1,
      voided: voided === 1,
      operator,
    });
    const position = firstOf.get(round);
    if (position !== undefined && houseNet !== null) settlements.push({ round, position, time, houseNet });
  }
  settlements.sort((a, b) => a.position - b.position);
  return { settlements, flags };
}

/**
 * The settlements recorded in a stretch that are their round's first. A round begun before the
 * stretch (the one in play as it starts, or an old round settled again after a correction) may
 * have settled first before it: each such round's first settlement is looked up by its stream, so
 * a re-settlement is never taken for the first.
 */
function firstSettledIn(log: Database.Database, stretch: Stretch): [number, number][] {
  const recorded = settlementPositions(log, stretch);
  const begun = log
    .prepare<[number], number>(
      `SELECT ${ROUND_OF_STREAM_SQL} FROM events WHERE position >= ? AND stream_position = 1 AND ${ROUND_STREAM_SQL} ORDER BY position LIMIT 1`,
    )
    .pluck()
    .get(stretch.from);
  const first = log.prepare<[string], number | null>(FIRST_SETTLED).pluck();
  return recorded.filter(
    ([position, round]) =>
      (begun !== undefined && round >= begun) || first.get(streamOfRound(round)) === position,
  );
}

/**
 * Where and when a round first settled, as the settlements read whole would say it (its first
 * RoundSettled, the round list's time, the projection's net): null while it has not.
 */
export function settlementLookup(
  log: Database.Database,
  rows: Database.Database,
): (round: number) => { readonly position: number; readonly time: string } | null {
  const first = log.prepare<[string], number | null>(FIRST_SETTLED).pluck();
  const listed = rows.prepare<[number], RoundRow>(`${ROUND_ROWS} WHERE r.round = ?`).raw();
  return (round) => {
    const position = first.get(streamOfRound(round));
    const row = listed.get(round);
    if (position === null || position === undefined || !row || row[6] === null) return null;
    return { position, time: row[1] };
  };
}
