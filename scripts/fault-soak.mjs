#!/usr/bin/env node
// The long run of the fault soak (test/devices/e2e/fault-soak.test.ts runs 10,000 frames in CI):
//
//   npm run build
//   node scripts/fault-soak.mjs 200000                       # 200,000 frames (default 100,000), classic-6d
//   node scripts/fault-soak.mjs 50000 --profile home-1d --seed 42 --disconnects 5 --keep
//
// A simulated shoe reader writes SBT1 frames on a real pseudo-terminal pair (socat) with a faulty
// line: by default 1 % of frames corrupted, 0.5 % dropped, 0.5 % sent twice, and the pair
// unplugged and plugged back in twice (spread over the run). The real driver (ShoeReader) reads
// the host side, the real link (ShoeLink) journals every frame and feeds the cards to a table
// service on a SQLite log, while an auto table plays rounds and keeps asking for cards; after a
// frames-lost alarm the croupier confirms without keying anything. At the end it checks that:
//
//   - every card in the log is, in order, exactly one of the intact card frames (nothing
//     corrupted, nothing twice, nothing invented), and every intact card frame reached the table;
//   - the device journal holds every frame put on the line, byte for byte, in order, and as many
//     as the driver reported and the simulators' tallies say;
//   - every run of lost frames that a later frame revealed raised one frames-lost alarm naming how
//     many; a run just before a hello (the reader announcing a restart) is reported as a problem;
//   - every refused frame raised a bad-frame alarm, and no conflict or card-refused alarm came;
//   - the driver reconnected within 1 s of the port's return, every time;
//   - the log replays to the settlements it recorded.
//
// Runs the compiled code in dist/ (`npm run build` first) and needs socat (apt-get install socat)
// for the pty pair. The log goes in the OS temp folder (`--dir` to choose, e.g.
// /dev/shm for a RAM disk: about 1.3 ms a frame on disk, 0.8 ms in RAM on a 2-core machine);
// memory grows by about 200 bytes a frame. Prints a line every `--every` frames and a summary;
// exit code 1 when a check failed (the summary lists each, with the seed to replay the run).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const usage =
  'usage: node scripts/fault-soak.mjs [frames] [--seed N] [--profile ID] [--boxes N] [--corrupt R] [--drop R]\n' +
  '         [--duplicate R] [--disconnects N] [--down-ms MS] [--dir DIR] [--every N] [--keep] [--json]';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    profile: { type: 'string', default: 'classic-6d' },
    boxes: { type: 'string', default: '3' },
    corrupt: { type: 'string', default: '0.01' },
    drop: { type: 'string', default: '0.005' },
    duplicate: { type: 'string', default: '0.005' },
    disconnects: { type: 'string', default: '2' },
    'down-ms': { type: 'string', default: '500' },
    dir: { type: 'string' },
    every: { type: 'string', default: '10000' },
    keep: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const numbers = {
  frames: Number(positionals[0] ?? 100_000),
  seed: Number(values.seed),
  boxes: Number(values.boxes),
  corruptRate: Number(values.corrupt),
  dropRate: Number(values.drop),
  duplicateRate: Number(values.duplicate),
  disconnects: Number(values.disconnects),
  downMs: Number(values['down-ms']),
  every: Number(values.every),
};
const whole = ['frames', 'seed', 'boxes', 'disconnects', 'downMs', 'every'];
const bad = Object.entries(numbers).filter(
  ([name, value]) =>
    !Number.isFinite(value) || value < 0 || (whole.includes(name) && !Number.isInteger(value)),
);
if (bad.length > 0 || numbers.frames < 1 || numbers.every < 1) {
  console.error(`${usage}\n(not a valid number: ${bad.map(([name]) => name).join(', ') || 'frames'})`);
  process.exit(2);
}

// The command that plays this run again: the same arguments, with the seed it used.
const given = process.argv.slice(2).filter((arg, i, all) => arg !== '--seed' && all[i - 1] !== '--seed');
const again = `node scripts/fault-soak.mjs ${[...given, '--seed', numbers.seed].join(' ')}`;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const compiled = join(root, 'dist', 'test', 'bench', 'fault-soak.js');
if (!existsSync(compiled)) {
  console.error(`${compiled} is missing: run npm run build first`);
  process.exit(2);
}
const { runFaultSoak } = await import(pathToFileURL(compiled).href);

console.log(
  `fault soak: ${numbers.frames.toLocaleString('en')} frames at ${values.profile}, seed ${numbers.seed}, ` +
    `${pct(numbers.corruptRate)} corrupted, ${pct(numbers.dropRate)} dropped, ${pct(numbers.duplicateRate)} ` +
    `duplicated, ${numbers.disconnects} unplugs of ${numbers.downMs} ms`,
);
let report;
try {
  report = await runFaultSoak({
    frames: numbers.frames,
    seed: numbers.seed,
    profileId: values.profile,
    boxes: numbers.boxes,
    corruptRate: numbers.corruptRate,
    dropRate: numbers.dropRate,
    duplicateRate: numbers.duplicateRate,
    disconnects: numbers.disconnects,
    downMs: numbers.downMs,
    ...(values.dir !== undefined && { dir: values.dir }),
    keep: values.keep,
    progressEvery: numbers.every,
    progress: (line) => console.log(`  ${line}`),
  });
} catch (error) {
  console.error(`the soak stopped: ${error instanceof Error ? error.message : String(error)}`);
  console.error(`run it again with: ${again}`);
  process.exit(1);
}

if (values.json) console.log(JSON.stringify(report, null, 2));
const { simulator: sim, journal, driver, tableCards, gaps, alarms, reconnections, rounds } = report;
const lostRuns = gaps.expected.length;
console.log(`
done in ${(report.durationMs / 1000).toFixed(1)} s (${Math.round(sim.frames / (report.durationMs / 1000))} frames/s)
  frames:      ${sim.frames} numbered, ${sim.onLine} on the line (${sim.corrupted} corrupted, ${sim.duplicated} duplicates), ${sim.dropped} dropped
  by kind:     ${Object.entries(sim.byKind)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ')}
  driver:      ${driver.decoded} decoded, ${driver.refused} refused; journal ${journal.rows} rows (${journal.decoded} decoded, ${journal.rejected} rejected)
  cards:       ${sim.cardsDealt} left the shoes, ${sim.intactCards} intact on the line, ${tableCards.fromSimulator} on the table (${tableCards.all} in the log)
  table:       ${rounds.settled} rounds settled over ${sim.shoes} shoes; replay ${rounds.replayMatches ? 'matches' : 'DIFFERS'}
  gaps:        ${lostRuns} revealed, ${gaps.alarmed.length} frames-lost alarms; ${gaps.maskedByHello.length} masked by a hello, ${gaps.unrevealed} frames never revealed (start/end)
  alarms:      ${
    Object.entries(alarms)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(', ') || 'none'
  }
  reconnected: ${reconnections.map((r) => `${r.backAfterMs} ms after the port returned (down ${r.downForMs} ms)`).join('; ') || 'no unplug'}`);
if (values.keep) console.log(`  log kept:    ${report.logPath}`);
if (report.problems.length > 0) {
  console.log(`\n${report.problems.length} problem(s):`);
  for (const problem of report.problems.slice(0, 50)) console.log(`  - ${problem}`);
  if (report.problems.length > 50) console.log(`  … and ${report.problems.length - 50} more`);
  console.log(`run it again with: ${again}`);
  process.exit(1);
}
console.log('\nall checks passed');

function pct(rate) {
  return `${(rate * 100).toLocaleString('en', { maximumFractionDigits: 2 })} %`;
}
