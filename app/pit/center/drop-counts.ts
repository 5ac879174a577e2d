import pg from 'pg';
import { type BoxCount, type CountLine, countedAmount } from '../../../engine/count/drop-count.js';
import type { Minor } from '../../../engine/money.js';
import { say } from '../../../engine/refusals/message.js';
import { ok, type Result, refuse } from '../../../engine/result.js';
import type { Center } from '../../core/shipping/center.js';

/** A box's count as the center keeps it: the latest of a box and day, with what it replaced. */
export interface StoredCount extends BoxCount {
  readonly id: number;
  readonly counted: Minor;
  readonly counters: readonly string[];
  readonly source: string;
  readonly recordedAt: string;
  /** The count this one replaced and why; null for a first count. */
  readonly recount: { readonly replaces: number; readonly reason: string } | null;
}

/** Who signed the counts and where their figures came from. */
export interface CountSignatures {
  readonly counters: readonly [string, string, string];
  readonly source: string;
  /** A recount: the reason the boxes are counted again (each replaces its box's latest count). */
  readonly recount?: string;
}

/**
 * Records the counts of a sheet in one statement: every box or none. A box already counted is
 * refused unless this is a recount with its reason; a recount of a box never counted is refused
 * too (there is nothing to replace, and the reason would mislead). The keys settle a race: of two
 * count rooms recording the same box at once, the second is told and records nothing.
 */
export async function recordCounts(
  center: Center,
  boxes: readonly BoxCount[],
  signed: CountSignatures,
): Promise<Result<StoredCount[]>> {
  const latest = await latestIds(center, boxes);
  for (const [at, box] of boxes.entries()) {
    const where = { box: box.box, table: box.table, day: box.day };
    if (latest[at] !== null && signed.recount === undefined)
      return refuse(say('count.already-counted', where));
    if (latest[at] === null && signed.recount !== undefined)
      return refuse(say('count.nothing-to-recount', where));
  }
  const rows = boxes.map((box, at) => ({
    n: at,
    gaming_day: box.day,
    table_id: box.table,
    box: box.box,
    lines: box.lines,
    counted: countedAmount(box.lines),
    replaces: latest[at],
  }));
  try {
    const made = await center.query<{
      id: string;
      recorded_at: Date;
      table_id: string;
      box: string;
      day: string;
    }>(
      `INSERT INTO pit_drop_counts (gaming_day, table_id, box, lines, counted, counters, source, replaces, reason)
       SELECT r.gaming_day, r.table_id, r.box, r.lines, r.counted, $2, $3, r.replaces, $4
       FROM jsonb_to_recordset($1::jsonb) AS r(n integer, gaming_day date, table_id text, box text,
            lines jsonb, counted bigint, replaces bigint)
       ORDER BY r.n RETURNING id, recorded_at, table_id, box, to_char(gaming_day, 'YYYY-MM-DD') AS day`,
      [JSON.stringify(rows), signed.counters, signed.source, signed.recount ?? null],
    );
    return ok(
      boxes.map((box, at) => {
        const row = made.rows.find((r) => r.table_id === box.table && r.box === box.box && r.day === box.day);
        if (!row) throw new Error(`the center did not return the count of box ${box.box} of ${box.table}`);
        return storedOf(box, row.id, row.recorded_at, signed, latest[at] ?? null);
      }),
    );
  } catch (error) {
    if (error instanceof pg.DatabaseError && error.code === '23505')
      return refuse(say('count.recorded-meanwhile'));
    throw error;
  }
}

/** Each box's latest count (the one no recount replaced yet), or null when it was never counted. */
async function latestIds(center: Center, boxes: readonly BoxCount[]): Promise<(number | null)[]> {
  const found = await center.query<{ n: string; id: string | null }>(
    `SELECT b.n, (SELECT c.id FROM pit_drop_counts c
                  WHERE c.gaming_day = b.day AND c.table_id = b.table_id AND c.box = b.box
                    AND NOT EXISTS (SELECT 1 FROM pit_drop_counts r WHERE r.replaces = c.id)) AS id
     FROM jsonb_to_recordset($1::jsonb) AS b(n integer, day date, table_id text, box text)
     ORDER BY b.n`,
    [JSON.stringify(boxes.map((box, n) => ({ n, day: box.day, table_id: box.table, box: box.box })))],
  );
  return found.rows.map((row) => (row.id === null ? null : Number(row.id)));
}

function storedOf(
  box: BoxCount,
  id: string,
  at: Date,
  signed: CountSignatures,
  replaces: number | null,
): StoredCount {
  return {
    ...box,
    id: Number(id),
    counted: countedAmount(box.lines),
    counters: signed.counters,
    source: signed.source,
    recordedAt: at.toISOString(),
    recount: replaces === null ? null : { replaces, reason: signed.recount ?? '' },
  };
}

interface CountRow {
  id: string;
  gaming_day: string;
  table_id: string;
  box: string;
  lines: CountLine[];
  counted: string;
  counters: string[];
  source: string;
  recorded_at: Date;
  replaces: string | null;
  reason: string | null;
}

/** The latest count of every box of a gaming day (a recount in place of what it replaced), by table and box. */
export async function countsOfDay(center: Center, day: string): Promise<StoredCount[]> {
  const result = await center.query<CountRow>(
    `SELECT c.id, to_char(c.gaming_day, 'YYYY-MM-DD') AS gaming_day, c.table_id, c.box, c.lines, c.counted,
            c.counters, c.source, c.recorded_at, c.replaces, c.reason
     FROM pit_drop_counts c
     WHERE c.gaming_day = $1 AND NOT EXISTS (SELECT 1 FROM pit_drop_counts r WHERE r.replaces = c.id)
     ORDER BY c.table_id, c.box`,
    [day],
  );
  return result.rows.map((row) => ({
    id: Number(row.id),
    day: row.gaming_day,
    table: row.table_id,
    box: row.box,
    lines: row.lines,
    counted: Number(row.counted),
    counters: row.counters,
    source: row.source,
    recordedAt: row.recorded_at.toISOString(),
    recount: row.replaces === null ? null : { replaces: Number(row.replaces), reason: row.reason ?? '' },
  }));
}
