import type Database from 'better-sqlite3';
import { readerTroubleTimes, troubledWithin } from './reader-trouble.js';
import type { RoundFlag, RoundPage, RoundPageRequest, RoundSummary } from './round-list-types.js';

/** Rounds in a page unless the request says otherwise. */
export const ROUND_PAGE_DEFAULT = 50;

interface RoundListRow {
  readonly round: number;
  readonly shoe: number;
  readonly boxes: string;
  readonly bettors: string;
  readonly net: string;
  readonly misdeal: number;
  readonly correction: number;
  readonly voided: number;
  readonly started_at: string;
  readonly last_at: string;
  readonly settled_at: string | null;
  readonly croupier: string;
  readonly croupier_badge: string | null;
}

const FLAG_COLUMNS: Record<Exclude<RoundFlag, 'alarm'>, string> = {
  misdeal: 'misdeal = 1',
  correction: 'correction = 1',
  void: 'voided = 1',
};

/**
 * A page of the pit boss's round list, newest first, filtered and paged in SQL over the round_list
 * projection (`rows`), however long the log: the page's rows are read, not the list's. The alarm
 * flag comes from the journals of `journals` (the same file, or the log a fold in memory read).
 */
export function roundPage(
  rows: Database.Database,
  request: RoundPageRequest,
  journals: Database.Database = rows,
): RoundPage {
  const limit = request.limit ?? ROUND_PAGE_DEFAULT;
  const trouble = readerTroubleTimes(journals);
  const where: string[] = [];
  const params: (string | number)[] = [];
  // By bettor, the rounds come newest first from the bettor's index: no sort, no scan.
  const key = request.bettor === undefined ? 'r.round' : 'b.round';
  if (request.before !== undefined) {
    where.push(`${key} < ?`);
    params.push(request.before);
  }
  if (request.box !== undefined) {
    where.push('(r.box_mask & ?) != 0');
    params.push(1 << request.box);
  }
  if (request.flag === 'alarm') {
    where.push('r.round IN (SELECT value FROM json_each(?))');
    params.push(JSON.stringify(alarmedRounds(rows, trouble)));
  } else if (request.flag !== undefined) where.push(`r.${FLAG_COLUMNS[request.flag]}`);
  const from =
    request.bettor === undefined
      ? 'round_list r'
      : 'round_bettors b JOIN round_list r ON r.round = b.round AND b.bettor = ?';
  if (request.bettor !== undefined) params.unshift(request.bettor);
  const sql =
    `SELECT r.* FROM ${from}${where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''} ` +
    `ORDER BY ${key} DESC LIMIT ?`;
  const found = rows.prepare<unknown[], RoundListRow>(sql).all(...params, limit + 1);
  const page = found.slice(0, limit).map((row) => summaryOf(row, trouble));
  return { rounds: page, next: found.length > limit ? (page.at(-1)?.round ?? null) : null };
}

function summaryOf(row: RoundListRow, trouble: readonly string[]): RoundSummary {
  const flags: RoundFlag[] = [];
  if (row.misdeal) flags.push('misdeal');
  if (row.correction) flags.push('correction');
  if (troubledWithin(trouble, row.started_at, row.last_at)) flags.push('alarm');
  if (row.voided) flags.push('void');
  return {
    round: row.round,
    shoe: row.shoe,
    boxes: JSON.parse(row.boxes),
    bettors: JSON.parse(row.bettors),
    flags,
    net: JSON.parse(row.net),
    startedAt: row.started_at,
    settledAt: row.settled_at,
    croupier: row.croupier,
    croupierBadge: row.croupier_badge,
  };
}

/** The rounds in play at a reader's trouble: the last round begun before each time, if not yet over. */
function alarmedRounds(rows: Database.Database, trouble: readonly string[]): number[] {
  const during = rows.prepare<[string], { round: number; last_at: string }>(
    'SELECT round, last_at FROM round_list WHERE started_at <= ? ORDER BY started_at DESC LIMIT 1',
  );
  const rounds = new Set<number>();
  for (const time of trouble) {
    const found = during.get(time);
    if (found && found.last_at >= time) rounds.add(found.round);
  }
  return [...rounds];
}
