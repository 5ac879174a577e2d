import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Floor } from '../../app/contract/pit-floor.js';
import { Center } from '../../app/core/shipping/center.js';
import type { PitServer } from '../../app/pit/pit-server.js';
import { StandbyCenter } from '../../app/pit/standby-center.js';
import { type PgCluster, startPgCluster, startPgStandby } from '../support/pg-cluster.js';
import { runSabot } from '../support/run-cli.js';
import { connectPit } from './pit-client.js';
import { central, loopbackPitServer, setPitPin, simulate } from './pit-fixtures.js';

/**
 * The pit's reads on a streaming replica (`--read-pg`): the tables' facts are copied from the
 * standby, the writes (the floor's lines, acknowledgements) go to the primary. A standby whose
 * replay is paused holds the floor where it was, and it catches up once the replay resumes.
 */
let primary: PgCluster;
let standby: PgCluster;
let write: Center;
let read: StandbyCenter;
let server: PitServer;
const dir = mkdtempSync(join(tmpdir(), 'sabot-pit-replica-'));
const log = join(dir, 'bj-7.db');

/** A query on one server of the two, the primary or its standby. */
const on = (cluster: PgCluster, sql: string) => central(cluster.url, sql);

const roundOn = async (seconds = 10) => {
  const client = await connectPit(server.port);
  await client.request('login', { role: 'pit-boss', operator: 'marie', pin: '4826', nonce: client.nonce });
  const floor = async () => ((await client.request('viewFloor', {})).reply as Floor).lines[0]?.round?.number;
  return { client, floor, seconds };
};

beforeAll(async () => {
  primary = await startPgCluster();
  expect((await simulate(log, 3, 1)).code).toBe(0);
  expect((await runSabot('ship', '--db', log, '--pg', primary.url)).code).toBe(0);
  expect((await setPitPin(primary.url, 'pit-boss', 'm', ['4826'])).code).toBe(0);
  standby = await startPgStandby(primary);
  write = new Center(primary.url, { max: 4 });
  read = new StandbyCenter(standby.url, { max: 4 });
  server = await loopbackPitServer(dir, {
    write,
    read,
    checkEveryMs: 200,
    log: () => undefined,
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await write?.close();
  await read?.close();
  await standby?.stop();
  await primary?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the pit server on a streaming replica', () => {
  it('given a standby, then the floor reads the facts there and writes its lines to the primary', async () => {
    expect(await on(standby, 'SELECT pg_is_in_recovery() AS standby')).toEqual([{ standby: true }]);
    const { client, floor } = await roundOn();
    await expect.poll(floor, { timeout: 10_000 }).toBe(3);
    await expect.poll(() => on(primary, 'SELECT table_id FROM pit_floor')).toEqual([{ table_id: 'bj-7' }]);

    // The standby stops replaying: what the table ships now is on the primary only, not on the floor.
    await on(standby, 'SELECT pg_wal_replay_pause()');
    expect((await simulate(log, 1, 2)).code).toBe(0);
    expect((await runSabot('ship', '--db', log, '--pg', primary.url)).code).toBe(0);
    // Five checks of the center after the ship, each of which would have found it on a live standby.
    const from = server.floor.passes().ticks;
    await expect
      .poll(() => server.floor.passes().ticks, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(from + 5);
    expect(await floor()).toBe(3);

    // It replays again: the next second's check finds the table's head ahead of its replica.
    await on(standby, 'SELECT pg_wal_replay_resume()');
    await expect.poll(floor, { timeout: 10_000 }).toBe(4);
    client.close();
  }, 60_000);
});
