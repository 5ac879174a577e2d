import { parentPort, workerData } from 'node:worker_threads';
import { foldRoundSummariesFromFile } from './round-summaries-from-file.js';

/** The thread foldRoundSummariesOffThread starts: one replay with its own read-only connection, posted back. */
const { dbPath } = workerData as { dbPath: string };
parentPort?.postMessage(foldRoundSummariesFromFile(dbPath));
