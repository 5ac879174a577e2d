import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../repo-root.js';
import { runTimed } from './child-cpu.js';
import type { PeerEngine, PeerRun } from './peer-engine.js';

/**
 * libreblackjack (github.com/seamplex/libreblackjack, C++), built from the checkout named by
 * LIBREBLACKJACK_SRC into .bench/ (outside the tracked files) with the flags its configure script
 * uses by default (`-O3 -flto=auto`), then run with its internal player for the peers' rules. Its
 * player keeps its own chart; its report's error is asked for at one standard deviation.
 */
const RULES = [
  '--decks=6',
  '--rules=enhc s17 das doa',
  '--resplits=3',
  '--penetration=0.75',
  '--flat_bet=true',
  '--no_insurance=true',
  '--error_standard_deviations=1',
];

const sourcesOf = (root: string): string[] => [
  ...readdirSync(join(root, 'src'))
    .filter((name) => name.endsWith('.cpp'))
    .map((name) => join(root, 'src', name)),
  ...readdirSync(join(root, 'src', 'players'))
    .filter((name) => name.endsWith('.cpp'))
    .map((name) => join(root, 'src', 'players', name)),
];

/** The binary, built once per version of the sources; or why it cannot be. */
function build(root: string): { binary: string } | { refusal: string } {
  if (!existsSync(join(root, 'src', 'main.cpp')))
    return { refusal: `LIBREBLACKJACK_SRC (${root}) holds no src/main.cpp` };
  const compiler = process.env.CXX ?? 'g++';
  if (spawnSync(compiler, ['--version']).status !== 0) return { refusal: `no C++ compiler (${compiler})` };
  const sources = sourcesOf(root);
  const hash = createHash('sha256');
  for (const file of sources) hash.update(readFileSync(file));
  const folder = join(REPO_ROOT, '.bench', 'peers', `libreblackjack-${hash.digest('hex').slice(0, 12)}`);
  const binary = join(folder, 'blackjack');
  if (existsSync(binary)) return { binary };
  mkdirSync(folder, { recursive: true });
  // The headers its configure script and its git hook would write.
  writeFileSync(
    join(folder, 'version-conf.h'),
    '#define COMPILATION_ARCH "bench"\n#define COMPILER_VERSION "bench"\n#define COMPILER_CXXFLAGS "-O3 -flto=auto"\n',
  );
  writeFileSync(
    join(folder, 'version-vcs.h'),
    '#define LIBREBLACKJACK_VCS_VERSION "bench"\n#define LIBREBLACKJACK_VCS_CLEAN 0\n#define LIBREBLACKJACK_VCS_BRANCH "master"\n#define LIBREBLACKJACK_VCS_DATE ""\n',
  );
  const flags = ['-O3', '-flto=auto', '-DPACKAGE_VERSION="bench"', '-DVERSION="bench"'];
  const compiled = spawnSync(
    compiler,
    [...flags, `-I${folder}`, `-I${join(root, 'src')}`, ...sources, '-o', binary],
    { encoding: 'utf8' },
  );
  if (compiled.status !== 0) return { refusal: `its build failed: ${compiled.stderr.slice(0, 300)}` };
  return { binary };
}

/** A number of its YAML report, `key: value`. */
function reported(report: string, key: string): number {
  const line = report.split('\n').find((text) => text.startsWith(`${key}:`));
  if (line === undefined) throw new Error(`libreblackjack's report has no ${key}`);
  return Number(
    line
      .slice(key.length + 1)
      .trim()
      .replace(/"/g, ''),
  );
}

export function libreblackjack(): PeerEngine {
  const root = process.env.LIBREBLACKJACK_SRC;
  const built: { binary: string } | { refusal: string } = root
    ? build(root)
    : { refusal: 'LIBREBLACKJACK_SRC is not set (a checkout of github.com/seamplex/libreblackjack)' };
  return {
    name: 'libreblackjack (C++, its internal player and chart)',
    refusal: 'refusal' in built ? built.refusal : null,
    published: {
      roundsPerSecond: 500_000,
      source: 'its manual, doc/blackjack.md: "1/2 Mhands/second" (no machine or rules named)',
    },
    play(rounds: number, seed: number): PeerRun {
      if (!('binary' in built)) throw new Error('libreblackjack is not built');
      const reportFile = join(REPO_ROOT, '.bench', 'peers', `libreblackjack-report-${process.pid}.yaml`);
      const args = ['-i', `-n${rounds}`, ...RULES, `--rng_seed=${seed}`, `--report=${reportFile}`];
      const run = runTimed(built.binary, args);
      const report = readFileSync(reportFile, 'utf8');
      rmSync(reportFile);
      return {
        rounds: reported(report, 'hands'),
        wallS: run.wallS,
        cpuS: run.cpuS,
        ev: reported(report, 'mean'),
        stderr: reported(report, 'error'),
      };
    },
  };
}
