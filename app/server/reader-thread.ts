import { Worker } from 'node:worker_threads';
import type { ReplyOf, RequestOf } from '../contract.js';
import { type ReaderOperation, readerAnswers } from './reader-answers.js';
import type { ReaderAnswer, ReaderAsk } from './reader-worker.js';

interface Waiting {
  resolve(reply: unknown): void;
  reject(error: Error): void;
}

/**
 * The served table's reader: one thread, with its own connections to the log (WAL lets it read
 * while the table writes), that answers the screens' reports, ratings and audits one at a time, so
 * that no flood of them holds up the croupier's table on the main thread. The same question asked
 * while it is being answered shares the answer. Closing ends the thread at once, whatever it was
 * reading, and refuses what waited: a server that stops never waits for a report. From its
 * TypeScript source (under the test runner) there is no compiled worker: it reads on this thread.
 */
export class ReaderThread {
  #worker: Worker | null = null;
  #nextId = 1;
  #closed = false;
  readonly #waiting = new Map<number, Waiting>();
  readonly #asked = new Map<string, Promise<unknown>>();

  constructor(private readonly dbPath: string) {}

  ask<N extends ReaderOperation>(op: N, payload: RequestOf<N>): Promise<ReplyOf<N>> {
    const key = JSON.stringify([op, payload]);
    const already = this.#asked.get(key);
    if (already) return already as Promise<ReplyOf<N>>;
    const asked = this.#read(op, payload).finally(() => this.#asked.delete(key));
    this.#asked.set(key, asked);
    return asked as Promise<ReplyOf<N>>;
  }

  /** The thread ended, and every read that waited refused. */
  async close(): Promise<void> {
    this.#closed = true;
    const worker = this.#worker;
    this.#worker = null;
    this.#refuseAll(new Error('the table service is closing: the read was not finished'));
    if (worker) await worker.terminate();
  }

  #read(op: ReaderOperation, payload: unknown): Promise<unknown> {
    if (this.#closed) return Promise.reject(new Error('the table service is closing'));
    if (import.meta.url.endsWith('.ts'))
      return Promise.resolve().then(() =>
        (readerAnswers[op] as (payload: unknown, dbPath: string) => unknown)(payload, this.dbPath),
      );
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.#thread().postMessage({ id, op, payload } satisfies ReaderAsk);
    });
  }

  #thread(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(new URL('./reader-worker.js', import.meta.url), {
      workerData: { dbPath: this.dbPath },
    });
    // The screens' reads never keep a stopping process alive.
    worker.unref();
    worker.on('message', (answer: ReaderAnswer) => {
      const waiting = this.#waiting.get(answer.id);
      this.#waiting.delete(answer.id);
      if (!waiting) return;
      if (answer.ok) waiting.resolve(answer.reply);
      else waiting.reject(Object.assign(new Error(answer.error), answer.stack && { stack: answer.stack }));
    });
    const ended = (error: Error): void => {
      if (this.#worker !== worker) return;
      // The next read starts a thread again.
      this.#worker = null;
      this.#refuseAll(error);
    };
    worker.on('error', ended);
    worker.on('exit', (code) => ended(new Error(`the reader thread ended (code ${code}) without an answer`)));
    this.#worker = worker;
    return worker;
  }

  #refuseAll(error: Error): void {
    for (const waiting of this.#waiting.values()) waiting.reject(error);
    this.#waiting.clear();
  }
}
