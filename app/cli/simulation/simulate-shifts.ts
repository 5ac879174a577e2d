import { DEFAULT_CHIP_SET, inventoryRefusal } from '../../../engine/books/chip-set.js';
import type { Inventory } from '../../../engine/books/types.js';
import { readTableInput } from '../../../engine/round/inputs.js';
import { contextOf } from '../../../engine/round/table.js';
import type { ShiftStaff } from '../../../engine/sim/shift-table.js';
import { recordExactEdge } from '../../core/economics/exact-edge-record.js';
import type { TableService } from '../../core/table/table-service.js';
import { CliError, EXIT } from '../exit-codes.js';
import { cliText, words } from '../words.js';
import { type RecordedShifts, recordShifts } from './record-shifts.js';
import { lastFactTime, laterOf, type SimulationIntoLog, withSimulatedTable } from './simulate-into-log.js';

/** The tray of a table of the default chip set at a 5-to-500 table: 36,200 in chips. */
export const DEFAULT_TRAY: Inventory = { '1': 200, '5': 200, '25': 200, '100': 100, '500': 20, '1000': 10 };
export const DEFAULT_HOURS = 8;
export const DEFAULT_STAFF: ShiftStaff = {
  croupiers: ['lea', 'marc', 'nina', 'omar'],
  supervisors: ['pat', 'sam'],
  cashier: 'ines',
  runner: 'rui',
};

/** A croupier's pace: about a minute a round at seven boxes, faster with fewer players. */
export const defaultRoundsPerHour = (boxes: number): number => Math.round(3600 / (20 + (40 * boxes) / 7));

export interface ShiftsIntoLog extends Omit<SimulationIntoLog, 'rounds'> {
  readonly days: number;
  readonly hours: number;
  readonly roundsPerHour: number;
  readonly staff: ShiftStaff;
  readonly par: Inventory;
}

export interface SimulatedShifts extends RecordedShifts {
  /** When the first gaming day of this run opened (after the log's last fact). */
  readonly from: Date;
}

/**
 * `sabot simulate --days N --db FILE`: whole gaming days of one table recorded into its log. A
 * log whose table was closed goes on from its last closer; a table still open (a closer missing)
 * is refused, since nobody knows what its tray holds.
 */
export async function simulateShifts(run: ShiftsIntoLog): Promise<SimulatedShifts> {
  if (run.profile.session)
    throw new CliError(cliText('cli.simulate.shifts.home-game', { profile: run.profile.id }), EXIT.usage);
  return withSimulatedTable(run, async (service, stopped) => {
    const tray = trayOfLog(service, run);
    // Recorded once before the first simulated day, as a live table records it when its rules are set.
    const edge = recordExactEdge(service, run.operator);
    if (edge && !edge.ok) throw new CliError(words().say(edge.refusal), EXIT.rejected);
    const from = laterOf(run.from, lastFactTime(service));
    const recorded = await recordShifts(service, {
      days: run.days,
      hours: run.hours,
      roundsPerHour: run.roundsPerHour,
      boxes: run.boxes,
      seed: run.seed,
      from,
      operator: run.operator,
      staff: run.staff,
      par: run.par,
      tray,
      stop: stopped,
      ...(run.onRound && { onRound: run.onRound }),
    });
    return { ...recorded, from };
  });
}

function trayOfLog(service: TableService, run: ShiftsIntoLog): Inventory {
  const { books } = contextOf(service.snapshot);
  if (books.status === 'open')
    throw new CliError(cliText('cli.simulate.shifts.table-open', { path: run.db }), EXIT.rejected);
  const refusal = inventoryRefusal(run.par, books.chipSet, false);
  if (refusal)
    throw new CliError(cliText('cli.simulate.shifts.tray', { why: words().say(refusal) }), EXIT.usage);
  return books.lastCloser ?? run.par;
}

/** `--tray '{"5":200,...}'`: a count by chip value, read as the table reads an inventory. */
export function readTray(text: string | undefined): Inventory {
  if (text === undefined) return DEFAULT_TRAY;
  let read: unknown;
  try {
    read = JSON.parse(text);
  } catch {
    read = null;
  }
  const isCount = (value: unknown): value is Record<string, number> =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((count) => typeof count === 'number');
  if (!isCount(read))
    throw new CliError(
      cliText('cli.simulate.shifts.tray', {
        why: cliText('cli.simulate.shifts.tray-form', { chips: DEFAULT_CHIP_SET.join(', ') }),
      }),
      EXIT.usage,
    );
  return read;
}

/** `--croupiers lea,marc`: names in turn, at least one. */
export function readNames(text: string | undefined, fallback: readonly string[], option: string): string[] {
  if (text === undefined) return [...fallback];
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.length === 0) throw new CliError(cliText('cli.simulate.shifts.names', { option }), EXIT.usage);
  // A name the table would refuse on a signature is refused here, before any day is played.
  for (const name of names) {
    const read = readTableInput({ type: 'croupier', name });
    if (!read.ok) throw new CliError(`${option}: ${words().say(read.refusal)}`, EXIT.usage);
  }
  return names;
}
