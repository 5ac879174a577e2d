import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { Center } from '../../app/core/shipping/center.js';
import { type EventRow, LocalLogRows } from '../../app/core/shipping/local-log-rows.js';
import { Shipper } from '../../app/core/shipping/shipper.js';
import { tableKeyFor } from '../support/pg-cluster.js';
import { summarize } from './frame-latency.js';
import type { Measurement } from './harness.js';

/** The baselines' table: the same columns and primary key as pit_events, nothing checked. */
const PLAIN = `CREATE TABLE IF NOT EXISTS plain_events (
  table_id text NOT NULL, position bigint NOT NULL, stream text NOT NULL, stream_position integer NOT NULL,
  type text NOT NULL, data text NOT NULL, metadata text NOT NULL, schema_version integer NOT NULL,
  prev_hash text NOT NULL, hash text NOT NULL, PRIMARY KEY (table_id, position))`;
const COLUMNS = [
  'position',
  'stream',
  'stream_position',
  'type',
  'data',
  'metadata',
  'schema_version',
  'prev_hash',
  'hash',
] as const;

export const INGEST_TARGET = 20_000;

export interface IngestRun {
  readonly label: string;
  readonly facts: number;
  readonly perTableMs: number[];
}

const totalMs = (run: IngestRun): number => run.perTableMs.reduce((sum, ms) => sum + ms, 0);
export const factsPerSecond = (run: IngestRun): number => run.facts / (totalMs(run) / 1000);

/** COPY's text format: a backslash, tab, newline or carriage return in a value is escaped. */
const copyField = (value: string | number): string =>
  typeof value === 'number' ? String(value) : value.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c] ?? c);
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

async function copyBatch(client: pg.PoolClient, table: string, rows: readonly EventRow[]): Promise<void> {
  const text = rows
    .map((row) => [table, ...COLUMNS.map((column) => row[column])].map(copyField).join('\t'))
    .join('\n');
  await new Promise<void>((resolve, reject) => {
    const stream = client.query(copyFrom('COPY plain_events FROM STDIN'));
    stream.on('finish', resolve);
    stream.on('error', reject);
    stream.end(`${text}\n`);
  });
}

async function insertBatch(client: pg.PoolClient, table: string, rows: readonly EventRow[]): Promise<void> {
  const values: unknown[] = [];
  const tuples = rows.map((row) => {
    const at = values.length;
    values.push(table, ...COLUMNS.map((column) => row[column]));
    return `(${Array.from({ length: COLUMNS.length + 1 }, (_, i) => `$${at + i + 1}`).join(',')})`;
  });
  await client.query(`INSERT INTO plain_events VALUES ${tuples.join(',')}`, values);
}

/** One table's log read in batches as the shipper reads it, each batch stored by `store` in a transaction of its own. */
async function storeRaw(
  client: pg.PoolClient,
  file: string,
  batch: number,
  store: (rows: readonly EventRow[]) => Promise<void>,
): Promise<number> {
  const local = new LocalLogRows(file);
  try {
    let after = 0;
    for (;;) {
      const rows = local.eventsAfter(after, batch);
      if (rows.length === 0) return after;
      await client.query('BEGIN');
      await store(rows);
      await client.query('COMMIT');
      after = rows.at(-1)?.position ?? after;
    }
  } finally {
    local.close();
  }
}

/** A center and a raw connection beside it, one connection each, the plain table made. */
async function connections(url: string) {
  const center = new Center(url, { max: 1 });
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const client = await pool.connect();
  await center.ready();
  await client.query(PLAIN);
  const close = async () => {
    client.release();
    await pool.end();
    await center.close();
  };
  return { center, client, close };
}

/** A run as it is counted: the facts stored and each step's time. */
type Tally = { label: string; facts: number; perTableMs: number[] };

/** A tally of nothing yet for each way, in the order given (the order of the turns). */
const tallies = <K extends string>(...labels: K[]): Record<K, Tally> =>
  Object.fromEntries(
    labels.map((label): [K, Tally] => [label, { label, facts: 0, perTableMs: [] }]),
  ) as Record<K, Tally>;

/**
 * Each way timed once, in turns: a different one goes first each time (`first`), so none is
 * always first to a cold cache. `step` stores with one way and says how many facts it stored.
 */
async function inTurns<K extends string>(
  runs: Record<K, Tally>,
  first: number,
  step: (name: K) => Promise<number>,
): Promise<void> {
  const order = Object.keys(runs) as K[];
  for (let turn = 0; turn < order.length; turn += 1) {
    const name = order[(first + turn) % order.length] as K;
    const started = performance.now();
    const facts = await step(name);
    runs[name].perTableMs.push(performance.now() - started);
    runs[name].facts += facts;
  }
}

/**
 * The ways compared, each storing the facts of `files` (one table's log each) at the center at
 * `url`, `batch` facts at a time, as the tables `prefix-1`, `prefix-2` …; their runs as counted.
 */
type SideBySide = (
  url: string,
  files: readonly string[],
  batch: number,
  prefix: string,
) => Promise<IngestRun[]>;

/**
 * Each table's log shipped whole through a Shipper (pit_ingest_events, checked by the database),
 * and the same rows, read the same way, stored by a raw COPY and a raw multi-row INSERT into a
 * plain table: table by table, the three in turns, on one connection each, so that each sees the
 * same load.
 */
