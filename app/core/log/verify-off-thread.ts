import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { type VerifyOptions, type VerifyResult, verifyLog } from './verify.js';

/**
 * The audit running now, per log and options: a request that comes while one runs waits for it and
 * shares its answer. Each audit is a thread with its own connection reading the whole file; the
 * review screens of a busy room asking hundreds at once must not start hundreds.
 */
const running = new Map<string, Promise<VerifyResult>>();

/**
 * The audit of `sabot verify` for a table that keeps playing meanwhile. It reads every event and
 * runs SQLite's full integrity check: about 0.8 s for a log of 100,000 facts, during which the
 * serving process would read no frame from the shoe and answer no screen. On another thread, with
 * its own read-only connection (as the start-up quick_check of background-check.ts), it holds up
 * nothing of the table. One audit at a time per log: others asked meanwhile share its answer. A
 * failure the audit does not describe rejects, as verifyLog would have thrown.
 */
export function verifyLogOffThread(dbPath: string, options: VerifyOptions = {}): Promise<VerifyResult> {
  const key = JSON.stringify([resolve(dbPath), options.headPath ?? null, options.migrationsDir ?? null]);
  const already = running.get(key);
  if (already) return already;
  const audit = auditOnAThread(dbPath, options).finally(() => running.delete(key));
  running.set(key, audit);
  return audit;
}

function auditOnAThread(dbPath: string, options: VerifyOptions): Promise<VerifyResult> {
  // From its TypeScript source (under the test runner) there is no compiled worker to start: the
  // same audit then runs on this thread.
  if (import.meta.url.endsWith('.ts')) return Promise.resolve().then(() => verifyLog(dbPath, options));
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./verify-worker.js', import.meta.url), {
      workerData: { dbPath, options },
    });
    worker.once('message', (result: VerifyResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`the verify thread ended (code ${code}) without an answer`)),
    );
  });
}
