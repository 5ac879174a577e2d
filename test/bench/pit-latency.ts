import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { recordRounds } from '../../app/cli/simulation/record-rounds.js';
import { Center } from '../../app/core/shipping/center.js';
import { Shipper } from '../../app/core/shipping/shipper.js';
import { TableService } from '../../app/core/table/table-service.js';
import { croupierViewOf } from '../../app/core/views/table-views.js';
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
  /** Commit at the table → its round seen by the witness, while the other tables catch up. */
  readonly duringCatchUp: number[];
  /** The same once they have caught up and ship every half second. */
  readonly steady: number[];
  readonly catchUpMs: number;
  /** From the start to the witness having seen the others caught up. */
  readonly seenCaughtUpMs: number;
  /** What the witness said of the others' catch-up when it could not see it whole. */
  readonly seenNote: string | undefined;
  readonly followPasses: number;
  /** What the witness said of itself at the end (the pit server's CPU). */
  readonly witnessSaid: string | undefined;
}

/** A round committed at the live table: its last fact's position and the round's number. */
export interface Commit {
  readonly position: number;
  readonly round: number;
}

/**
 * Who sees the live table's rounds arrive: `start` calls `seen(reached, at)` each time it learns
 * something of the table, `reached` telling which commits that shows; `settled` once what was
 * heard is counted.
 */
export interface Witness {
  start(table: string, seen: (reached: (commit: Commit) => boolean, at: number) => void): Promise<void>;
  /** After the other tables caught up: resolves once the witness has seen them all, or says how far it saw. */
  caughtUp?(): Promise<string | undefined>;
  settled(): Promise<void>;
  /** A note of its own for the figures, read once the rounds are counted. */
  said?(): string | undefined;
  close(): Promise<void>;
}

/** A client LISTENing on `pit_ingest`: the center's head read at each notification naming the table. */
export function notifyWitness(url: string): Witness {
  const listener = new pg.Client({ connectionString: url });
  let heads = Promise.resolve();
  return {
    async start(table, seen) {
      await listener.connect();
      await listener.query('LISTEN pit_ingest');
      listener.on('notification', (note) => {
        if (note.payload !== table) return;
        const heardAt = performance.now();
        heads = heads.then(async () => {
          const head = await listener.query<{ head: string }>(
            'SELECT head_position AS head FROM pit_tables WHERE table_id = $1',
            [table],
          );
          const stored = Number(head.rows[0]?.head ?? 0);
          seen((commit) => commit.position <= stored, heardAt);
        });
      });
    },
    settled: () => heads,
    close: () => listener.end(),
  };
}

/**
 * One live table among the floor's others: a round committed through its TableService every
 * `everyMs`, its Shipper started at each commit (a shipper already running goes again once done),
 * and a witness of the center's side. A round's latency is from its commit at the table to the
 * first time the witness sees it.
 */
export async function measureLiveTable(
  url: string,
  dir: string,
  load: FloorLoad,
  options: { everyMs: number; steadyMs: number },
  witness: Witness,
): Promise<LatencySamples> {
  const table = 'live-table';
  const db = join(dir, `${table}.db`);
  let tick = 0;
  const clock = () => new Date(Date.UTC(2026, 11, 1, 20) + tick++ * 4000);
  const service = TableService.open({ dbPath: db, profile: classic6d, clock, operator: 'bench' });
  const center = new Center(url);
  await center.ready();
  const shipper = new Shipper({ db, url, table, center });
  const pending: (Commit & { at: number; phase: 'duringCatchUp' | 'steady' })[] = [];
  const samples = { duringCatchUp: [] as number[], steady: [] as number[] };
  let catchUpMs = 0;
  let seenCaughtUpMs = 0;
  let seenNote: string | undefined;
  await witness.start(table, (reached, at) => {
    while (pending[0] && reached(pending[0])) {
      const done = pending.shift() as (typeof pending)[number];
      samples[done.phase].push(at - done.at);
    }
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
  const caughtUp = floor.caughtUp.then(async (report) => {
    seenNote = await witness.caughtUp?.();
    catchUpMs = report.wallMs;
    seenCaughtUpMs = performance.now() - started;
  });
  void caughtUp.then(
    () => {
      phase = 'steady';
      steadyUntil = performance.now() + options.steadyMs;
    },
    () => {
      steadyUntil = 0;
    },
  );
  let followPasses = 0;
  let witnessSaid: string | undefined;
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
      const at = performance.now();
      const { round: number } = croupierViewOf(service).view.round;
      pending.push({ position: service.log.lastPosition(), round: number, at, phase });
      ship();
    }
    await caughtUp;
    await shipping;
    await new Promise((resolve) => setTimeout(resolve, 500));
    await witness.settled();
    witnessSaid = witness.said?.();
  } finally {
    followPasses = await floor.stop();
    await shipper.close();
    await center.close();
    service.close();
    await witness.close();
  }
  return { ...samples, catchUpMs, seenCaughtUpMs, seenNote, followPasses, witnessSaid };
}

/** The live table's rounds to the center's notification `pit_ingest`, as the pit's floor view hears it. */
export const measureCommitToNotify = (
  url: string,
  dir: string,
  load: FloorLoad,
  options: { everyMs: number; steadyMs: number },
): Promise<LatencySamples> => measureLiveTable(url, dir, load, options, notifyWitness(url));
