import { parentPort, workerData } from 'node:worker_threads';
import { playPart } from './parallel-run.js';
import type { WorkerJob, WorkerMessage } from './worker-messages.js';

/**
 * A worker thread of `sabot simulate`: plays its part of the run and posts its tally. An error
 * (a refused input is a bug) is thrown, and the parent receives it as the thread's error.
 */
const port = parentPort;
if (!port) throw new Error('the simulation worker runs only as a worker thread of sabot simulate');
const job = workerData as WorkerJob;
const post = (message: WorkerMessage): void => port.postMessage(message);
const totals = playPart(job, (rounds) => post({ type: 'progress', rounds }));
post({ type: 'done', totals });
