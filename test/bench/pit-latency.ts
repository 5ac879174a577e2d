import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { recordRounds } from '../../app/cli/simulation/record-rounds.js';
import { Center } from '../../app/core/pit/center.js';
import { Shipper } from '../../app/core/pit/shipper.js';
import { TableService } from '../../app/core/table/table-service.js';
import { classic6d } from '../../engine/rules/profiles/classic-6d.js';
import type { FloorLoad, FloorLoadReport } from './pit-floor-load.js';

/** The other tables of the floor shipping in a worker thread; `caughtUp` once each has shipped its log whole. */
export function startFloorLoad(load: FloorLoad): {
  ready: Promise<unknown>;
  caughtUp: Promise<Extract<FloorLoadReport, { kind: 'caught-up' }>>;
  stop(): Promise<number>;
} {
  const worker = new Worker(new URL('./pit-floor-load.js', import.meta.url), { workerData: load });
  const failed = new Promise<never>((_, reject) => {
    worker.once('error', reject);
  });
  const said = (kind: FloorLoadReport['kind']) =>
    Promise.race([
      failed,
      new Promise<FloorLoadReport>((resolve) => {
        const heard = (report: FloorLoadReport) => {
          if (report.kind !== kind) return;
          worker.off('message', heard);
          resolve(report);
        };
        worker.on('message', heard);
      }),
    ]);
  const ready = said('ready');
  const caughtUp = said('caught-up') as Promise<Extract<FloorLoadReport, { kind: 'caught-up' }>>;
  const stopped = said('stopped');
  for (const report of [ready, caughtUp, stopped]) report.catch(() => undefined);
  return {
    ready,
    caughtUp,
    async stop() {
      worker.postMessage('stop');
      const report = await stopped;
      await worker.terminate();
      return report.kind === 'stopped' ? report.passes : 0;
    },
  };
}

export interface LatencySamples {
  /** Commit at the table → NOTIFY pit_ingest heard by a listening client, while the other tables catch up. */
  readonly duringCatchUp: number[];
  /** The same once they have caught up and ship every half second. */
  readonly steady: number[];
  readonly catchUpMs: number;
  readonly followPasses: number;
}

/**
 * One live table among the floor's others: a round committed through its TableService every
 * `everyMs`, its Shipper started at each commit (a shipper already running goes again once done),
 * and a client LISTENing on `pit_ingest` as the pit's floor view does. A round's latency is from its
 * commit at the table to the first notification after which the center's head holds it.
 */
export async function measureCommitToNotify(
  url: string,
  dir: string,
  load: FloorLoad,
  options: { everyMs: number; steadyMs: number },
): Promise<LatencySamples> {
  const table = 'live-table';
  const db = join(dir, `${table}.db`);
  let tick = 0;
  const clock = () => new Date(Date.UTC(2026, 11, 1, 20) + tick++ * 4000);
  const service = TableService.open({ dbPath: db, profile: classic6d, clock, operator: 'bench' });
  const center = new Center(url);
  await center.ready();
  const shipper = new Shipper({ db, url, table, center });
  const listener = new pg.Client({ connectionString: url });
  await listener.connect();
  await listener.query('LISTEN pit_ingest');
  const pending: { position: number; at: number; phase: 'duringCatchUp' | 'steady' }[] = [];
  const samples = { duringCatchUp: [] as number[], steady: [] as number[] };
  let catchUpMs = 0;
  let heads = Promise.resolve();
  listener.on('notification', (note) => {
    if (note.payload !== table) return;
    const heardAt = performance.now();
    heads = heads.then(async () => {
      const head = await listener.query<{ head: string }>(
        'SELECT head_position AS head FROM pit_tables WHERE table_id = $1',
        [table],
      );
      const position = Number(head.rows[0]?.head ?? 0);
      while (pending[0] && pending[0].position <= position) {
        const done = pending.shift() as (typeof pending)[number];
        samples[done.phase].push(heardAt - done.at);
      }
    });
  });
  let shipping: Promise<void> | null = null;
  let again = false;
  const ship = () => {
    if (shipping) {
      again = true;
      return;
    }
    shipping = (async () => {
      do {
        again = false;
        await shipper.shipOnce();
      } while (again);
      shipping = null;
    })();
  };
  const floor = startFloorLoad(load);
  await floor.ready;
  let phase: 'duringCatchUp' | 'steady' = 'duringCatchUp';
  const started = performance.now();
  let steadyUntil = Number.POSITIVE_INFINITY;
  void floor.caughtUp.then(
    (report) => {
      phase = 'steady';
      catchUpMs = report.wallMs;
      steadyUntil = performance.now() + options.steadyMs;
    },
    () => {
      steadyUntil = 0;
    },
  );
  let followPasses = 0;
  try {
    for (let round = 0; performance.now() < steadyUntil; round += 1) {
      const next = started + round * options.everyMs;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
      await recordRounds(service, {
        boxes: 2,
        seed: 7_000 + round,
        rounds: 1,
        clock,
        operator: 'croupier-live',
      });
      pending.push({ position: service.store.lastPosition(), at: performance.now(), phase });
      ship();
    }
    await floor.caughtUp;
    await shipping;
    await new Promise((resolve) => setTimeout(resolve, 500));
    await heads;
  } finally {
    followPasses = await floor.stop();
    await shipper.close();
    await center.close();
    service.close();
    await listener.end();
  }
  return { ...samples, catchUpMs, followPasses };
}
