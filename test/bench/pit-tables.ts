import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { simulateIntoLog } from '../../app/cli/simulation/simulate-into-log.js';
import { FOLD_VERSION } from '../../engine/round/table.js';
import { classic6d } from '../../engine/rules/profiles/classic-6d.js';
import { REPO_ROOT } from './repo-root.js';

/** A large casino's floor: 200 tables, each with an hour of play on its log. */
export const PIT_TABLES = 200;
/**
 * An hour of a table is taken as about 3,000 facts (200 tables: 600,000 facts, 170 facts/s); a
 * two-box round (`sabot simulate`'s default at classic-6d) logs about 14 facts, so 213 rounds.
 */
export const ROUNDS_PER_TABLE = 213;
const BOXES = 2;
const FROM = new Date(Date.UTC(2026, 11, 1, 18));
/** Bump when the way the logs are built changes, so an old cached folder is not reused. */
// v3: each log holds its table key (migration 016), which the center binds its table to.
const BUILD_VERSION = 'v3';

export interface PitFloor {
  /** The tables' log files, `bj-001.db` …, in table order. */
  readonly files: readonly string[];
  readonly builtInSeconds: number | null;
}

export const tableName = (index: number): string => `bj-${String(index + 1).padStart(3, '0')}`;

/**
 * The 200 tables' logs, each written by `sabot simulate --db`'s own code (simulateIntoLog: the
 * real TableService, two boxes by basic strategy, a seed of its own per table), as a table would leave them
 * after an hour. Built once and cached under `.bench/` (git-ignored) by fold version.
 */
export async function pitFloor(): Promise<PitFloor> {
  const dir = join(REPO_ROOT, '.bench', `pit-floor-${BUILD_VERSION}-${FOLD_VERSION}`);
  const files = Array.from({ length: PIT_TABLES }, (_, index) => join(dir, `${tableName(index)}.db`));
  if (existsSync(dir)) return { files, builtInSeconds: null };
  const building = `${dir}.building`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  const started = performance.now();
  for (let index = 0; index < PIT_TABLES; index += 1) {
    await simulateIntoLog({
      db: join(building, `${tableName(index)}.db`),
      profile: classic6d,
      boxes: BOXES,
      rounds: ROUNDS_PER_TABLE,
      seed: 20_261_201 + index,
      from: FROM,
      operator: `croupier-${index + 1}`,
    });
  }
  // The folder under its name only when whole: an interrupted build is never reused.
  renameSync(building, dir);
  return { files, builtInSeconds: (performance.now() - started) / 1000 };
}
