import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshCenter, postgresBinDir, startPgCluster } from '../support/pg-cluster.js';
import { summarize } from './frame-latency.js';
import type { BenchSuite, Measurement } from './harness.js';
import { measureCommitToFloor } from './pit-floor-latency.js';
import type { FloorLoad } from './pit-floor-load.js';
import { batchesSideBySide, batchRows, factsPerSecond, ingestRows, ingestSideBySide } from './pit-ingest.js';
import { measureCommitToNotify, startFloorLoad } from './pit-latency.js';
import { PIT_TABLES, pitFloor, tableName } from './pit-tables.js';

/**
 * The pit's central PostgreSQL, started by the bench itself (a throwaway cluster, as the tests
 * start one), once with fsync off as the tests run it and once durable, as a casino runs it:
 * ingest through the Shipper beside a raw COPY and INSERT of the same rows; the Shipper's batch
 * size; 200 tables catching up an hour's outage at once and through a bounded number of
 * connections; and a fact committed at a table to the center's notification, then to the pit
 * boss's floor view, while the floor ships.
 */
const INGEST_TABLES = 20;
const BATCH = 2000;
const BATCH_SIZES = [100, 500, 2000, 5000];
const BATCH_TABLES = 5;
const BOUNDED = 8;
const CATCH_UP_TARGET_S = 60;
const FLOOR_TARGET_MS = 1000;
const LIVE_EVERY_MS = 250;
const STEADY_MS = 20_000;
const FOLLOW_MS = 500;

const n = (value: number): string => Math.round(value).toLocaleString('en');

type Part = (
  url: string,
  files: readonly string[],
  mode: string,
  dir: string,
  built: string,
) => Promise<Measurement[]>;

export const pitSuite: BenchSuite = {
  title: 'The pit: central PostgreSQL (pit_ingest_events, Shipper)',
  run: () =>
    pitRows([
      (url, files, mode) => ingestFigures(url, files, mode),
      (url, files, mode, _dir, built) => catchUpFigures(url, files, mode, built),
      (url, files, mode, dir) => notifyFigures(url, files, mode, dir),
      (url, files, mode, dir) => floorFigures(url, files, mode, dir),
    ]),
};

/** `npm run bench -- pit-floor`: only the pit suite's last rows, a commit to the floor view, durable. */
export const pitFloorSuite: BenchSuite = {
  title: 'The pit: a commit at a table to the floor view',
  run: () => pitRows([(url, files, mode, dir) => floorFigures(url, files, mode, dir)], [true]),
};

