import { z } from 'zod';
import { type PitRound, type PitRoundSearch, pitRoundSchema } from '../../contract/pit-report.js';
import { ROUND_FLAGS, type RoundFlag } from '../../contract/round-list.js';
import type { Center } from '../../core/shipping/center.js';

/** Rounds a search returns unless it says. */
export const PIT_ROUNDS_DEFAULT = 100;

interface PitRoundRow {
  readonly table_id: string;
  readonly round: number;
  readonly shoe: number;
  readonly misdeal: boolean;
  readonly correction: boolean;
  readonly void: boolean;
  readonly alarm: boolean;
  readonly bettors: string[];
  readonly net: Record<string, number>;
  readonly started_at: string;
  readonly settled_at: string | null;
  readonly croupier: string;
  readonly croupier_badge: string | null;
  readonly gaming_day: string;
}

const found = z.array(pitRoundSchema);

const FLAG_COLUMNS: Record<RoundFlag, string> = {
  misdeal: 'misdeal',
  correction: 'correction',
  void: 'void',
  alarm: 'alarm',
};

/**
 * Rounds across every table (pit_rounds, see projectRounds): flagged, of a bettor, of a gaming day,
 * of a table, any together; newest first. A flag and a day go through their partial index, a
 * bettor through the bettors' GIN index.
 */
export async function searchRounds(center: Center, search: PitRoundSearch = {}): Promise<PitRound[]> {
  const where: string[] = [];
  const values: unknown[] = [];
  const value = (given: unknown): string => {
    values.push(given);
    return `$${values.length}`;
  };
  if (search.flag !== undefined) where.push(FLAG_COLUMNS[search.flag]);
  if (search.bettor !== undefined) where.push(`bettors @> ARRAY[${value(search.bettor)}]::text[]`);
  if (search.day !== undefined) where.push(`gaming_day = ${value(search.day)}`);
  if (search.table !== undefined) where.push(`table_id = ${value(search.table)}`);
  const result = await center.query<PitRoundRow>(
    `SELECT * FROM pit_rounds${where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''} ` +
      `ORDER BY started_at DESC, table_id, round DESC LIMIT ${value(search.limit ?? PIT_ROUNDS_DEFAULT)}`,
    values,
  );
  return found.parse(
    result.rows.map((row) => ({
      table: row.table_id,
      round: row.round,
      shoe: row.shoe,
      flags: ROUND_FLAGS.filter((flag) => row[flag]),
      bettors: row.bettors,
      net: row.net,
      startedAt: row.started_at,
      settledAt: row.settled_at,
      croupier: row.croupier,
      croupierBadge: row.croupier_badge,
      gamingDay: row.gaming_day,
    })),
  );
}
