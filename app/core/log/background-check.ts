import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** Resolved here: an eval'd worker would look for the module from the current directory. */
const betterSqlite = createRequire(import.meta.url).resolve('better-sqlite3');

/**
 * SQLite's quick_check reads the whole file: about 1.3 s for a log of a million events. A large
 * log is opened without it and checked here, on another thread with its own read-only connection,
 * while the table already plays; a damaged file then raises an alarm instead of delaying start-up.
 */
export const CHECK_IN_BACKGROUND_ABOVE_BYTES = 32 * 1024 * 1024;

export function quickCheckInBackground(
  dbPath: string,
): Promise<{ ok: true } | { ok: false; problem: string }> {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    const Database = require(workerData.module);
    let db;
    try {
      db = new Database(workerData.path, { readonly: true, fileMustExist: true });
      const rows = db.pragma('quick_check', { simple: false }).map((row) => row.quick_check);
      parentPort.postMessage(rows.length === 1 && rows[0] === 'ok' ? { ok: true } : { ok: false, problem: rows.slice(0, 3).join('; ') });
    } catch (error) {
      parentPort.postMessage({ ok: false, problem: String(error && error.message || error) });
    } finally {
      if (db) db.close();
    }`;
  return new Promise((resolve) => {
    const worker = new Worker(code, { eval: true, workerData: { path: dbPath, module: betterSqlite } });
    worker.once('message', (result) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', (error) => resolve({ ok: false, problem: error.message }));
  });
}
