import { Worker } from 'node:worker_threads';
import { FarSlices, type SliceSaid } from './far-slice.js';
import type { FarSliceAsk, FarSliceData } from './far-slice-worker.js';
import { StandbyCenter } from './standby-center.js';

/**
 * The floor's far-behind slices, on a thread of their own: the floor's event loop stays free for the
 * tables near their head. `release` resolves once the lane closed what it held of the table.
 */
export type FarSliceLane = Pick<FarSlices, 'slice' | 'release' | 'close'>;

const onThisThread = (data: FarSliceData): FarSlices =>
  new FarSlices(new StandbyCenter(data.url, { max: 2 }), data.empty);

/**
 * The lane on its thread (far-slice-worker); from the TypeScript source (under the test runner)
 * there is no compiled worker, and the same slices then run on this thread, as they do after the
 * thread failed (the slice it was folding is said failed, and folded again at the next check).
 */
export function startFarSlices(data: FarSliceData): FarSliceLane {
  if (import.meta.url.endsWith('.ts')) return onThisThread(data);
  const worker = new Worker(new URL('./far-slice-worker.js', import.meta.url), { workerData: data });
  worker.unref();
  const waiting = new Map<number, (said: SliceSaid) => void>();
  const releasing = new Map<number, () => void>();
  let stopped: (() => void) | null = null;
  let here: FarSlices | null = null;
  let next = 1;
  const fail = (detail: string) => {
    if (here) return;
    here = onThisThread(data);
    for (const answer of waiting.values()) answer({ ok: false, unavailable: false, detail });
    waiting.clear();
    // What the ended thread held is closed with it.
    for (const released of releasing.values()) released();
    releasing.clear();
    stopped?.();
  };
  worker.on('message', (message: { id?: number; said?: SliceSaid; released?: true; stopped?: true }) => {
    if (message.stopped) stopped?.();
    if (message.id === undefined) return;
    if (message.released) releasing.get(message.id)?.();
    else if (message.said) waiting.get(message.id)?.(message.said);
    releasing.delete(message.id);
    waiting.delete(message.id);
  });
  worker.on('error', (error) => fail(error.stack ?? String(error)));
  worker.on('exit', () => fail('the thread of the far-behind folds ended'));
  const ask = (message: FarSliceAsk) => worker.postMessage(message);
  return {
    slice: (table, file) =>
      here
        ? here.slice(table, file)
        : new Promise((resolve) => {
            const id = next++;
            waiting.set(id, resolve);
            ask({ id, table, file });
          }),
    release: (table) =>
      here
        ? here.release(table)
        : new Promise((resolve) => {
            const id = next++;
            releasing.set(id, resolve);
            ask({ id, release: table });
          }),
    close: () =>
      new Promise<void>((resolve) => {
        if (here) return void here.close().then(resolve);
        stopped = resolve;
        ask({ stop: true });
        // A thread stuck in a call to an unreachable center is not waited for long.
        setTimeout(() => void worker.terminate().then(() => resolve()), 5000).unref();
      }),
  };
}
