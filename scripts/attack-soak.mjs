#!/usr/bin/env node
// The attack soak (test/server/attack-soak.test.ts runs it for seconds in CI):
//
//   npm run build
//   node scripts/attack-soak.mjs            # ten minutes
//   node scripts/attack-soak.mjs 120 --keep # two minutes, keep the log
//   node scripts/attack-soak.mjs --table-only # the table alone, without the pit
//
// `sabot serve` runs a classic-6d table in its own process, its shoe reader on a socat pty pair;
// a scripted croupier plays three boxes over the WebSocket while attackers flood the table from a
// worker thread: wrong pit-boss PINs on two connections, inputs no table accepts (box 99, a
// negative stake, an infinite one), frames that are not the contract (not JSON, unknown
// operations, 60 kB of padding), 50 log checks at once every two seconds, connections opened and
// dropped (half from a foreign origin), the review role's reports (ratings, shift report, log
// audit) a dozen at once per connection, lines and names holding lone surrogates, NUL and control
// characters; and every card is followed on the reader's line by a frame reusing its sequence
// number with other content, every seventh by a garbled frame.
//
// With the pit (the default; --table-only leaves it out, test/bench/attack-soak-pit.ts): the table
// ships live to a PostgreSQL center of its own beside 19 other tables whose logs grow while
// `sabot ship --follow` ships each, every table admitted by `sabot pit admit`; journal rows are
// forged at the center for one table and a table of facts that are not facts is planted there.
// At the end every table must be whole at the center, every log intact, `sabot pit report` and
// `sabot pit rounds` read, and `sabot pit verify` name exactly the two tables attacked; the
// croupier's decisions, cards and views must then hold a p99 under 100 ms.
//
// It prints the croupier's decision and card latencies (median, p99, the worst minute's p99), the
// table's resident memory (first, peak, last), what each attacker sent and how much the journals
// grew; exit code 1 when a check failed: a p99 above 200 ms, memory growing more than 64 MB after
// the first minute, `sabot verify` failing, the log not holding exactly the croupier's facts, or
// the journal growing by more than 100 rows and one per thousand attacking messages.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dir: { type: 'string' },
    keep: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    'table-only': { type: 'boolean', default: false },
  },
});
const seconds = Number(positionals[0] ?? 600);
if (!Number.isFinite(seconds) || seconds <= 0) {
  console.error('usage: node scripts/attack-soak.mjs [seconds] [--dir DIR] [--keep] [--json] [--table-only]');
  process.exit(2);
}
const root = dirname(dirname(fileURLToPath(import.meta.url)));
const compiled = join(root, 'dist', 'test', 'bench', 'attack-soak.js');
if (!existsSync(compiled)) {
  console.error('dist/ is missing: run `npm run build` first');
  process.exit(2);
}
const { runAttackSoak } = await import(pathToFileURL(compiled).href);
const report = await runAttackSoak({
  durationMs: seconds * 1000,
  dir: values.dir,
  keep: values.keep,
  pit: !values['table-only'],
  progress: (line) => console.error(line),
});
if (values.json) console.log(JSON.stringify(report, null, 2));
else {
  const ms = (figure) =>
    `median ${figure.medianMs.toFixed(1)} ms, p99 ${figure.p99Ms.toFixed(1)} ms (${figure.samples})`;
  console.log(`attack soak, ${(report.durationMs / 1000).toFixed(0)} s, ${report.rounds} rounds`);
  console.log(`  decisions: ${ms(report.decisions)}`);
  console.log(`  cards:     ${ms(report.cards)}`);
  console.log(`  views:     ${ms(report.views)}`);
  console.log(`  worst minute's p99: ${report.worstMinuteP99Ms.toFixed(1)} ms`);
  console.log(
    `  resident memory: first ${report.rssMb.first.toFixed(0)} MB, peak ${report.rssMb.peak.toFixed(0)} MB, last ${report.rssMb.last.toFixed(0)} MB`,
  );
  console.log(
    `  attacks: ${Object.entries(report.attacks)
      .map(([what, n]) => `${n} ${what}`)
      .join(', ')}`,
  );
  console.log(
    `  on the line: ${report.lineAttacks.conflicts} conflicting frames, ${report.lineAttacks.garbled} garbled`,
  );
  console.log(`  journal rows: ${report.journalRows}; device journal rows: ${report.deviceJournalRows}`);
  if (report.pit)
    console.log(
      `  pit: ${report.pit.tables} tables shipped, ${report.pit.factsAtCenter} facts at the center (${report.pit.grown} growths while shipping), ${report.pit.forgedRows} journal rows forged; pit verify named ${report.pit.namedByVerify.join(', ') || 'no table'}`,
    );
  console.log(`  log: ${report.logPath}`);
  for (const problem of report.problems) console.log(`  PROBLEM: ${problem}`);
}
process.exit(report.problems.length === 0 ? 0 : 1);
