import { parseArgs } from 'node:util';
import { complianceSuite } from './compliance.js';
import { edgeExactSuite } from './edge-exact.js';
import { eventLogSuite } from './event-log.js';
import { frameLatencySuite } from './frame-latency.js';
import { type BenchOptions, type BenchSuite, formatTable, machineLine } from './harness.js';
import { liveShippingSuite } from './live-shipping.js';
import { oddsSuite } from './odds.js';
import { pageLatencySuite } from './page-latency.js';
import { periodReadersSuite } from './period-readers.js';
import { pitFloorSuite, pitSuite } from './pit.js';
import { protectionSuite } from './protection.js';
import { ratingsSuite } from './ratings.js';
import { ratingsPitSuite } from './ratings-pit.js';
import { roundSuite } from './round.js';
import { roundListSuite } from './round-list.js';
import { scaleSuite } from './scale.js';
import { settlementSuite } from './settlement.js';
import { shiftReportSuite } from './shift-report.js';
import { simulateSuite } from './simulate.js';
import { simulateFastSuite } from './simulate-fast.js';
import { fastIdentitySuite, fastRunSuite } from './simulate-fast-long.js';
import { simulatePeersSuite } from './simulate-peers.js';
import { tableLogSuite } from './table-log.js';

/**
 * `npm run bench`: every suite in one run, printed as Markdown for docs/benchmarks.md;
 * `npm run bench -- page frame` runs only the suites named.
 */
const suites: Readonly<Record<string, BenchSuite>> = {
  odds: oddsSuite,
  'edge-exact': edgeExactSuite,
  settlement: settlementSuite,
  round: roundSuite,
  simulate: simulateSuite,
  'simulate-fast': simulateFastSuite,
  'simulate-peers': simulatePeersSuite,
  'event-log': eventLogSuite,
  'table-log': tableLogSuite,
  'round-list': roundListSuite,
  frame: frameLatencySuite,
  page: pageLatencySuite,
  'shift-report': shiftReportSuite,
  'period-readers': periodReadersSuite,
  protection: protectionSuite,
  compliance: complianceSuite,
  ratings: ratingsSuite,
  'ratings-pit': ratingsPitSuite,
  'live-shipping': liveShippingSuite,
  pit: pitSuite,
  'pit-floor': pitFloorSuite,
};

/** Run only when named: each takes from minutes to most of an hour on two cores (`scale`, hours the first time: it writes a year of one table). */
const longSuites: Readonly<Record<string, BenchSuite>> = {
  'simulate-fast-identity': fastIdentitySuite(10_000_000),
  'simulate-fast-10m': fastRunSuite(10_000_000),
  'simulate-fast-billion': fastRunSuite(1_000_000_000),
  scale: scaleSuite,
};

const { values, positionals: named } = parseArgs({
  options: { days: { type: 'string' }, runs: { type: 'string' }, only: { type: 'string' } },
  allowPositionals: true,
});
const options: BenchOptions = {
  ...(values.days !== undefined && { days: values.days.split(',').map(Number) }),
  ...(values.runs !== undefined && { runs: Number(values.runs) }),
  ...(values.only !== undefined && { only: values.only.split(',') }),
};
const badNumbers = [...(options.days ?? []), options.runs ?? 1].filter((n) => !Number.isInteger(n) || n < 1);
if (badNumbers.length > 0) {
  console.error(
    `--days takes whole days separated by commas (30,90) and --runs a count: not ${badNumbers.join(', ')}`,
  );
  process.exit(2);
}
const unknown = named.filter((name) => !(name in suites) && !(name in longSuites));
if (unknown.length > 0) {
  const all = [...Object.keys(suites), ...Object.keys(longSuites)];
  console.error(`no bench suite ${unknown.join(', ')}: the suites are ${all.join(', ')}`);
  process.exit(2);
}
const chosen = named.length > 0 ? named : Object.keys(suites);
const command =
  process.argv.length > 2 ? `npm run bench -- ${process.argv.slice(2).join(' ')}` : 'npm run bench';

console.log(`# Sabot benchmarks\n\nMachine: ${machineLine()}\nCommand: ${command}\n`);
for (const name of chosen) {
  const suite = (suites[name] ?? longSuites[name]) as BenchSuite;
  const rows = await suite.run(options);
  console.log(`${formatTable(suite.title, rows)}\n`);
}
