import type Database from 'better-sqlite3';
import { ROUND_PAGE_MAX } from '../../contract/round-list.js';
import { readOpening } from '../../core/books/book-log.js';
import { gamingDayReader } from '../../core/books/gaming-day.js';
import { gamingDayClockOf } from '../../core/books/shift-report-reader.js';
import { roundPage } from '../../core/projections/round-list-query.js';
import { openProjectedLog } from '../../core/projections/round-list-reader.js';
import type { RoundSummary } from '../../core/projections/round-list-types.js';
import type { Center } from '../../core/shipping/center.js';
import type { PerBook, ReplicaLog } from './replica-log.js';

const UPSERT = `
  WITH stored AS (
    INSERT INTO pit_rounds (table_id, round, shoe, misdeal, correction, void, alarm, bettors, net,
                            started_at, settled_at, croupier, croupier_badge, gaming_day)
    SELECT $1, x.round, x.shoe, x.misdeal, x.correction, x.void, x.alarm,
           ARRAY(SELECT jsonb_array_elements_text(x.bettors)), x.net, x.started_at, x.settled_at,
           x.croupier, x.croupier_badge, x.gaming_day
    FROM jsonb_to_recordset($2::jsonb) AS x(round integer, shoe integer, misdeal boolean,
      correction boolean, void boolean, alarm boolean, bettors jsonb, net jsonb, started_at text,
      settled_at text, croupier text, croupier_badge text, gaming_day text)
    ON CONFLICT (table_id, round) DO UPDATE SET shoe = excluded.shoe, misdeal = excluded.misdeal,
      correction = excluded.correction, void = excluded.void, alarm = excluded.alarm,
      bettors = excluded.bettors, net = excluded.net, started_at = excluded.started_at,
      settled_at = excluded.settled_at, croupier = excluded.croupier,
      croupier_badge = excluded.croupier_badge, gaming_day = excluded.gaming_day
  )
  INSERT INTO pit_rounds_projected (table_id, events, journal, device)
    VALUES ($1, $3, $4, $5)
  ON CONFLICT (table_id) DO UPDATE SET events = excluded.events, journal = excluded.journal,
    device = excluded.device`;

/**
 * A table's rounds in the pit's searches (pit_rounds), from its replica: the replica caught up with
 * the center, its round list read by the table's own code (the projection and the pit review's
 * list, alarms included), and the rounds it changed since the last call upserted. A fact appended
 * touches its round; a correction or a ruling touches an earlier one; a journal entry (a reader's
 * trouble) may flag the round in play when it came: every round from the lowest touched on is
 * written again. Idempotent; a call with nothing new asks the center one indexed query, touches
 * no replica and writes nothing.
 * Returns how many rounds were written. Calls for one table must not overlap (the pit server makes
 * them one after the other per table): a slower call could write rounds older than a later one's.
 * `sync: false`: the caller keeps the replica (the floor copies a far-behind table a slice at a
 * time), and the rounds are projected as far as the replica holds.
 */
export async function projectRounds(
  center: Center,
  replica: ReplicaLog,
  options: { readonly sync?: boolean } = {},
): Promise<number> {
  const known = (
    await center.query<Record<`${'stored' | 'projected'}_${keyof PerBook}`, string | null>>(STANDING, [
      replica.table,
    ])
  ).rows[0];
  if (!known) return 0;
  const stored = readOf(known, 'stored');
  const before = readOf(known, 'projected');
  if (sameRead(stored, before)) return 0;
  if (options.sync !== false) await replica.sync();
  const opened = openProjectedLog(replica.file);
  try {
    const now = headsOf(opened.log);
    if (sameRead(now, before)) return 0;
    const lowest = lowestTouched(opened.log, opened.rows, before);
    const rounds = lowest === null ? [] : roundsFrom(opened.log, opened.rows, lowest);
    await center.query(UPSERT, [replica.table, JSON.stringify(rounds), now.events, now.journal, now.device]);
    return rounds.length;
  } finally {
    opened.close();
  }
}

