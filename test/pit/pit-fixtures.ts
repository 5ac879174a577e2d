import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect } from 'vitest';
import { LiveTable } from '../../app/core/devices/live-table.js';
import { openRoundList } from '../../app/core/projections/round-list-reader.js';
import { reasonOf } from '../../app/core/sentences.js';
import { Center } from '../../app/core/shipping/center.js';
import type { ShippingLoopOptions } from '../../app/core/shipping/shipping-loop.js';
import { ReplicaLog } from '../../app/pit/center/replica-log.js';
import { type PitServer, type PitServerOptions, startPitServer } from '../../app/pit/pit-server.js';
import { home1d } from '../../engine/rules/profiles/home-1d.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { central } from '../support/central-query.js';
import { type PgCluster, type PgClusterOptions, startPgCluster } from '../support/pg-cluster.js';
import { runSabot, runSabotWithInput } from '../support/run-cli.js';

/**
 * One throwaway PostgreSQL for the test file, its central schema up (a test may read it before
 * any table shipped); removed after the file's tests.
 */
export function pgClusterForFile(options: PgClusterOptions = {}): () => PgCluster {
  let cluster: PgCluster | undefined;
  beforeAll(async () => {
    cluster = await startPgCluster(options);
    const center = new Center(cluster.url);
    await center.ready();
    await center.close();
  }, 60_000);
  afterAll(async () => {
    await cluster?.stop();
  });
  return () => {
    if (!cluster) throw new Error('the PostgreSQL of the tests did not start');
    return cluster;
  };
}

/** The arguments of `sabot simulate --db`: rounds of one classic-6d table recorded into `db` (created if new). */
export const simulatedRounds = (db: string, rounds: number, seed: number): string[] => [
  'simulate',
  '--profile',
  'classic-6d',
  '--rounds',
  String(rounds),
  '--seed',
  String(seed),
  '--db',
  db,
];

/**
 * The arguments of `sabot simulate --days --db`: whole gaming days of one classic-6d table with its
 * books (opener, fills, closer), `hours` of play a day, the first day opened at `from`.
 */
export const simulatedDays = (
  db: string,
  { seed, from, days = 1, hours = 1 }: { seed: number; from: string; days?: number; hours?: number },
): string[] => [
  'simulate',
  '--profile',
  'classic-6d',
  '--days',
  String(days),
  '--hours',
  String(hours),
  '--seed',
  String(seed),
  '--from',
  from,
  '--db',
  db,
];

/** `sabot simulate --db` in this process: rounds of one classic-6d table recorded into `db`. */
export const simulate = (db: string, rounds: number, seed: number) =>
  runSabot(...simulatedRounds(db, rounds, seed));

/**
 * `sabot pit pin set` at the center: the PINs typed in turn (a pit role's first PIN after the pit
 * boss's is the pit boss's to give, so the pit boss's PIN is typed first).
 */
export const setPitPin = (url: string, role: string, operator: string, pins: readonly string[]) =>
  runSabotWithInput([...pins], 'pit', 'pin', 'set', '--pg', url, '--role', role, '--operator', operator);

export const rowsOf = (db: string, sql: string): unknown[] => {
  const log = new Database(db, { readonly: true });
  try {
    return log.prepare(sql).all();
  } finally {
    log.close();
  }
};

const BOOKS = [
  'SELECT * FROM events ORDER BY position',
  'SELECT * FROM journal ORDER BY position',
  'SELECT * FROM device_journal ORDER BY position',
];

const roundListOf = (db: string) => {
  const list = openRoundList(db, { write: false });
  try {
    return list.page({ limit: 100_000 }).rounds;
  } finally {
    list.close();
  }
};

/**
 * The table's log as the center holds it, rebuilt in a replica, compared with the table's own:
 * every fact, both journals and the round list the same. Returns the replica's file.
 */
