#!/usr/bin/env node
// The long run of the service crash test (test/core/crash/service-crash.test.ts):
//
//   node scripts/crash-soak.mjs 1000                # 1000 kills, spread over the three tables
//   node scripts/crash-soak.mjs 300 --seed 42 --per-log 25 --profile open-6d --keep
//
// A real Node process plays a simulated session into a log and reports every accepted fact over
// a pipe; it is killed with SIGKILL at a seeded random moment; then the log must verify, hold
// every reported fact, reopen to the table the child had, and accept the next inputs. The three
// tables play at once, each on a fresh log every `--per-log` kills (default 50) so the checks of
// one trial stay as quick as in CI. Prints a line per 50 trials and a summary; exit code 1 when
// any trial found a problem (each one names its table, seed and trial, to replay it).
//
// Needs `npm ci` (the TypeScript compiler and better-sqlite3), not `npm run build`: the harness is
// compiled from the sources into a temporary folder at start, in about a second.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const TABLES = [
  { profileId: 'classic-6d', boxes: 3 },
  { profileId: 'open-6d', boxes: 3 },
  { profileId: 'home-1d', boxes: 3 },
];

const usage = 'usage: node scripts/crash-soak.mjs [trials] [--seed N] [--per-log N] [--profile ID] [--keep]';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    'per-log': { type: 'string', default: '50' },
    profile: { type: 'string' },
    keep: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const trials = Number(positionals[0] ?? 1000);
const seed = Number(values.seed);
const perLog = Number(values['per-log']);
const tables = values.profile ? TABLES.filter((table) => table.profileId === values.profile) : TABLES;
if (
  !Number.isInteger(trials) ||
  trials < 1 ||
  !Number.isInteger(seed) ||
  !(perLog >= 1) ||
  tables.length === 0
) {
  console.error(usage);
  process.exit(2);
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'sabot-crash-soak-'));
const started = performance.now();
const { playCrashSession } = await import(pathToFileURL(buildHarness(work)).href);
console.log(`crash soak: ${trials} kills over ${tables.map((t) => t.profileId).join(', ')}, seed ${seed}`);

const outcomes = [];
const failures = [];
await Promise.all(tables.map((table, index) => soakTable(table, index)));
report();
if (values.keep) console.log(`logs kept in ${work}`);
else rmSync(work, { recursive: true, force: true });
process.exit(failures.length > 0 ? 1 : 0);

/** The table's share of the trials, `perLog` kills to a log. */
async function soakTable(table, index) {
  const share = Math.floor(trials / tables.length) + (index < trials % tables.length ? 1 : 0);
  for (let log = 0, done = 0; done < share; log++) {
    const count = Math.min(perLog, share - done);
    const plan = {
      ...table,
      childPath: join(work, 'install', 'test', 'core', 'crash', 'table-child.js'),
      dbPath: join(work, `${table.profileId}-${log}.db`),
      trials: count,
      seed: seed * 1000 + index * 100 + log,
    };
    const played = await playCrashSession(plan, (outcome) => {
      outcomes.push(outcome);
      if (outcome.problems.length > 0) {
        failures.push(
          `${table.profileId} log ${log} (plan seed ${plan.seed}) trial ${outcome.trial}: ${outcome.problems.join('; ')}`,
        );
        console.log(`PROBLEM ${failures.at(-1)}`);
      }
      if (outcomes.length % 50 === 0) {
        const seconds = ((performance.now() - started) / 1000).toFixed(0);
        console.log(`  ${outcomes.length}/${trials} kills, ${failures.length} with problems, ${seconds} s`);
      }
    });
    if (!values.keep) rmSync(plan.dbPath, { force: true });
    // A session stops early when its log became unusable; the next log makes up the rest.
    done += played.length;
  }
}

function report() {
  const sum = (pick) => outcomes.reduce((total, outcome) => total + pick(outcome), 0);
  const count = (test) => outcomes.filter(test).length;
  const phases = new Map();
  for (const outcome of outcomes) phases.set(outcome.phase, (phases.get(outcome.phase) ?? 0) + 1);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    [
      '',
      `kills:              ${outcomes.length} in ${seconds.toFixed(1)} s`,
      `  timed from spawn: ${count((o) => o.from === 'spawn')} (${count((o) => o.from === 'spawn' && o.reported === 0)} before any fact was reported)`,
      `  timed from open:  ${count((o) => o.from === 'open')}`,
      `facts reported:     ${sum((o) => o.reported)}`,
      `committed but not yet reported at the kill: 0 in ${count((o) => o.unreported === 0)}, 1 in ${count((o) => o.unreported === 1)}, 2 in ${count((o) => o.unreported === 2)}`,
      `phase at the kill:  ${[...phases].map(([phase, n]) => `${phase} ${n}`).join(', ')}`,
      `kills with problems: ${failures.length}`,
      ...failures.slice(0, 20).map((failure) => `  ${failure}`),
    ].join('\n'),
  );
}

/** The child and the parent's checks, compiled from the sources (as test/core/crash/build-child.ts does). */
function buildHarness(dir) {
  const install = join(dir, 'install');
  mkdirSync(install);
  const tsc = join(root, 'node_modules', '.bin', 'tsc');
  const sources = ['table-child.ts', 'crash-trial.ts'].map((file) =>
    join(root, 'test', 'core', 'crash', file),
  );
  try {
    execFileSync(tsc, [
      ...['--ignoreConfig', '--outDir', install, '--rootDir', root, '--module', 'nodenext'],
      ...['--target', 'es2023', '--types', 'node', '--skipLibCheck', ...sources],
    ]);
  } catch (error) {
    console.error(`could not compile the crash harness (run npm ci first): ${error.stdout ?? error.message}`);
    process.exit(1);
  }
  writeFileSync(join(install, 'package.json'), '{ "type": "module" }\n');
  symlinkSync(join(root, 'migrations'), join(install, 'migrations'));
  symlinkSync(join(root, 'node_modules'), join(install, 'node_modules'));
  return join(install, 'test', 'core', 'crash', 'crash-trial.js');
}
