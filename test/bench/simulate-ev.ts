import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { SimulationJson } from '../support/simulation-json.js';
import { machineLine } from './harness.js';

/**
 * Rule economics: `sabot simulate` for each built-in profile, ten million rounds by default on two
 * worker threads, printed as a Markdown table for docs/benchmarks.md with the command behind each
 * figure. It runs the built command itself, so every row can be repeated by hand:
 *
 *   npm run build && node dist/test/bench/simulate-ev.js [--rounds N] [--workers W] [--seed S] [profile …]
 *
 * Ten million rounds take minutes per profile: run it in the background (nohup … &).
 */
interface Options {
  rounds: number;
  workers: number;
  seed: number;
  profiles: string[];
}

function readOptions(argv: readonly string[]): Options {
  const options: Options = { rounds: 10_000_000, workers: 2, seed: 2_026, profiles: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const key = arg.replace(/^--/, '');
    if (key === 'rounds' || key === 'workers' || key === 'seed') options[key] = Number(argv[++i]);
    else options.profiles.push(arg);
  }
  if (options.profiles.length === 0) options.profiles = ['classic-6d', 'open-6d', 'home-1d'];
  return options;
}

const bin = fileURLToPath(new URL('../../../bin/sabot.js', import.meta.url));
const options = readOptions(process.argv.slice(2));
const percent = (share: number): string => `${share < 0 ? '−' : '+'}${Math.abs(share * 100).toFixed(3)}%`;

console.log(`Machine: ${machineLine()}\n`);
console.log('| profile | boxes | rounds | ev ± stderr | 95% interval | rounds/s | elapsed | command |');
console.log('|---|---|---|---|---|---|---|---|');
for (const profile of options.profiles) {
  const args = ['simulate', '--profile', profile, '--rounds', String(options.rounds)];
  args.push('--workers', String(options.workers), '--seed', String(options.seed), '--json');
  // Standard error passes through: a terminal shows the progress bar, a log file stays clean.
  const out = execFileSync(process.execPath, [bin, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const run = JSON.parse(out) as SimulationJson;
  const [low, high] = run.interval95;
  console.log(
    `| ${run.profile} | ${run.boxes} | ${run.rounds.toLocaleString('en')} | ${percent(run.ev)} ± ${(run.stderr * 100).toFixed(3)}% | ` +
      `${percent(low)} to ${percent(high)} | ${Math.round(run.roundsPerSecond).toLocaleString('en')} | ` +
      `${(run.elapsedSeconds / 60).toFixed(1)} min | \`sabot ${args.join(' ')}\` |`,
  );
}
