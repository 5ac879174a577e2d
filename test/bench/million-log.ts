import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { recordRounds } from '../../app/cli/simulation/record-rounds.js';
import { defaultMigrationsDir } from '../../app/core/log/migration-files.js';
import { TableService } from '../../app/core/table/table-service.js';
import { FOLD_VERSION } from '../../engine/round/table.js';
import { classic6d } from '../../engine/rules/profiles/classic-6d.js';

/** A table log of a million facts, as the table service writes them. */
export const MILLION = 1_000_000;
const BOXES = 3;
const SEED = 20_261_129;
/** Bump when the way the log is built changes, so an old cached file is not reused (v3: through sabot simulate --db, with its projections). */
const BUILD_VERSION = 'v3';

export interface MillionLog {
  readonly path: string;
  /** Seconds the build took in this run; null when the cached file was reused. */
  readonly builtInSeconds: number | null;
}

/**
 * The log of a long classic-6d session (three boxes at the minimum, basic strategy, a seeded shoe),
 * written as `sabot simulate --db` writes it (recordRounds, through the real TableService): every
 * fact, every recorded settlement, the hash chain, the head file and the snapshot cache are what a
 * table would leave. Whole rounds are committed together a few times a second. Cached under
 * `.bench/` (git-ignored) by fold version, so it is built once.
 */
export async function millionEventLog(): Promise<MillionLog> {
  const root = dirname(defaultMigrationsDir(import.meta.url));
  const dir = join(root, '.bench');
  const path = join(dir, `table-log-1m-${BUILD_VERSION}-${FOLD_VERSION}.db`);
  if (existsSync(path) && existsSync(`${path}.head`)) return { path, builtInSeconds: null };
  mkdirSync(dir, { recursive: true });
  const building = `${path}.building`;
  removeLog(building);
  const started = performance.now();
  await writeSession(building);
  // The finished file under its name only when whole: an interrupted build is never reused.
  renameSync(`${building}.head`, `${path}.head`);
  renameSync(building, path);
  return { path, builtInSeconds: (performance.now() - started) / 1000 };
}

/** Built by `sabot simulate --db`'s own code: the simulated table recorded through the table service. */
async function writeSession(dbPath: string): Promise<void> {
  let tick = 0;
  // Four seconds per input from a fixed evening: realistic times, the same file every build.
  const clock = () => new Date(Date.UTC(2026, 10, 29, 18) + tick++ * 4000);
  const service = TableService.open({ dbPath, profile: classic6d, clock, operator: 'bench' });
  try {
    await recordRounds(service, {
      boxes: BOXES,
      seed: SEED,
      rounds: Number.MAX_SAFE_INTEGER,
      untilFacts: MILLION,
      clock,
      operator: 'croupier-7',
    });
  } finally {
    service.close();
  }
}

export function removeLog(path: string): void {
  for (const suffix of ['', '.head', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
}
