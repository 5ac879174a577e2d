import { Worker } from 'node:worker_threads';
import { type FoldedRoundSummaries, foldRoundSummariesFromFile } from './round-summaries-from-file.js';

/**
 * The round list's full replay for a table that keeps playing meanwhile: 12 s for a log of a
 * million facts, during which the serving thread would read no frame from the shoe and answer no
 * screen. On another thread, with its own read-only connection, it holds up nothing of the table.
 */
export function foldRoundSummariesOffThread(dbPath: string): Promise<FoldedRoundSummaries> {
  // From its TypeScript source (under the test runner) there is no compiled worker to start: the
  // same replay then runs on this thread.
  if (import.meta.url.endsWith('.ts')) return Promise.resolve(foldRoundSummariesFromFile(dbPath));
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./round-summaries-worker.js', import.meta.url), {
      workerData: { dbPath },
    });
    worker.once('message', (folded: FoldedRoundSummaries) => {
      resolve(folded);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`the round list's thread ended (code ${code}) without an answer`)),
    );
  });
}
