import { toUnits } from '../../engine/money.js';
import { contextOf } from '../../engine/round/table.js';
import type { FloorLine, Shipping } from '../contract/pit-floor.js';
import { readShiftReport } from '../core/books/shift-report-reader.js';
import { currentRoundProjection } from '../core/projections/attach-projections.js';
import type { TableService } from '../core/table/table-service.js';
import { croupierViewOf } from '../core/views/table-views.js';

/** A row of pit_tables as the floor reads it. */
export interface TableRow {
  readonly table_id: string;
  readonly head_position: string | number;
  readonly reported_position: string | number;
  readonly reported_at: Date | null;
  readonly stored_at: Date | null;
}

const HOUR_MS = 3_600_000;

/** The shipping part of a line: how far the center holds the table and when it last heard of it. */
export function shippingOf(row: TableRow, replica: number): Shipping {
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
 * the last hour) and the shift report of the log's current gaming day (drop, win, hold).
 */
export function foldFloorLine(service: TableService, file: string, row: TableRow, now: Date): FloorLine {
  const context = contextOf(service.snapshot);
  const seen = croupierViewOf(service);
  const { round } = seen.view;
  currentRoundProjection(service.db);
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  const roundsPerHour = service.db
    .prepare<[string], number>('SELECT count(*) FROM round_list WHERE started_at >= ?')
    .pluck()
    .get(since);
  const last = service.store.lastPosition();
  const lastFact = last > 0 ? service.store.readFrom(last, 1)[0] : undefined;
  const shift = readShiftReport(file).report;
  return {
    table: row.table_id,
    status: context.books.status,
    inPlay: round.round > 0 && round.state !== 'settled' && round.state !== 'betting',
    game: context.profile.name,
    profile: context.profile.id,
    limits: { min: toUnits(context.limits.min), max: toUnits(context.limits.max) },
    croupier: context.books.croupier,
    round: round.round > 0 ? { number: round.round, state: round.state } : null,
    roundsPerHour: roundsPerHour ?? 0,
    day: shift.day,
    drop: shift.drop,
    win: shift.win,
    hold: shift.hold,
    shipping: shippingOf(row, last),
    lastFactAt: lastFact?.metadata.time ?? null,
    foldedAt: now.toISOString(),
  };
}
