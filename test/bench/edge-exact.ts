import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { BenchSuite, Measurement } from './harness.js';
import { REPO_ROOT } from './repo-root.js';

/**
 * `sabot edge exact` speed: each figure is the command's own `seconds` (the analysis, the
 * profile's strategy chart included, module loading and start-up left out), each run in a fresh
 * process so no chart or dealer odds are kept from the run before. Median of RUNS runs; the p99
 * column is the slowest run.
 */
const RUNS = 3;
const SIX_DECK_TARGET_S = 10;
const ONE_DECK_TARGET_S = 2;

const CASES: readonly { readonly args: readonly string[]; readonly decks: 1 | 6; readonly name: string }[] = [
  { args: ['--profile', 'classic-6d'], decks: 6, name: 'classic-6d, basic strategy' },
  { args: ['--profile', 'open-6d'], decks: 6, name: 'open-6d, basic strategy' },
  { args: ['--profile', 'home-1d'], decks: 1, name: 'home-1d, basic strategy' },
  {
    args: ['--profile', 'classic-6d', '--strategy', 'composition'],
    decks: 6,
    name: 'classic-6d, composition',
  },
  { args: ['--profile', 'open-6d', '--strategy', 'composition'], decks: 6, name: 'open-6d, composition' },
  { args: ['--profile', 'home-1d', '--strategy', 'composition'], decks: 1, name: 'home-1d, composition' },
];

function secondsOf(args: readonly string[]): number {
  const sabot = join(REPO_ROOT, 'bin', 'sabot.js');
  const out = execFileSync(process.execPath, [sabot, 'edge', 'exact', ...args, '--json'], {
    encoding: 'utf8',
  });
  return (JSON.parse(out) as { seconds: number }).seconds;
}

export const edgeExactSuite: BenchSuite = {
  title: 'Exact house edge (sabot edge exact)',
  async run(): Promise<Measurement[]> {
    return CASES.map(({ args, decks, name }) => {
      const runs = Array.from({ length: RUNS }, () => secondsOf(args)).sort((a, b) => a - b);
      const median = runs[Math.floor(RUNS / 2)] ?? Number.NaN;
      const target = decks === 6 ? SIX_DECK_TARGET_S : ONE_DECK_TARGET_S;
      return {
        name: `sabot edge exact: ${name}`,
        medianMs: median * 1000,
        p99Ms: (runs.at(-1) ?? Number.NaN) * 1000,
        samples: RUNS,
        note: `${decks === 6 ? 'six decks' : 'one deck'}: target under ${target} s ${median < target ? 'met' : 'NOT met'}; runs ${runs.map((s) => s.toFixed(2)).join(', ')} s`,
      };
    });
  },
};
