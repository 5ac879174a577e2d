import { eventLogSuite } from './event-log.js';
import { frameLatencySuite } from './frame-latency.js';
import { type BenchSuite, formatTable, machineLine } from './harness.js';
import { liveShippingSuite } from './live-shipping.js';
import { oddsSuite } from './odds.js';
import { pageLatencySuite } from './page-latency.js';
import { pitFloorSuite, pitSuite } from './pit.js';
import { ratingsSuite } from './ratings.js';
import { roundSuite } from './round.js';
import { roundListSuite } from './round-list.js';
import { settlementSuite } from './settlement.js';
import { shiftReportSuite } from './shift-report.js';
import { simulateSuite } from './simulate.js';
import { tableLogSuite } from './table-log.js';

/**
 * `npm run bench`: every suite in one run, printed as Markdown for docs/benchmarks.md;
 * `npm run bench -- page frame` runs only the suites named.
 */
const suites: Readonly<Record<string, BenchSuite>> = {
  odds: oddsSuite,
  settlement: settlementSuite,
  round: roundSuite,
  simulate: simulateSuite,
  'event-log': eventLogSuite,
  'table-log': tableLogSuite,
  'round-list': roundListSuite,
  frame: frameLatencySuite,
  page: pageLatencySuite,
  'shift-report': shiftReportSuite,
  ratings: ratingsSuite,
  'live-shipping': liveShippingSuite,
  pit: pitSuite,
  'pit-floor': pitFloorSuite,
};

const named = process.argv.slice(2);
const unknown = named.filter((name) => !(name in suites));
if (unknown.length > 0) {
  console.error(`no bench suite ${unknown.join(', ')}: the suites are ${Object.keys(suites).join(', ')}`);
  process.exit(2);
}
const chosen = named.length > 0 ? named : Object.keys(suites);
const command = named.length > 0 ? `npm run bench -- ${named.join(' ')}` : 'npm run bench';

console.log(`# Sabot benchmarks\n\nMachine: ${machineLine()}\nCommand: ${command}\n`);
for (const name of chosen) {
  const suite = suites[name] as BenchSuite;
  const rows = await suite.run();
  console.log(`${formatTable(suite.title, rows)}\n`);
}
