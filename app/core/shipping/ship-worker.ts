import { parentPort, workerData } from 'node:worker_threads';
import { ShippingLoop, type ShippingLoopOptions } from './shipping-loop.js';

/**
 * The thread LiveShipping starts: the shipping loop with its own read-only connection to the log
 * and its own pool to the center, telling every status back. `wake` after a commit, `stop` to end.
 */
const loop = new ShippingLoop(workerData as ShippingLoopOptions, (status) =>
  parentPort?.postMessage({ status }),
);
parentPort?.on('message', (message: 'wake' | 'stop') => {
  if (message === 'wake') loop.wake();
  else
    void loop.stop().then(() => {
      parentPort?.postMessage({ stopped: true });
      parentPort?.close();
    });
});
