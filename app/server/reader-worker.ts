import { parentPort, workerData } from 'node:worker_threads';
import { type ReaderOperation, readerAnswers } from './reader-answers.js';

/** The reader thread: one read of the log at a time, each answered by its id (reader-thread.ts). */
export interface ReaderAsk {
  readonly id: number;
  readonly op: ReaderOperation;
  readonly payload: unknown;
}
export type ReaderAnswer =
  | { readonly id: number; readonly ok: true; readonly reply: unknown }
  | { readonly id: number; readonly ok: false; readonly error: string; readonly stack?: string };

const { dbPath } = workerData as { dbPath: string };

parentPort?.on('message', ({ id, op, payload }: ReaderAsk) => {
  try {
    const answer = readerAnswers[op] as (payload: unknown, dbPath: string) => unknown;
    parentPort?.postMessage({ id, ok: true, reply: answer(payload, dbPath) } satisfies ReaderAnswer);
  } catch (error) {
    const { message, stack } = error as Error;
    parentPort?.postMessage({
      id,
      ok: false,
      error: String(message),
      ...(stack && { stack }),
    } satisfies ReaderAnswer);
  }
});
