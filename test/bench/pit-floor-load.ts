import { parentPort, workerData } from 'node:worker_threads';
import { Center } from '../../app/core/shipping/center.js';
import { Shipper } from '../../app/core/shipping/shipper.js';

/**
 * The floor's other tables, in a thread of their own (as on machines of their own): each a Shipper
 * with its own connection, catching up its log at once, then shipping again every `followMs` as
 * `sabot ship --follow` does, until told to stop. `concurrent` bounds how many ship at a time
 * during the catch-up (0: all at once).
 */
export interface FloorLoad {
  readonly url: string;
  readonly tables: readonly { readonly file: string; readonly table: string }[];
  readonly batch: number;
  readonly concurrent: number;
  readonly followMs: number;
}

export type FloorLoadReport =
  | {
      readonly kind: 'caught-up';
      readonly wallMs: number;
      readonly perTableMs: number[];
      readonly facts: number;
    }
  | { readonly kind: 'ready' }
  | { readonly kind: 'stopped'; readonly passes: number };

async function run(load: FloorLoad): Promise<void> {
  let stop = false;
  parentPort?.on('message', () => {
    stop = true;
  });
  // Each table's center as it stood before the outage: connected, its schema checked once.
  const centers = load.tables.map(() => new Center(load.url));
  // PostgreSQL on a small machine accepts about 65 new connections a
  // second, so 200 opened at once overrun the Center's 3 s connect timeout; the fresh center is
  // migrated by one connection, then the others connect 20 at a time, all before the clock starts.
  await centers[0]?.ready();
  for (let at = 1; at < centers.length; at += 20)
    await Promise.all(centers.slice(at, at + 20).map((center) => center.ready()));
  const shippers = load.tables.map(
    ({ file, table }, index) =>
      new Shipper({ db: file, url: load.url, table, batchSize: load.batch, center: centers[index] }),
  );
  parentPort?.postMessage({ kind: 'ready' } satisfies FloorLoadReport);
  const started = performance.now();
  const perTableMs: number[] = [];
  let facts = 0;
  let next = 0;
  const catchUp = async () => {
    for (let index = next++; index < shippers.length; index = next++) {
      const shipper = shippers[index] as Shipper;
      const status = await shipper.shipOnce();
      if (status.state !== 'shipped')
        throw new Error(`table ${status.table} was not shipped: ${status.state}`);
      perTableMs.push(performance.now() - started);
      facts += status.acknowledged;
    }
  };
  const lanes = load.concurrent > 0 ? load.concurrent : shippers.length;
  await Promise.all(Array.from({ length: lanes }, catchUp));
  const report: FloorLoadReport = {
    kind: 'caught-up',
    wallMs: performance.now() - started,
    perTableMs,
    facts,
  };
  parentPort?.postMessage(report);
  let passes = 0;
  while (!stop && load.followMs > 0) {
    await new Promise((resolve) => setTimeout(resolve, load.followMs));
    await Promise.all(shippers.map((shipper) => shipper.shipOnce()));
    passes += 1;
  }
  await Promise.all(shippers.map((shipper) => shipper.close()));
  await Promise.all(centers.map((center) => center.close()));
  parentPort?.postMessage({ kind: 'stopped', passes } satisfies FloorLoadReport);
}

if (parentPort) await run(workerData as FloorLoad);
