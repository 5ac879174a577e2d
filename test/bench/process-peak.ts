import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Loaded before the command: at its exit, its peak resident memory (KiB) on descriptor 3. */
const PEAK_ON_EXIT =
  "import { writeSync } from 'node:fs';\n" +
  "process.on('exit', () => writeSync(3, String(process.resourceUsage().maxRSS)));\n";

let preload: string | null = null;

/** A whole process's time and peak memory: what a pit boss waits for, and what the machine must hold. */
export interface ProcessRun {
  readonly ms: number;
  readonly peakMiB: number;
}

/**
 * `sabot …` from the built CLI, start to exit, `runs` times: each run's wall time and the process's
 * own peak resident memory (read by the process at its exit, so no other process is counted).
 */
export function sabotRuns(args: readonly string[], runs = 3): ProcessRun[] {
  if (preload === null) {
    preload = join(mkdtempSync(join(tmpdir(), 'sabot-peak-')), 'peak.mjs');
    writeFileSync(preload, PEAK_ON_EXIT);
  }
  const sabot = join(import.meta.dirname, '..', '..', '..', 'bin', 'sabot.js');
  return Array.from({ length: runs }, () => {
    const started = performance.now();
    const run = spawnSync(process.execPath, ['--import', `file://${preload}`, sabot, ...args], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
      maxBuffer: 1 << 20,
    });
    const ms = performance.now() - started;
    if (run.status !== 0) throw new Error(`sabot ${args.join(' ')} exited ${run.status}: ${run.stderr}`);
    return { ms, peakMiB: Number(run.output[3]?.toString() ?? Number.NaN) / 1024 };
  });
}

/** The median of some figures. */
export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
