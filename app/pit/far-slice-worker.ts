import { parentPort, workerData } from 'node:worker_threads';
import { FarSlices } from './far-slice.js';
import { StandbyCenter } from './standby-center.js';

/** What the floor gives the thread: where it reads the tables' facts, and the empty log replicas start as. */
export interface FarSliceData {
  readonly url: string;
  readonly empty: string;
}

export type FarSliceAsk =
  | { readonly id: number; readonly table: string; readonly file: string }
  | { readonly id: number; readonly release: string }
  | { readonly stop: true };

/**
 * The thread the floor folds far-behind tables on (FarSlices): one slice at a time, each answered
 * by its id; `release` closes a table's replica and service (the floor folds it itself now); `stop` closes every replica and the connection, then says `stopped`.
 */
const data = workerData as FarSliceData;
// Reads only: the primary's schema was brought up to date by the floor before it started this.
const slices = new FarSlices(new StandbyCenter(data.url, { max: 2 }), data.empty);
parentPort?.on('message', (ask: FarSliceAsk) => {
  if ('stop' in ask)
    void slices.close().then(() => {
      parentPort?.postMessage({ stopped: true });
      parentPort?.close();
    });
  else if ('release' in ask)
    void slices.release(ask.release).then(() => parentPort?.postMessage({ id: ask.id, released: true }));
  else void slices.slice(ask.table, ask.file).then((said) => parentPort?.postMessage({ id: ask.id, said }));
});
