import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordRounds } from '../../app/cli/simulation/record-rounds.js';
import { simulateIntoLog } from '../../app/cli/simulation/simulate-into-log.js';
import { FLOOR_CHANGED, type FloorLine } from '../../app/contract/pit-floor.js';
import { openRoundList } from '../../app/core/projections/round-list-reader.js';
import { Center } from '../../app/core/shipping/center.js';
import { Shipper } from '../../app/core/shipping/shipper.js';
import { TableService } from '../../app/core/table/table-service.js';
import { emptyReplica } from '../../app/pit/center/empty-replica.js';
import { ReplicaLog } from '../../app/pit/center/replica-log.js';
import { FarSlices, FOLD_SLICE_FACTS } from '../../app/pit/far-slice.js';
import { setPitPin } from '../../app/pit/pit-pins.js';
import { type PitServer, startPitServer } from '../../app/pit/pit-server.js';
import { StandbyCenter } from '../../app/pit/standby-center.js';
import { classic6d } from '../../engine/rules/profiles/classic-6d.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { requireBuild, startServe } from '../e2e/serve-process.js';
import { connectPit, type PitClient } from './pit-client.js';
import { central, pgClusterForFile } from './pit-fixtures.js';

/**
 * A floor catching up an outage: tables whose logs reached the center while no pit server ran
 * (each a few slices of the floor's folds), and one live table that goes on dealing.
 */
const BACKLOG_TABLES = 10;
/** Rounds of a backlog table: about 2,100 facts, three slices of the floor's folds. */
const BACKLOG_ROUNDS = 150;
const PIN = '582014';
const cluster = pgClusterForFile();
// One folder for the file (tempDir's are removed after each test): the logs outlive beforeAll.
const dir = mkdtempSync(join(tmpdir(), 'sabot-floor-catch-up-'));
const backlog = Array.from({ length: BACKLOG_TABLES }, (_, index) => `far-${index + 1}`);
const fileOf = (table: string) => join(dir, `${table}.db`);
let center: Center;

async function ship(table: string): Promise<number> {
  const shipper = new Shipper({ db: fileOf(table), url: cluster().url, table, center });
  try {
    const status = await shipper.shipOnce();
    expect(status.state, table).toBe('shipped');
    return status.acknowledged;
  } finally {
    await shipper.close();
  }
}

async function until(done: () => boolean, withinMs: number): Promise<void> {
  const by = Date.now() + withinMs;
  while (!done() && Date.now() < by) await new Promise((resolve) => setTimeout(resolve, 50));
}

const from = new Date(Date.UTC(2026, 11, 1, 18));

/** The pit boss logged in on the floor at `port`: every line it is shown (those held before, then each push) to `heard`. */
async function pitBossOnFloor(
  port: number,
  heard: (lines: readonly FloorLine[]) => void,
): Promise<PitClient> {
  const client = await connectPit(port);
  const login = await client.request('login', {
    role: 'pit-boss',
    operator: 'boss',
    pin: PIN,
    nonce: client.nonce,
  });
  expect(login.ok).toBe(true);
  client.onPush((push) => {
    if (push.push === FLOOR_CHANGED) heard(push.lines);
  });
  // What the floor held before this pit boss logged in.
  const floor = await client.request('viewFloor', {});
  if (floor.ok) heard((floor.reply as { lines: readonly FloorLine[] }).lines);
  return client;
}

beforeAll(async () => {
  center = new Center(cluster().url, { max: 6 });
  for (const [index, table] of backlog.entries()) {
    await simulateIntoLog({
      db: fileOf(table),
      profile: classic6d,
      boxes: 2,
      rounds: BACKLOG_ROUNDS,
      seed: 900 + index,
      from,
      operator: `croupier-${index + 1}`,
    });
    await ship(table);
  }
  await simulateIntoLog({
    db: fileOf('live'),
    profile: classic6d,
    boxes: 2,
    rounds: 1,
    seed: 77,
    from,
    operator: 'croupier-live',
  });
  await ship('live');
  await setPitPin(center, 'pit-boss', PIN, 'manager');
}, 180_000);

