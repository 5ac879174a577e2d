import { eventLogSuite } from './event-log.js';
import { frameLatencySuite } from './frame-latency.js';
import { type BenchSuite, formatTable, machineLine } from './harness.js';
import { oddsSuite } from './odds.js';
import { roundSuite } from './round.js';
import { settlementSuite } from './settlement.js';
import { tableLogSuite } from './table-log.js';

/** `npm run bench`: every suite in one run, printed as Markdown for docs/benchmarks.md. */
const suites: BenchSuite[] = [
  oddsSuite,
  settlementSuite,
  roundSuite,
  eventLogSuite,
  tableLogSuite,
  frameLatencySuite,
];

console.log(`# Sabot benchmarks\n\nMachine: ${machineLine()}\nCommand: npm run bench\n`);
for (const suite of suites) {
  const rows = await suite.run();
  console.log(`${formatTable(suite.title, rows)}\n`);
}
