import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchSuite, Measurement } from './harness.js';
import { millionEventLog, removeLog } from './million-log.js';
import type { RoundListProbe } from './round-list-probe.js';

const n = (count: number): string => count.toLocaleString('en');

/**
 * The pit boss's round list on the million-fact log, in a fresh process on a copy (the probe plays
 * rounds into it): the first page from the projection, the pages after each further round, and
 * beside them the list folded from the whole log into memory.
 */
export function measureRoundList(path: string, dir: string): Measurement[] {
  const copy = join(dir, 'round-list.db');
  copyFileSync(path, copy);
  copyFileSync(`${path}.head`, `${copy}.head`);
  try {
    const probe = runProbe(copy);
    const cli = timeCli(copy);
    const cost = runScript<ProjectionCost>('projection-cost-probe.js', dir);
    const next = [...probe.nextMs].sort((a, b) => a - b);
    const median = next[Math.floor(next.length / 2)] ?? Number.NaN;
    return [
      {
        name: `round list, first page (newest 50) of ${n(probe.rounds)} rounds from the projection`,
        medianMs: probe.firstMs,
        p99Ms: probe.firstMs,
        samples: 1,
        note:
          `${n(probe.firstBytes)} bytes; the table opened in ${probe.openMs.toFixed(0)} ms; ` +
          `resident memory ${probe.rssBeforeMb} → ${probe.rssAfterMb} MB after the requests below`,
      },
      {
        name: 'round list, the first page again after each further round',
        medianMs: median,
        p99Ms: next.at(-1) ?? Number.NaN,
        samples: next.length,
        note: Object.entries(probe.filteredMs)
          .map(([what, ms]) => `${what} ${ms.toFixed(1)} ms`)
          .join(', ')
          .concat(`; the charts ${probe.sessionResultsMs.toFixed(1)} ms`),
      },
      {
        name: 'baseline: the same list folded from the whole log into memory (a read-only file)',
        medianMs: probe.baselineMs,
        p99Ms: probe.baselineMs,
        samples: 1,
        note: `resident memory ${probe.rssAfterMb} → ${probe.rssAfterBaselineMb} MB`,
      },
      {
        name: '`sabot rounds --db` (the newest 50 rounds), a whole process',
        medianMs: cli.median,
        p99Ms: cli.max,
        samples: cli.samples,
        note: `\`--json\` ${cli.json.toFixed(0)} ms; \`--bettor box2 --flag misdeal\` ${cli.filtered.toFixed(0)} ms`,
      },
      {
        name: "the projections' share of a submit: the round list's writer inside the append's transaction",
        medianMs: cost.projectionMeanMs,
        p99Ms: cost.projectionMeanMs,
        samples: cost.inputs,
        note: `mean; ${(cost.share * 100).toFixed(0)}% of the submit's mean (${cost.submitMeanMs.toFixed(2)} ms, median ${cost.submitMedianMs.toFixed(2)} ms) on a fresh log`,
      },
    ];
  } finally {
    removeLog(copy);
  }
}

/** `sabot rounds` from the built CLI, start to exit: what a pit boss waits for at a terminal. */
function timeCli(path: string): {
  median: number;
  max: number;
  samples: number;
  json: number;
  filtered: number;
} {
  const sabot = join(import.meta.dirname, '..', '..', '..', 'bin', 'sabot.js');
  const run = (...args: string[]): number => {
    const started = performance.now();
    execFileSync(process.execPath, [sabot, 'rounds', '--db', path, ...args], { stdio: 'ignore' });
    return performance.now() - started;
  };
  run();
  const times = Array.from({ length: 5 }, () => run()).sort((a, b) => a - b);
  return {
    median: times[2] ?? Number.NaN,
    max: times.at(-1) ?? Number.NaN,
    samples: times.length,
    json: run('--json'),
    filtered: run('--bettor', 'box2', '--flag', 'misdeal'),
  };
}

interface ProjectionCost {
  readonly inputs: number;
  readonly submitMedianMs: number;
  readonly submitMeanMs: number;
  readonly projectionMeanMs: number;
  readonly share: number;
}

function runProbe(path: string): RoundListProbe {
  return runScript<RoundListProbe>('round-list-probe.js', path);
}

function runScript<T>(name: string, argument: string): T {
  const script = join(import.meta.dirname, name);
  if (!existsSync(script)) {
    throw new Error(`${script} is missing: the table log benchmark runs compiled (npm run bench)`);
  }
  const output = execFileSync(process.execPath, [script, argument], { encoding: 'utf8', maxBuffer: 1 << 20 });
  return JSON.parse(output.trim().split('\n').at(-1) ?? '') as T;
}

/** The round list alone (`npm run bench -- round-list`): the million-fact log built or reused, then the list. */
export const roundListSuite: BenchSuite = {
  title: 'Round list (projection) on the million-fact log',
  async run(): Promise<Measurement[]> {
    const dir = mkdtempSync(join(tmpdir(), 'sabot-bench-rounds-'));
    try {
      return measureRoundList((await millionEventLog()).path, dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
