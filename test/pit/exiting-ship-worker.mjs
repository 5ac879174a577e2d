// A shipping thread that ends on its own soon after it starts, as one killed by a native crash or
// a stray process.exit would: it notes each start beside the log, tells one status, and exits.
import { appendFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';

appendFileSync(`${workerData.db}.starts`, 'started\n');
parentPort?.postMessage({
  status: {
    state: 'shipped',
    table: workerData.table,
    local: 0,
    acknowledged: 0,
    acknowledgedAt: null,
    said: null,
  },
});
setTimeout(() => process.exit(7), 50);
