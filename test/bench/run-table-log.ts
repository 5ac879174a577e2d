import { formatTable, machineLine } from './harness.js';
import { tableLogSuite } from './table-log.js';

/**
 * The table log suite alone: `npm run build && node dist/test/bench/run-table-log.js`. The first
 * run builds the million-event log into `.bench/` (about a minute); later runs reuse it.
 */
const started = performance.now();
console.log(`Machine: ${machineLine()}\n`);
console.log(formatTable(tableLogSuite.title, await tableLogSuite.run()));
console.log(`\n(${((performance.now() - started) / 1000).toFixed(0)} s)`);
