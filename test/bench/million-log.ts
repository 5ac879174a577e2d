import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { defaultMigrationsDir } from '../../app/core/log/migration-files.js';
import { TableService } from '../../app/core/table/table-service.js';
import { FOLD_VERSION } from '../../engine/round/table.js';
import { classic6d } from '../../engine/rules/profiles/classic-6d.js';
import { SessionDriver } from '../core/crash/session-driver.js';

/** A table log of a million facts, as the table service writes them. */
export const MILLION = 1_000_000;
const BOXES = 3;
const SEED = 20_261_129;
/** Inputs per outer transaction while building: one disk sync each, not one per input. */
const INPUTS_PER_BATCH = 20_000;
/** Bump when the way the log is built changes, so an old cached file is not reused (v2: with its projections). */
const BUILD_VERSION = 'v2';

export interface MillionLog {
  readonly path: string;
  /** Seconds the build took in this run; null when the cached file was reused. */
  readonly builtInSeconds: number | null;
}

/**
 * The log of a long classic-6d session (three boxes at the minimum, draw to 17, the seeded shoe
 * of the crash harness's driver), written by the real TableService: every fact, every recorded
 * settlement, the hash chain, the head file and the snapshot cache are what a table would leave.
 * Only the disk syncs are batched (the submits run inside an outer transaction, which their own
 * appends join as savepoints), which builds it in about a minute instead of many. Cached under
 * `.bench/` (git-ignored) by fold version, so it is built once.
 */
export function millionEventLog(): MillionLog {
  const root = dirname(defaultMigrationsDir(import.meta.url));
  const dir = join(root, '.bench');
  const path = join(dir, `table-log-1m-${BUILD_VERSION}-${FOLD_VERSION}.db`);
  if (existsSync(path) && existsSync(`${path}.head`)) return { path, builtInSeconds: null };
  mkdirSync(dir, { recursive: true });
  const building = `${path}.building`;
  removeLog(building);
  const started = performance.now();
  writeSession(building);
  // The finished file under its name only when whole: an interrupted build is never reused.
  renameSync(`${building}.head`, `${path}.head`);
  renameSync(building, path);
  return { path, builtInSeconds: (performance.now() - started) / 1000 };
}

function writeSession(dbPath: string): void {
  let tick = 0;
  // Four seconds per input from a fixed evening: realistic times, the same file every build.
  const clock = () => new Date(Date.UTC(2026, 10, 29, 18) + tick++ * 4000);
  const service = TableService.open({ dbPath, profile: classic6d, clock, operator: 'bench' });
  const driver = new SessionDriver(SEED, BOXES);
  const meta = { source: 'simulator', operator: 'croupier-7' } as const;
  try {
    let events = service.store.count();
    while (events < MILLION) {
      service.db.exec('BEGIN IMMEDIATE');
      for (let input = 0; input < INPUTS_PER_BATCH && events < MILLION; input++) {
        const result = service.submit(driver.next(service.snapshot), meta);
        if (!result.ok) throw new Error(`building the million-event log: ${result.reason}`);
        events += result.events.length;
      }
      service.db.exec('COMMIT');
    }
  } finally {
    service.close();
  }
}

export function removeLog(path: string): void {
  for (const suffix of ['', '.head', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
}
