import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (`getconf CLK_TCK`; 100 on Linux when it cannot be asked). */
const TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

/**
 * Processor seconds of the children this process has waited for (user and system, /proc/self/stat
 * fields 16 and 17), so a peer's own time is read as Sabot's is with `process.cpuUsage`: on a shared
 * machine the wall clock also counts the time other jobs held the core.
 */
export function childCpuSeconds(): number {
  if (!existsSync('/proc/self/stat')) return Number.NaN; // not Linux: the rates by processor time read NaN
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // The command name (field 2) may hold spaces; the fields after it are counted from its ")".
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / TICKS;
}

/** One run of a peer: its wall and processor seconds, and what it printed. */
export interface TimedRun {
  readonly wallS: number;
  readonly cpuS: number;
  readonly stdout: string;
}

export function runTimed(command: string, args: readonly string[], cwd?: string): TimedRun {
  const cpuBefore = childCpuSeconds();
  const started = performance.now();
  const run = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 2 ** 20 });
  const wallS = (performance.now() - started) / 1000;
  if (run.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${run.status ?? run.signal}): ${run.stderr}`);
  return { wallS, cpuS: childCpuSeconds() - cpuBefore, stdout: run.stdout };
}
