import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { BenchOptions, BenchSuite, Measurement } from './harness.js';
import { SCALE_MONTH, type ScaleLog, scaleLog } from './scale-logs.js';

/** The logs measured unless `--days` names others: a month, a quarter, half a year, a year. */
const DEFAULT_DAYS = [30, 90, 180, 365];

/** Every command that reads a log whole or by period, as a pit boss types it, its output thrown away. */
const COMMANDS: readonly { readonly name: string; readonly args: (db: string) => string[] }[] = [
  { name: 'replay --json', args: (db) => ['replay', '--db', db, '--json'] },
  { name: 'export', args: (db) => ['export', '--db', db] },
  { name: 'verify', args: (db) => ['verify', '--db', db] },
  { name: 'rounds', args: (db) => ['rounds', '--db', db, '--read-only'] },
  {
    name: `report shift --month ${SCALE_MONTH}`,
    args: (db) => ['report', 'shift', '--db', db, '--month', SCALE_MONTH, '--read-only', '--json'],
  },
  { name: 'ratings', args: (db) => ['ratings', '--db', db, '--json'] },
  { name: 'protection', args: (db) => ['protection', '--db', db, '--json'] },
];

interface Run {
  readonly seconds: number;
  readonly peakMiB: number;
  readonly code: number | null;
  /** The machine's one-minute load average as the command started. */
  readonly load: number;
}

/**
 * `npm run bench -- scale [--days 30,90] [--runs N] [--only replay,verify]`: each command as a
 * whole process on logs of a month to a year of one table, its wall time and its peak resident
 * memory (the median run by time; "p99" is the slowest run). The memory is the claim, flat from a
 * month to a year: a reader that holds the log grows with it.
 */
export const scaleSuite: BenchSuite = {
  title: 'Years of one table: whole commands on logs of 30 to 365 gaming days',
  async run(options: BenchOptions = {}) {
    const days = options.days ?? DEFAULT_DAYS;
    const runs = options.runs ?? 1;
    const rows: Measurement[] = [];
    const matrix = new Map<string, string[]>();
    const logs: ScaleLog[] = [];
    for (const count of days) {
      const log = await scaleLog(count);
      logs.push(log);
      const facts = factsIn(log.path);
      console.error(`scale: ${describeLog(log, facts)}`);
      for (const command of chosenCommands(options.only)) {
        const measured: Run[] = [];
        for (let run = 0; run < runs; run++) measured.push(await measureCommand(command.args(log.path)));
        const median = medianRun(measured);
        console.error(`scale: ${count} days, ${command.name}: ${cell(median)}`);
        matrix.set(command.name, [...(matrix.get(command.name) ?? []), cell(median)]);
        rows.push({
          name: `${command.name}, ${count} days (${facts.toLocaleString('en-US')} facts)`,
          medianMs: median.seconds * 1000,
          p99Ms: Math.max(...measured.map((one) => one.seconds)) * 1000,
          samples: measured.length,
          note: `peak ${median.peakMiB} MiB (runs: ${measured.map((one) => one.peakMiB).join(', ')}), exit ${median.code}, load ${median.load.toFixed(1)}`,
        });
      }
    }
    console.log(matrixTable(logs, matrix));
    return rows;
  },
};

const chosenCommands = (only: readonly string[] | undefined) =>
  COMMANDS.filter(({ name }) => !only || only.some((start) => name.startsWith(start)));

function describeLog(log: ScaleLog, facts: number): string {
  const built = log.builtInSeconds === null ? 'cached' : `built in ${Math.round(log.builtInSeconds)} s`;
  return `${log.days} days, ${facts.toLocaleString('en-US')} facts, ${(log.bytes / 2 ** 20).toFixed(0)} MiB, ${built}`;
}

const factsIn = (path: string): number => {
  const db = new Database(path, { readonly: true });
  try {
    return db.prepare<[], number>('SELECT max(position) FROM events').pluck().get() ?? 0;
  } finally {
    db.close();
  }
};

/** `sabot ARGS` in a process of its own through the peak-memory wrapper, its output to /dev/null. */
async function measureCommand(args: readonly string[]): Promise<Run> {
  const dir = mkdtempSync(join(os.tmpdir(), 'sabot-scale-'));
  const report = join(dir, 'peak.json');
  const load = os.loadavg()[0] ?? 0;
  const started = performance.now();
  const nowhere = openSync('/dev/null', 'w');
  try {
    const child = spawn(
      process.execPath,
      [new URL('./peak-memory-child.js', import.meta.url).pathname, report, ...args],
      { stdio: ['ignore', nowhere, 'pipe'] },
    );
    let complaint = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      complaint = `${complaint}${chunk.toString()}`.slice(-500);
    });
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('exit', (exitCode) => resolve(exitCode));
    });
    const seconds = (performance.now() - started) / 1000;
    if (code !== 0) console.error(`scale: sabot ${args.join(' ')} exited ${code}: ${complaint.trim()}`);
    // A process killed (out of memory) leaves no report: its peak is unknown, not zero.
    const peak = existsSync(report)
      ? (JSON.parse(readFileSync(report, 'utf8')) as { maxRssKiB: number }).maxRssKiB
      : Number.NaN;
    return { seconds, peakMiB: Math.round(peak / 1024), code, load };
  } finally {
    closeSync(nowhere);
    rmSync(dir, { recursive: true, force: true });
  }
}

const medianRun = (runs: readonly Run[]): Run =>
  [...runs].sort((a, b) => a.seconds - b.seconds)[Math.floor(runs.length / 2)] as Run;

const cell = (run: Run): string =>
  `${run.seconds.toFixed(1)} s, ${run.peakMiB} MiB${run.code === 0 ? '' : ` (exit ${run.code})`}`;

function matrixTable(logs: readonly ScaleLog[], matrix: ReadonlyMap<string, string[]>): string {
  const lines = [
    `| command | ${logs.map((log) => `${log.days} days`).join(' | ')} |`,
    `|---|${logs.map(() => '---|').join('')}`,
  ];
  for (const [name, cells] of matrix) lines.push(`| \`${name}\` | ${cells.join(' | ')} |`);
  return `### Time and peak memory, command by log\n\n${lines.join('\n')}\n`;
}