export async function expectSameCentrally(url: string, db: string, table: string): Promise<string> {
  const dir = join(tempDir(), 'replica');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${table}.db`);
  const center = new Center(url);
  const replica = new ReplicaLog(center, table, file);
  try {
    await replica.sync();
  } finally {
    replica.close();
    await center.close();
  }
  for (const sql of BOOKS) expect(rowsOf(file, sql), `${table}: ${sql}`).toEqual(rowsOf(db, sql));
  expect(roundListOf(file), `${table}: the round list`).toEqual(roundListOf(db));
  return file;
}

// Ann bets two chips on box 1; 9♠ to ann, 5♥ up to the dealer, 8♦ to ann, 7♣ face down to the
// dealer. Ann stands on 17; the dealer turns the 7♣ (12), draws the K♦ and busts. The home deck is
// gathered after every round, so the same round can be keyed again and again.
const ROUND = ['b1 2 ann', 'deal', '9S', '5H', '8D', '7C', 's', 'KD'];
/** A home session is ten rounds: the eleventh starts a new one. */
const SESSION_ROUNDS = 10;

/** A home table (unless its log exists) with the simulated shoe, shipping to the center at `url` as `name`. */
export async function shippingTable(
  url: string,
  name: string,
  ship: Partial<Omit<ShippingLoopOptions, 'db' | 'url' | 'table'>> = {},
  dir: string = tempDir(),
  clock?: () => Date,
): Promise<{ table: LiveTable; db: string }> {
  const db = join(dir, `${name}.db`);
  const opened = await LiveTable.open({
    dbPath: db,
    // A log of its own already names its game.
    ...(!existsSync(db) && { profile: home1d }),
    device: 'sim',
    operator: 'croupier',
    seed: 3,
    ship: { url, table: name, ...ship },
    ...(clock && { clock }),
  });
  if (!opened.ok) throw new Error(reasonOf(opened));
  return { table: opened.value, db };
}

/** Keys one whole round at the table; `played` is how many it played before (a new session every ten). */
export async function playRound(table: LiveTable, played: number): Promise<void> {
  const lines = played > 0 && played % SESSION_ROUNDS === 0 ? ['new session', ...ROUND] : ROUND;
  for (const line of lines) {
    const keyed = await table.key(line);
    if (!keyed.ok) throw new Error(`"${line}" was refused at round ${played + 1}: ${JSON.stringify(keyed)}`);
  }
}

/** The last position of each book of a log, as its table sees it now. */
const localHeads = (db: string) =>
  rowsOf(
    db,
    `SELECT (SELECT coalesce(max(position), 0) FROM events) AS events,
            (SELECT coalesce(max(position), 0) FROM journal) AS journal,
            (SELECT coalesce(max(position), 0) FROM device_journal) AS device`,
  )[0];

const centralHeads = async (url: string, table: string) =>
  (
    await central<{ events: number; journal: number; device: number }>(
      url,
      `SELECT (SELECT coalesce(max(position), 0)::int FROM pit_events WHERE table_id = $1) AS events,
              (SELECT coalesce(max(position), 0)::int FROM pit_journal WHERE table_id = $1) AS journal,
              (SELECT coalesce(max(position), 0)::int FROM pit_device_journal WHERE table_id = $1) AS device`,
      [table],
    )
  )[0];

/** Waits until the center holds every fact and journal entry the table's log holds, and says so. */
export async function untilShipped(
  url: string,
  table: LiveTable,
  db: string,
  timeoutMs = 30_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  const name = table.shipping?.table ?? '';
  for (;;) {
    const status = table.shipping?.status();
    const local = localHeads(db);
    if (
      status?.state === 'shipped' &&
      JSON.stringify(await centralHeads(url, name)) === JSON.stringify(local)
    )
      return;
    if (Date.now() > until)
      throw new Error(`${name} not shipped in time: ${JSON.stringify({ status, local })}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Reads `read` every 100 ms until `holds`, and returns what held; past the deadline, says what was seen. */
export async function until<T>(
  what: string,
  read: () => T | Promise<T>,
  holds: (value: T) => boolean,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (holds(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what} not seen in time: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A pit server on a free loopback port, its page a stand-in in `dir` (the tests speak to its
 * socket; the real page is the browser tests').
 */
export function loopbackPitServer(
  dir: string,
  options: Omit<PitServerOptions, 'host' | 'port' | 'beyondLoopback' | 'rendererDir'>,
): Promise<PitServer> {
  const renderer = join(dir, 'renderer');
  mkdirSync(renderer, { recursive: true });
  writeFileSync(join(renderer, 'pit.html'), '<!doctype html><title>floor</title>');
  return startPitServer({
    ...options,
    host: '127.0.0.1',
    port: 0,
    beyondLoopback: false,
    rendererDir: renderer,
  });
}

export { central };
