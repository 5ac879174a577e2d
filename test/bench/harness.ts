import os from 'node:os';
import { Bench } from 'tinybench';

/**
 * One benchmark figure: what was measured, its median and p99 in milliseconds per operation, and
 * the baseline measured side by side in the same run where the figure has one.
 */
export interface Measurement {
  readonly name: string;
  readonly medianMs: number;
  readonly p99Ms: number;
  readonly samples: number;
  readonly note?: string;
}

/** What `npm run bench -- SUITE --days 30,90 --runs 3 --only replay,verify` asks of the suites that take it. */
export interface BenchOptions {
  readonly days?: readonly number[];
  readonly runs?: number;
  /** Only the measurements whose name begins with one of these. */
  readonly only?: readonly string[];
}

export interface BenchSuite {
  readonly title: string;
  run(options?: BenchOptions): Promise<Measurement[]>;
}

/** Times each task with tinybench and reports per-operation medians and p99s. */
export async function measure(
  tasks: Record<string, () => unknown>,
  options: { iterations?: number; timeMs?: number } = {},
): Promise<Measurement[]> {
  const bench = new Bench({ iterations: options.iterations ?? 10, time: options.timeMs ?? 500 });
  for (const [name, fn] of Object.entries(tasks)) bench.add(name, fn);
  await bench.run();
  return bench.tasks.map((task) => {
    const result = task.result;
    if (!result || !('latency' in result)) throw new Error(`benchmark "${task.name}" did not complete`);
    return {
      name: task.name,
      medianMs: result.latency.p50 ?? Number.NaN,
      p99Ms: result.latency.p99 ?? Number.NaN,
      samples: result.latency.samplesCount,
    };
  });
}

export function machineLine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;
}

export function formatTable(title: string, rows: readonly Measurement[]): string {
  const lines = [
    `## ${title}`,
    '',
    '| measurement | median | p99 | samples | note |',
    '|---|---|---|---|---|',
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.name} | ${formatMs(row.medianMs)} | ${formatMs(row.p99Ms)} | ${row.samples} | ${row.note ?? ''} |`,
    );
  }
  return lines.join('\n');
}

/** A row with no figure (an engine that could not run here) shows a dash. */
const formatMs = (ms: number): string =>
  Number.isNaN(ms) ? '—' : ms >= 1 ? `${ms.toFixed(1)} ms` : `${(ms * 1000).toFixed(2)} µs`;