afterAll(async () => {
  await center?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the floor catching up an outage', () => {
  it('given a replica far behind, then a sync copies at most the facts asked, the rest on the next', async () => {
    const replica = new ReplicaLog(center, 'far-1', join(tempDir(), 'far-1.db'));
    try {
      expect((await replica.sync(FOLD_SLICE_FACTS)).events).toBe(FOLD_SLICE_FACTS);
      expect(replica.lastPosition()).toBe(FOLD_SLICE_FACTS);
      const head = Number(
        (
          await central<{ head: string }>(
            cluster().url,
            'SELECT head_position AS head FROM pit_tables WHERE table_id = $1',
            ['far-1'],
          )
        )[0]?.head,
      );
      expect(head).toBeGreaterThan(2 * FOLD_SLICE_FACTS);
      expect((await replica.sync()).events).toBe(head - FOLD_SLICE_FACTS);
      expect(replica.lastPosition()).toBe(head);
    } finally {
      replica.close();
    }
  });

  it('given a table far behind, then each slice on the far lane checks its facts and brings the round list to them', async () => {
    const folder = tempDir();
    const file = join(folder, 'far-2.db');
    const slices = new FarSlices(new StandbyCenter(cluster().url, { max: 2 }), emptyReplica(folder));
    /** The last link found sound and the round list's position, as the file holds them. */
    const held = () => {
      const db = new Database(file, { readonly: true });
      try {
        const verified = db.prepare('SELECT position FROM chain_verified WHERE id = 1').pluck().get();
        const rounds = db.prepare("SELECT position FROM projections WHERE name = 'rounds'").pluck().get();
        const tail = db.prepare('SELECT max(position) FROM events').pluck().get();
        return { verified, rounds, tail };
      } finally {
        db.close();
      }
    };
    try {
      const first = await slices.slice('far-2', file);
      expect(first).toMatchObject({ ok: true, copied: FOLD_SLICE_FACTS });
      const second = await slices.slice('far-2', file);
      expect(second).toMatchObject({ ok: true, copied: FOLD_SLICE_FACTS });
      // The second slice's facts too, not only those the first slice's open of the table checked.
      expect(held()).toEqual({
        verified: 2 * FOLD_SLICE_FACTS,
        rounds: 2 * FOLD_SLICE_FACTS,
        tail: 2 * FOLD_SLICE_FACTS,
      });
      const last = await slices.slice('far-2', file);
      expect(last.ok && last.copied > 0 && last.copied < FOLD_SLICE_FACTS).toBe(true);
      const { tail } = held();
      expect(held()).toEqual({ verified: tail, rounds: tail, tail });
    } finally {
      await slices.close();
    }
  });

  it("given tables far behind, then a live table's new round is on the floor before they are all folded, and each ends whole", async () => {
    const heads = new Map(
      (
        await central<{ table_id: string; head: string }>(
          cluster().url,
          'SELECT table_id, head_position AS head FROM pit_tables',
        )
      ).map((row) => [row.table_id, Number(row.head)]),
    );
    const caughtUp = new Set<string>();
    /** Each line as the pit boss was shown it, and how many backlog tables were shown whole by then. */
    const shown: { table: string; replica: number; backlogWhole: number }[] = [];
    const backlogWhole = () => backlog.filter((table) => caughtUp.has(table)).length;
    let server: PitServer | null = null;
    const failures: string[] = [];
    try {
      server = await startPitServer({
        write: center,
        host: '127.0.0.1',
        port: 0,
        beyondLoopback: false,
        cacheDir: join(dir, 'pit-cache'),
        log: (line) => {
          if (line.line === 'fold-failed' || line.line === 'internal-error')
            failures.push(JSON.stringify(line));
        },
      });
      const client = await pitBossOnFloor(server.port, (lines) => {
        for (const line of lines) {
          if (line.shipping.replica === heads.get(line.table)) caughtUp.add(line.table);
          shown.push({ table: line.table, replica: line.shipping.replica, backlogWhole: backlogWhole() });
        }
      });
      // The live table has the least to fold: it is on the floor first.
      await until(() => shown.some((line) => line.table === 'live'), 60_000);
      expect(shown.find((line) => line.table === 'live')?.backlogWhole).toBeLessThan(BACKLOG_TABLES);
      // Then it deals a round while the others are still being folded.
      const live = TableService.open({ dbPath: fileOf('live') });
      try {
        let tick = 0;
        const clock = () => new Date(from.getTime() + 3_600_000 + tick++ * 4000);
        await recordRounds(live, { boxes: 2, seed: 78, rounds: 1, clock, operator: 'croupier-live' });
      } finally {
        live.close();
      }
      const acknowledged = await ship('live');
      const isLive = (line: (typeof shown)[number]) => line.table === 'live' && line.replica === acknowledged;
      await until(() => shown.some(isLive), 60_000);
      const seen = shown.find(isLive);
      // Shown while the backlog is still being folded: not behind every one of them.
      expect(
        seen?.backlogWhole,
        JSON.stringify(shown.map((line) => `${line.table}@${line.replica}`)),
      ).toBeLessThan(BACKLOG_TABLES);
      // Every backlog table ends folded whole, its rounds in the pit's searches as its own list has them.
      await until(() => backlog.every((table) => caughtUp.has(table)), 120_000);
      expect([...backlog].filter((table) => !caughtUp.has(table))).toEqual([]);
      client.close();
      for (const table of backlog) {
        const list = openRoundList(fileOf(table), { write: false });
        const rounds = list.page({ limit: 100_000 }).rounds.map((summary) => summary.round);
        list.close();
        const projected = await central<{ round: number }>(
          cluster().url,
          'SELECT round FROM pit_rounds WHERE table_id = $1 ORDER BY round DESC',
          [table],
        );
        expect(
          projected.map((row) => row.round),
          table,
        ).toEqual(rounds);
      }
      expect(failures).toEqual([]);
    } finally {
      await server?.close();
    }
  }, 300_000);

  it('given the same floor, then `sabot pit serve`, its far-behind slices on a thread of their own, folds each line as this thread did', async () => {
    requireBuild();
    // The lines the floor above folded on this thread and kept centrally, without their time of folding.
    const unstamped = ({ foldedAt: _, ...line }: FloorLine) => line;
    const kept = new Map(
      (await central<{ line: FloorLine }>(cluster().url, 'SELECT line FROM pit_floor')).map(({ line }) => [
        line.table,
        unstamped(line),
      ]),
    );
    expect([...kept.keys()].sort()).toEqual([...backlog, 'live'].sort());
    const started = new Date().toISOString();
    const served = await startServe(
      join(dir, 'served'),
      ['--pg', cluster().url, '--cache', join(dir, 'served', 'cache')],
      { command: ['pit', 'serve'], ready: /^Floor: (http:\/\/\S+)$/m },
    );
    try {
      // Folded by this server (after it started), from its own replicas, whole.
      const folded = new Map<string, Omit<FloorLine, 'foldedAt'>>();
      const client = await pitBossOnFloor(Number(new URL(served.url).port), (lines) => {
        for (const line of lines)
          if (line.foldedAt >= started && line.shipping.replica === kept.get(line.table)?.shipping.head)
            folded.set(line.table, unstamped(line));
      });
      await until(() => folded.size === kept.size, 120_000);
      client.close();
      expect(Object.fromEntries(folded)).toEqual(Object.fromEntries(kept));
      expect(served.out()).not.toMatch(/could not be read from its replica|internal error/);
    } finally {
      await served.stop();
    }
  }, 180_000);
});