async function pitRows(
  parts: readonly Part[],
  modes: readonly boolean[] = [false, true],
): Promise<Measurement[]> {
  // Said before the floor is built: without PostgreSQL there is nothing to measure.
  postgresBinDir();
  const floor = await pitFloor();
  const built =
    floor.builtInSeconds === null
      ? 'logs reused from .bench/'
      : `logs built in ${floor.builtInSeconds.toFixed(0)} s this run, cached in .bench/`;
  const rows: Measurement[] = [];
  for (const durable of modes) {
    const mode = durable ? 'durable (fsync on)' : 'fsync off';
    const cluster = await startPgCluster({ durable });
    const dir = mkdtempSync(join(tmpdir(), 'sabot-bench-pit-'));
    const loadBefore = os.loadavg()[0] ?? 0;
    try {
      const modeRows: Measurement[] = [];
      for (const part of parts) modeRows.push(...(await part(cluster.url, floor.files, mode, dir, built)));
      // The machine is shared: the load beside the figures it moved.
      const load = `load average ${loadBefore.toFixed(1)} before these rows, ${(os.loadavg()[0] ?? 0).toFixed(1)} after`;
      const [first, ...others] = modeRows;
      if (first) rows.push({ ...first, note: `${first.note ?? ''}; ${load}` }, ...others);
    } finally {
      await cluster.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return rows;
}

async function ingestFigures(url: string, files: readonly string[], mode: string): Promise<Measurement[]> {
  const runs = await ingestSideBySide(url, files.slice(0, INGEST_TABLES), BATCH, 'ingest');
  const rows = ingestRows(runs, BATCH, mode);
  const batches = await batchesSideBySide(url, files.slice(INGEST_TABLES, 2 * INGEST_TABLES), BATCH, 'batch');
  rows.push(...batchRows(batches, BATCH, mode));
  for (const batch of BATCH_SIZES) {
    const [shipper] = await ingestSideBySide(
      await freshCenter(url, `size_${batch}`),
      files.slice(2 * INGEST_TABLES, 2 * INGEST_TABLES + BATCH_TABLES),
      batch,
      `size-${batch}`,
    );
    if (!shipper) continue;
    rows.push({
      ...summarize(`${mode}: batch size ${batch}: one table's hour shipped by a Shipper`, shipper.perTableMs),
      note: `${n(factsPerSecond(shipper))} facts/s`,
    });
  }
  return rows;
}

async function catchUpFigures(
  url: string,
  files: readonly string[],
  mode: string,
  built: string,
): Promise<Measurement[]> {
  const rows: Measurement[] = [];
  for (const concurrent of [0, BOUNDED]) {
    const prefix = concurrent === 0 ? 'all' : `lanes-${concurrent}`;
    const load = startFloorLoad({
      url: await freshCenter(url, prefix.replace('-', '_')),
      tables: files.map((file, index) => ({ file, table: `${prefix}-${tableName(index)}` })),
      batch: BATCH,
      concurrent,
      followMs: 0,
    });
    const report = await load.caughtUp;
    await load.stop();
    const seconds = report.wallMs / 1000;
    const how =
      concurrent === 0
        ? `${PIT_TABLES} Shippers at once, one connection each`
        : `${PIT_TABLES} Shippers, ${concurrent} at a time`;
    rows.push({
      ...summarize(
        `${mode}: a one-hour outage of ${PIT_TABLES} tables caught up (${how}): each table's time to shipped`,
        report.perTableMs,
      ),
      note: `all ${n(report.facts)} facts in ${seconds.toFixed(1)} s (target < ${CATCH_UP_TARGET_S} s: ${seconds < CATCH_UP_TARGET_S ? 'met' : 'MISSED'}), ${n(report.facts / seconds)} facts/s; the tables ship from a worker thread; ${built}`,
    });
  }
  return rows;
}

/** The floor's 199 other tables, shipping from the worker thread, for a live table among them. */
const othersOf = (url: string, files: readonly string[]): FloorLoad => ({
  url,
  tables: files.slice(1).map((file, index) => ({ file, table: `floor-${tableName(index + 1)}` })),
  batch: BATCH,
  concurrent: 0,
  followMs: FOLLOW_MS,
});

const verdict = (values: number[], part: string): string => {
  const p99 = summarize('', values).p99Ms;
  return `target p99 < ${FLOOR_TARGET_MS} ms for the floor view: ${p99 < FLOOR_TARGET_MS ? 'met' : 'MISSED'}${part}`;
};

type Measure = typeof measureCommitToNotify;

/** A live table's rounds seen by `measure`'s witness: during the others' catch-up, then steady. */
async function liveRows(
  measure: Measure,
  url: string,
  files: readonly string[],
  dir: string,
  labels: { readonly mode: string; readonly seen: string; readonly part: string },
): Promise<Measurement[]> {
  const load = othersOf(url, files);
  const others = load.tables.length;
  const samples = await measure(url, dir, load, { everyMs: LIVE_EVERY_MS, steadyMs: STEADY_MS });
  const { mode, seen, part } = labels;
  return [
    {
      ...summarize(
        `${mode}: a round committed at a table → ${seen}, while ${others} other tables catch up an hour`,
        samples.duringCatchUp,
      ),
      note: `a round every ${LIVE_EVERY_MS} ms, its Shipper started at the commit; the others caught up in ${(samples.catchUpMs / 1000).toFixed(1)} s${!samples.seenNote && samples.seenCaughtUpMs > samples.catchUpMs + 1000 ? ` and were all shown so after ${(samples.seenCaughtUpMs / 1000).toFixed(1)} s` : ''}; ${samples.seenNote ? `${samples.seenNote}; ` : ''}${verdict(samples.duringCatchUp, part)}`,
    },
    {
      ...summarize(
        `${mode}: the same once the ${others} others have caught up and ship every ${FOLLOW_MS} ms`,
        samples.steady,
      ),
      note: `${samples.followPasses} passes of the ${others} others since they caught up, the rounds measured for ${STEADY_MS / 1000} s; ${samples.witnessSaid ? `${samples.witnessSaid}; ` : ''}${verdict(samples.steady, part)}`,
    },
  ];
}

const notifyFigures = async (url: string, files: readonly string[], mode: string, dir: string) =>
  liveRows(measureCommitToNotify, await freshCenter(url, 'pit_notify'), files, dir, {
    mode,
    seen: 'stored centrally → NOTIFY pit_ingest heard',
    part: " for this part (the next rows add the floor view's read and push)",
  });

/**
 * The same floor in a database of its own (the pit server folds every table the center holds, and
 * the rows above left a thousand there), the pit server started on it and the floor view logged in.
 */
async function floorFigures(
  url: string,
  files: readonly string[],
  mode: string,
  dir: string,
): Promise<Measurement[]> {
  const liveDir = join(dir, 'floor-view');
  mkdirSync(liveDir);
  return liveRows(measureCommitToFloor, await freshCenter(url, 'pit_floor_view'), files, liveDir, {
    mode,
    seen: "stored centrally → folded by the pit server → the floor view's push showing it",
    part: '; `sabot pit serve` in a process of its own, its defaults (a table folded at most every 150 ms, the figures read every second)',
  });
}
