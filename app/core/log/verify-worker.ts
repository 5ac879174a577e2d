import { parentPort, workerData } from 'node:worker_threads';
import { type VerifyOptions, verifyLog } from './verify.js';

/** The thread verifyLogOffThread starts: one audit with its own read-only connection, posted back. */
const { dbPath, options } = workerData as { dbPath: string; options: VerifyOptions };
parentPort?.postMessage(verifyLog(dbPath, options));
