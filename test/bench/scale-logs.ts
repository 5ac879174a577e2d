import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { defaultMigrationsDir } from '../../app/core/log/migration-files.js';
import { FOLD_VERSION } from '../../engine/round/table.js';
import { removeLog } from './million-log.js';
import { REPO_ROOT } from './repo-root.js';
import { schemaKey } from './shift-month-log.js';

/** Bump when the way the logs are built changes, so an old cached file is not reused. */
const BUILD_VERSION = 'v1';
/** The first gaming day of every log: the fixed month the shift report is asked for is its first. */
export const SCALE_FROM = '2026-11-01T18:00:00Z';
export const SCALE_MONTH = '2026-11';
const SEED = '20261101';

export interface ScaleLog {
  readonly days: number;
  readonly path: string;
  readonly bytes: number;
  /** Seconds `sabot simulate --days` took in this run; null when the cached file was reused. */
  readonly builtInSeconds: number | null;
}

/** The command that writes a log of `days` gaming days: the shift-report month's table, longer. */
export const simulateArgs = (days: number, db: string): string[] => [
  'simulate',
  '--profile',
  'classic-6d',
  '--days',
  String(days),
  '--boxes',
  '7',
  '--seed',
  SEED,
  '--from',
  SCALE_FROM,
  '--db',
  db,
];

/**
 * One seven-box classic-6d table kept `days` gaming days of 8 hours, written by `sabot simulate
 * --days` in its own process as a casino would run it. Cached under `.bench/` (git-ignored) by fold
 * version and migrations: a year takes most of an hour to write on two busy cores.
 */
export async function scaleLog(days: number): Promise<ScaleLog> {
  const migrations = defaultMigrationsDir(import.meta.url);
  const dir = join(dirname(migrations), '.bench');
  const path = join(dir, `scale-${days}d-${BUILD_VERSION}-${FOLD_VERSION}-${schemaKey(migrations)}.db`);
  const found = (builtInSeconds: number | null): ScaleLog => ({
    days,
    path,
    bytes: statSync(path).size,
    builtInSeconds,
  });
  if (existsSync(path) && existsSync(`${path}.head`)) return found(null);
  mkdirSync(dir, { recursive: true });
  const building = `${path}.building`;
  removeLog(building);
  const started = performance.now();
  await sabot(simulateArgs(days, building));
  // The finished file under its name only when whole: an interrupted build is never reused.
  renameSync(`${building}.head`, `${path}.head`);
  renameSync(building, path);
  for (const suffix of ['.lease', '.lease.json']) rmSync(`${building}${suffix}`, { force: true });
  return found((performance.now() - started) / 1000);
}

function sabot(args: readonly string[]): Promise<void> {
  const child = spawn(process.execPath, [join(REPO_ROOT, 'bin', 'sabot.js'), ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let complaint = '';
  child.stderr.on('data', (chunk: Buffer) => {
    complaint = `${complaint}${chunk.toString()}`.slice(-2000);
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`sabot ${args.join(' ')} exited ${code}: ${complaint}`)),
    );
  });
}
