import { Worker } from 'node:worker_threads';
import { type ExactEdge, exactEdge } from '../../../engine/economics/exact-edge.js';
import type { EdgeStrategy } from '../../../engine/economics/hand-play.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';

/**
 * The exact analysis of a profile (one to four seconds) on a thread of its own, so that a pit boss
 * opening the rule economics never holds up the croupier's table served by the same process.
 * From its TypeScript source (under the test runner) there is no compiled worker: it runs here.
 */
export function exactEdgeOffThread(profile: RuleProfile, strategy: EdgeStrategy): Promise<ExactEdge> {
  if (import.meta.url.endsWith('.ts')) return Promise.resolve(exactEdge(profile, strategy));
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./exact-edge-worker.js', import.meta.url), {
      workerData: { profile, strategy },
    });
    let answered = false;
    worker.once('message', (found: ExactEdge) => {
      answered = true;
      resolve(found);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`the exact analysis ended without an answer (exit code ${code})`));
    });
  });
}