export const ingestSideBySide: SideBySide = async (url, files, batch, prefix) => {
  const { center, client, close } = await connections(url);
  const runs = tallies('shipper', 'copy', 'insert');
  const steps: Record<keyof typeof runs, (file: string, table: string) => Promise<number>> = {
    shipper: async (file, table) => {
      const shipper = new Shipper({ db: file, url, table, batchSize: batch, center });
      try {
        const status = await shipper.shipOnce();
        if (status.state !== 'shipped') throw new Error(`table ${table} was not shipped: ${status.state}`);
        return status.acknowledged;
      } finally {
        await shipper.close();
      }
    },
    copy: (file, table) => storeRaw(client, file, batch, (rows) => copyBatch(client, `copy-${table}`, rows)),
    insert: (file, table) =>
      storeRaw(client, file, batch, (rows) => insertBatch(client, `insert-${table}`, rows)),
  };
  try {
    for (const [index, file] of files.entries()) {
      const table = `${prefix}-${index + 1}`;
      await inTurns(runs, index, (name) => steps[name](file, table));
    }
  } finally {
    await close();
  }
  return [runs.shipper, runs.copy, runs.insert];
};

/**
 * The database's part alone: each table's batches read beforehand, then each batch stored three
 * ways in turns, on one connection each: pit_ingest_events through Center.ingestEvents, a raw
 * COPY and a raw multi-row INSERT (each in a transaction of its own). Samples are per batch.
 */
export const batchesSideBySide: SideBySide = async (url, files, batch, prefix) => {
  const { center, client, close } = await connections(url);
  const runs = tallies('center', 'copy', 'insert');
  const inTransaction = async (store: () => Promise<void>) => {
    await client.query('BEGIN');
    await store();
    await client.query('COMMIT');
  };
  let turn = 0;
  try {
    for (const [index, file] of files.entries()) {
      const table = `${prefix}-${index + 1}`;
      const local = new LocalLogRows(file);
      const rows = local.eventsAfter(0, Number.MAX_SAFE_INTEGER);
      local.close();
      for (let at = 0; at < rows.length; at += batch) {
        const part = rows.slice(at, at + batch);
        const steps: Record<keyof typeof runs, () => Promise<unknown>> = {
          center: async () => {
            const said = await center.ingestEvents(
              table,
              part,
              part.at(-1)?.position ?? 0,
              tableKeyFor(table),
            );
            if (said.refusedAt !== null) throw new Error(`table ${table} was refused: ${said.refusal}`);
          },
          copy: () => inTransaction(() => copyBatch(client, `copy-${table}`, part)),
          insert: () => inTransaction(() => insertBatch(client, `insert-${table}`, part)),
        };
        turn += 1;
        await inTurns(runs, turn, async (name) => {
          await steps[name]();
          return part.length;
        });
      }
    }
  } finally {
    await close();
  }
  return [runs.center, runs.copy, runs.insert];
};

export function batchRows(runs: readonly IngestRun[], batch: number, mode: string): Measurement[] {
  const [center, copy, insert] = runs as [IngestRun, IngestRun, IngestRun];
  const rate = (run: IngestRun) => `${Math.round(factsPerSecond(run)).toLocaleString('en')} facts/s`;
  const met = factsPerSecond(center) >= INGEST_TARGET ? 'met' : 'MISSED';
  return [
    {
      ...summarize(
        `${mode}: a batch of up to ${batch} facts, already read, checked and stored by pit_ingest_events (Center.ingestEvents)`,
        center.perTableMs,
      ),
      note: `${rate(center)} (target ≥ ${INGEST_TARGET.toLocaleString('en')}: ${met}); ${(factsPerSecond(center) / factsPerSecond(copy)).toFixed(2)}× the raw COPY's rate, ${(factsPerSecond(center) / factsPerSecond(insert)).toFixed(2)}× the raw INSERT's`,
    },
    {
      ...summarize(`${mode}: baseline: the same batch by raw COPY into a plain table`, copy.perTableMs),
      note: rate(copy),
    },
    {
      ...summarize(
        `${mode}: baseline: the same batch by raw multi-row INSERT into a plain table`,
        insert.perTableMs,
      ),
      note: rate(insert),
    },
  ];
}

export function ingestRows(runs: readonly IngestRun[], batch: number, mode: string): Measurement[] {
  const [shipper, copy, insert] = runs as [IngestRun, IngestRun, IngestRun];
  const perTable = Math.round(shipper.facts / shipper.perTableMs.length).toLocaleString('en');
  const rate = (run: IngestRun) => `${Math.round(factsPerSecond(run)).toLocaleString('en')} facts/s`;
  const met = factsPerSecond(shipper) >= INGEST_TARGET ? 'met' : 'MISSED';
  return [
    {
      ...summarize(
        `${mode}: one table's hour (≈${perTable} facts) shipped by a Shipper, batches of ${batch} through pit_ingest_events`,
        shipper.perTableMs,
      ),
      note: `${rate(shipper)} (target ≥ ${INGEST_TARGET.toLocaleString('en')}: ${met}); ${(factsPerSecond(shipper) / factsPerSecond(copy)).toFixed(2)}× the raw COPY's rate, ${(factsPerSecond(shipper) / factsPerSecond(insert)).toFixed(2)}× the raw INSERT's; every fact re-hashed and chained by the database; one connection`,
    },
    {
      ...summarize(
        `${mode}: baseline: the same rows by raw COPY into a plain table (same primary key, no checks)`,
        copy.perTableMs,
      ),
      note: `${rate(copy)}; same batches, one transaction each`,
    },
    {
      ...summarize(
        `${mode}: baseline: the same rows by raw multi-row INSERT into a plain table`,
        insert.perTableMs,
      ),
      note: `${rate(insert)}`,
    },
  ];
}