/** What the center stores of a table and how far its rounds are projected, in one indexed read. */
const STANDING = `
  SELECT t.head_position AS stored_events,
         (SELECT coalesce(max(position), 0) FROM pit_journal WHERE table_id = t.table_id) AS stored_journal,
         (SELECT coalesce(max(position), 0) FROM pit_device_journal WHERE table_id = t.table_id) AS stored_device,
         p.events AS projected_events, p.journal AS projected_journal, p.device AS projected_device
  FROM pit_tables t LEFT JOIN pit_rounds_projected p ON p.table_id = t.table_id
  WHERE t.table_id = $1`;

const readOf = (row: Record<string, string | null>, side: 'stored' | 'projected'): PerBook => ({
  events: Number(row[`${side}_events`] ?? 0),
  journal: Number(row[`${side}_journal`] ?? 0),
  device: Number(row[`${side}_device`] ?? 0),
});

const sameRead = (a: PerBook, b: PerBook): boolean =>
  a.events === b.events && a.journal === b.journal && a.device === b.device;

function headsOf(log: Database.Database): PerBook {
  const head = (from: string) =>
    log.prepare<[], number | null>(`SELECT max(position) FROM ${from}`).pluck().get() ?? 0;
  return { events: head('events'), journal: head('journal'), device: head('device_journal') };
}

/** The lowest round a new fact belongs to, or in play when a new journal entry came; null: none. */
function lowestTouched(log: Database.Database, rows: Database.Database, before: PerBook): number | null {
  const byFacts = log
    .prepare<[number], number | null>(
      "SELECT min(CAST(substr(stream, 7) AS INTEGER)) FROM events WHERE position > ? AND stream GLOB 'round-[0-9]*'",
    )
    .pluck()
    .get(before.events);
  const firstEntry = log
    .prepare<[number, number], string | null>(
      'SELECT min(at) FROM (SELECT min(time) AS at FROM journal WHERE position > ? ' +
        'UNION ALL SELECT min(received_at) FROM device_journal WHERE position > ?)',
    )
    .pluck()
    .get(before.journal, before.device);
  const byJournal =
    firstEntry === null || firstEntry === undefined
      ? null
      : (rows
          .prepare<[string], number>(
            'SELECT round FROM round_list WHERE started_at <= ? ORDER BY started_at DESC LIMIT 1',
          )
          .pluck()
          .get(firstEntry) ?? 1);
  const touched = [byFacts, byJournal].filter((round): round is number => typeof round === 'number');
  return touched.length === 0 ? null : Math.min(...touched);
}

/** Every round of the list from `lowest` on, as pit_rounds holds it (newest first, a page at a time). */
function roundsFrom(log: Database.Database, rows: Database.Database, lowest: number) {
  const dayOf = gamingDayReader(gamingDayClockOf(readOpening(log)?.event));
  const found: RoundSummary[] = [];
  let before: number | undefined;
  for (;;) {
    const page = roundPage(rows, { limit: ROUND_PAGE_MAX, ...(before !== undefined && { before }) }, log);
    const wanted = page.rounds.filter((summary) => summary.round >= lowest);
    found.push(...wanted);
    if (page.next === null || wanted.length < page.rounds.length) break;
    before = page.next;
  }
  return found.map((summary) => ({
    round: summary.round,
    shoe: summary.shoe,
    misdeal: summary.flags.includes('misdeal'),
    correction: summary.flags.includes('correction'),
    void: summary.flags.includes('void'),
    alarm: summary.flags.includes('alarm'),
    bettors: summary.bettors,
    net: summary.net,
    started_at: summary.startedAt,
    settled_at: summary.settledAt,
    croupier: summary.croupier,
    croupier_badge: summary.croupierBadge,
    gaming_day: dayOf(summary.startedAt),
  }));
}
