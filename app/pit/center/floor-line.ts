import { toUnits } from '../../../engine/money.js';
import { contextOf } from '../../../engine/round/table.js';
import type { TableContext } from '../../../engine/round/types.js';
import { registerIsOn } from '../../../engine/staff/register.js';
import { croupierNow } from '../../../engine/staff/table-staff.js';
import { typesWhere } from '../../../engine/table/event-kinds.js';
import type { FloorLine, FloorShipping } from '../../contract/pit-floor.js';
import type { TableService } from '../../core/table/table-service.js';
import { croupierViewOf } from '../../core/views/table-views.js';

/**
 * Who deals at the table, as the floor names them: at a table that keeps a register, the person
 * signed in with their badge ("paul (1042)"), or nobody; else the books' croupier, or where none
 * was named, who dealt the newest round.
 */
function croupierOnFloor(context: TableContext, newestRound: () => string | null): string | null {
  const now = croupierNow(context.staff, context.books.croupier);
  if (now) return now.badge === null ? now.name : `${now.name} (${now.badge})`;
  return registerIsOn(context.staff.register) ? null : newestRound();
}

/** A row of pit_tables as the floor reads it. */
export interface TableRow {
  readonly table_id: string;
  readonly head_position: string | number;
  readonly reported_position: string | number;
  readonly reported_at: Date | null;
  readonly stored_at: Date | null;
}

const HOUR_MS = 3_600_000;
/** The shift figures are read again at least this often: the gaming day turns without a fact. */
const SHIFT_AT_MOST_EVERY_MS = 60_000;

/** The facts that move the day's drop, win or hold: the books, a settlement, a ruling that re-settles. */
const MOVES_THE_SHIFT: ReadonlySet<string> = new Set([
  ...typesWhere('books'),
  ...typesWhere('audited'),
  'RoundSettled',
]);

/** The shift report's figures a line shows, and when and how far they were read. */
export interface ShiftFigures {
  readonly day: string | null;
  readonly drop: number;
  readonly win: number;
  readonly hold: number | null;
  readonly readAt: number;
  readonly position: number;
}

/**
 * The current gaming day's figures, from the shift report of the replica (its books facts and
 * settlements read through their indexes) on the service's own connection, its round list brought
 * up to date first: read again only when a fact since `before` moves them, or a minute passed, so
 * a card dealt costs no report. `table` names the report (the replica's file is named after it).
 */
export function shiftFigures(
  service: TableService,
  table: string,
  before: ShiftFigures | null,
  now: Date,
): ShiftFigures {
  const position = service.log.lastPosition();
  if (before && now.getTime() - before.readAt < SHIFT_AT_MOST_EVERY_MS) {
    const types = service.log.typesAfter(before.position);
    if (!types.some((type) => MOVES_THE_SHIFT.has(type))) return { ...before, position };
  }
  const { day, drop, win, hold } = service.log.shiftReport(table).report;
  return { day, drop, win, hold, readAt: now.getTime(), position };
}

/** The shipping part of a line: how far the center holds the table and when it last heard of it. */
export function shippingOf(row: TableRow, replica: number): FloorShipping {
  const head = Number(row.head_position);
  const reported = Number(row.reported_position);
  return {
    head,
    reported,
    reportedAt: row.reported_at?.toISOString() ?? null,
    storedAt: row.stored_at?.toISOString() ?? null,
    behind: Math.max(reported - head, 0),
    replica,
  };
}

/**
 * One table's floor line, folded from the pit's replica of its log by the table's own readers: the
 * fold the table service keeps (status, game, limits, croupier, round), the round list (rounds of
 * the last hour) and the current gaming day's shift figures (drop, win, hold: see shiftFigures).
 */
export function foldFloorLine(
  service: TableService,
  shift: ShiftFigures,
  row: TableRow,
  now: Date,
): FloorLine {
  const context = contextOf(service.snapshot);
  const seen = croupierViewOf(service);
  const { round } = seen.view;
  const roundsPerHour = service.log.roundsStartedSince(new Date(now.getTime() - HOUR_MS).toISOString());
  const last = service.log.lastPosition();
  const lastFact = service.log.last();
  return {
    table: row.table_id,
    status: context.books.status,
    inPlay: round.round > 0 && round.state !== 'settled' && round.state !== 'betting',
    game: context.profile.name,
    profile: context.profile.id,
    limits: { min: toUnits(context.limits.min), max: toUnits(context.limits.max) },
    croupier: croupierOnFloor(context, () => service.log.newestRoundCroupier()),
    round: round.round > 0 ? { number: round.round, state: round.state } : null,
    roundsPerHour,
    day: shift.day,
    drop: shift.drop,
    win: shift.win,
    hold: shift.hold,
    shipping: shippingOf(row, last),
    lastFactAt: lastFact?.metadata.time ?? null,
    foldedAt: now.toISOString(),
  };
}
