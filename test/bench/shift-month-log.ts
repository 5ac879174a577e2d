import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { recordShifts } from '../../app/cli/simulation/record-shifts.js';
import {
  DEFAULT_STAFF,
  DEFAULT_TRAY,
  defaultRoundsPerHour,
} from '../../app/cli/simulation/simulate-shifts.js';
import { defaultMigrationsDir } from '../../app/core/log/migration-files.js';
import { TableService } from '../../app/core/table/table-service.js';
import { FOLD_VERSION } from '../../engine/round/table.js';
import { classic6d } from '../../engine/rules/profiles/classic-6d.js';
import { removeLog } from './million-log.js';

/** A simulated month: 30 gaming days of one seven-box table, eight hours each from 18:00 UTC. */
export const MONTH_DAYS = 30;
export const MONTH_HOURS = 8;
const BOXES = 7;
const SEED = 20_261_101;
const FROM = new Date(Date.UTC(2026, 10, 1, 18));
/** Bump when the way the month is built changes, so an old cached file is not reused. */
const BUILD_VERSION = 'v1';

export interface MonthLog {
  readonly path: string;
  readonly rounds: number;
  /** Seconds the build took in this run; null when the cached file was reused. */
  readonly builtInSeconds: number | null;
}

/**
 * The log of a month of shifts as `sabot simulate --days 30` writes it (recordShifts, through the
 * real TableService, with its projections): openers, buy-ins, fills, credits, croupier changes,
 * rounds and closers. Cached under `.bench/` (git-ignored) by fold version, so it is built once.
 */
export const monthOfShifts = (): Promise<MonthLog> => daysOfShifts(MONTH_DAYS);

/**
 * The log of `days` gaming days of the same shifts from the same first day (a longer log holds the
 * month's first days and more after them), built and cached as monthOfShifts' is.
 */
export async function daysOfShifts(days: number): Promise<MonthLog> {
  const migrations = defaultMigrationsDir(import.meta.url);
  const dir = join(dirname(migrations), '.bench');
  const name = days === MONTH_DAYS ? 'shift-month' : `shift-${days}-days`;
  const path = join(dir, `${name}-${BUILD_VERSION}-${FOLD_VERSION}-${schemaKey(migrations)}.db`);
  const rounds = days * MONTH_HOURS * defaultRoundsPerHour(BOXES);
  if (existsSync(path) && existsSync(`${path}.head`)) return { path, rounds, builtInSeconds: null };
  mkdirSync(dir, { recursive: true });
  const building = `${path}.building`;
  removeLog(building);
  const started = performance.now();
  await keptShifts(building, { from: FROM, days, hours: MONTH_HOURS, seed: SEED });
  // The finished file under its name only when whole: an interrupted build is never reused.
  renameSync(`${building}.head`, `${path}.head`);
  renameSync(building, path);
  return { path, rounds, builtInSeconds: (performance.now() - started) / 1000 };
}

/**
 * A seven-box classic-6d table's log at `dbPath`, its books opened at `from` and kept for `days`
 * gaming days of `hours` hours each as `sabot simulate --days` keeps them (recordShifts, through
 * the real TableService). `then` has the open table last, for what a bench records beside.
 */
export async function keptShifts(
  dbPath: string,
  { from, days, hours, seed }: { from: Date; days: number; hours: number; seed: number },
  then: (service: TableService) => void = () => undefined,
): Promise<void> {
  const service = TableService.open({ dbPath, profile: classic6d, clock: () => from, operator: 'bench' });
  try {
    await recordShifts(service, {
      days,
      hours,
      roundsPerHour: defaultRoundsPerHour(BOXES),
      boxes: BOXES,
      seed,
      from: new Date(from.getTime() + 4000),
      operator: 'simulator',
      staff: DEFAULT_STAFF,
      par: DEFAULT_TRAY,
      tray: DEFAULT_TRAY,
    });
    then(service);
  } finally {
    service.close();
  }
}

/** The migrations the log was made with: a log made under other migrations is built again, not refused. */
export function schemaKey(migrations: string): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrations)
    .filter((name) => name.endsWith('.sql'))
    .sort())
    hash.update(file).update(readFileSync(join(migrations, file)));
  return hash.digest('hex').slice(0, 8);
}
