import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Floor, FloorLine, PitAlarm, PitPush } from '../../app/contract/pit-floor.js';
import { readShiftReport } from '../../app/core/books/shift-report-reader.js';
import { listRoundPage } from '../../app/core/review/table-review.js';
import { Center } from '../../app/core/shipping/center.js';
import { TableService } from '../../app/core/table/table-service.js';
import { type PitServer, startPitServer } from '../../app/pit/pit-server.js';
import { type PgCluster, startPgCluster } from '../support/pg-cluster.js';
import { runSabot, runSabotWithInput } from '../support/run-cli.js';
import { fetchOverTls, selfSigned } from '../support/self-signed.js';
import { garbledFrameDuringLastRound } from './garbled-frame.js';
import { connectPit, type PitClient } from './pit-client.js';
import { central, loopbackPitServer, setPitPin, simulate, simulatedDays } from './pit-fixtures.js';

let cluster: PgCluster;
let center: Center;
let server: PitServer;
// One folder for the whole file: the tables' logs grow from one test to the next.
const dir = mkdtempSync(join(tmpdir(), 'sabot-pit-server-'));
const booked = join(dir, 'bj-1.db');
const growing = join(dir, 'bj-2.db');
const lines: string[] = [];

const ship = async (db: string) =>
  expect((await runSabot('ship', '--db', db, '--pg', cluster.url)).code).toBe(0);

async function loggedIn(role: 'pit-boss' | 'review', operator: string, pin: string): Promise<PitClient> {
  const client = await connectPit(server.port);
  const login = await client.request('login', { role, operator, pin, nonce: client.nonce });
  expect(login).toEqual({ id: expect.anything(), ok: true, reply: { ok: true } });
  return client;
}

const lineOf = (floor: { lines: readonly FloorLine[] }, table: string) =>
  floor.lines.find((line) => line.table === table);

beforeAll(async () => {
  cluster = await startPgCluster();
  // The booked table's hour of play inside the gaming day the pit report is of (from 06:00): half
  // an hour ago, or just after 06:00 when half an hour ago was still the day before.
  const dayStart = new Date();
  if (dayStart.getHours() < 6) dayStart.setDate(dayStart.getDate() - 1);
  dayStart.setHours(6, 1, 0, 0);
  const now = new Date(Math.max(Date.now() - 30 * 60_000, dayStart.getTime())).toISOString();
  expect((await runSabot(...simulatedDays(booked, { seed: 3, from: now }))).code).toBe(0);
  expect((await simulate(growing, 4, 5)).code).toBe(0);
  garbledFrameDuringLastRound(growing);
  await ship(booked);
  await ship(growing);
  expect((await setPitPin(cluster.url, 'pit-boss', 'manager', ['4826'])).code).toBe(0);
  // The first review PIN is the pit boss's to give: it asks the pit boss's PIN first.
  expect((await setPitPin(cluster.url, 'review', 'manager', ['4826', '7391'])).code).toBe(0);
  center = new Center(cluster.url, { max: 6 });
  server = await loopbackPitServer(dir, {
    write: center,
    lagAfterSeconds: 2,
    checkEveryMs: 200,
    log: (line) => lines.push(JSON.stringify(line)),
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await center?.close();
  await cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the pit server', () => {
  it('given PINs at the center, then a wrong PIN is refused and journaled centrally, and nothing is answered before a login', async () => {
    const client = await connectPit(server.port);
    expect((await client.request('viewFloor', {})).ok).toBe(false);
    const wrong = await client.request('login', {
      role: 'pit-boss',
      operator: 'eve',
      pin: '1111',
      nonce: client.nonce,
    });
    expect(wrong.reply).toMatchObject({
      ok: false,
      refusal: { code: 'pin.wrong', params: { role: 'pit-boss' } },
    });
    const other = await client.request('login', {
      role: 'pit-boss',
      operator: 'eve',
      pin: '4826',
      nonce: 'f'.repeat(32),
    });
    expect(other.reply).toMatchObject({ ok: false, refusal: { code: 'login.other-connection' } });
    client.close();
    await expect
      .poll(() =>
        central(cluster.url, "SELECT operator, role FROM pit_center_journal WHERE action = 'wrong-pin'"),
      )
      .toEqual([{ operator: 'eve', role: 'pit-boss' }]);
    expect(await central(cluster.url, 'SELECT hash FROM pit_pins')).not.toContainEqual({ hash: '4826' });
  });

  it("given two shipped tables, then each floor line is folded from its replica by the table's own readers", async () => {
    const client = await loggedIn('review', 'surveillance', '7391');
    await expect
      .poll(async () => ((await client.request('viewFloor', {})).reply as Floor).lines.length)
      .toBe(2);
    const floor = (await client.request('viewFloor', {})).reply as Floor;
    const report = readShiftReport(booked).report;
    expect(lineOf(floor, 'bj-1')).toMatchObject({
      status: 'closed',
      game: expect.any(String),
      profile: 'classic-6d',
      day: report.day,
      drop: report.drop,
      win: report.win,
      hold: report.hold,
    });
    expect(lineOf(floor, 'bj-1')?.roundsPerHour).toBeGreaterThan(0);
    expect(lineOf(floor, 'bj-1')?.croupier).not.toBeNull();
    const local = TableService.open({ dbPath: growing });
    const last = local.log.lastPosition();
    const rounds = listRoundPage(local, {});
    local.close();
    expect(lineOf(floor, 'bj-2')).toMatchObject({
      round: { number: 4, state: 'settled' },
      shipping: { head: last, replica: last },
    });
    const listed = await client.request('review', { table: 'bj-2', op: 'listRounds', payload: {} });
    expect(listed.reply).toEqual(rounds);
    expect((await client.request('review', { table: 'bj-2', op: 'verifyLog', payload: {} })).reply).toEqual({
      ok: true,
      events: last,
    });
    expect(await central(cluster.url, 'SELECT count(*)::int AS n FROM pit_floor')).toEqual([{ n: 2 }]);
    client.close();
  });

  it('given a table that ships more, then its new line is pushed at once without asking', async () => {
    const client = await loggedIn('review', 'surveillance', '7391');
    expect((await simulate(growing, 2, 6)).code).toBe(0);
    const started = Date.now();
    await ship(growing);
    const pushed = await client.until(
      (push): push is Extract<PitPush, { push: 'floorChanged' }> =>
        push.push === 'floorChanged' &&
        push.lines.some((line) => line.table === 'bj-2' && line.round?.number === 6),
    );
    expect(Date.now() - started).toBeLessThan(3000);
    expect(lineOf(pushed, 'bj-2')?.shipping.replica).toBe(lineOf(pushed, 'bj-2')?.shipping.head);
    client.close();
  });

  it('given shipped tables, then the floor searches rounds across them and gives the pit report of the day', async () => {
    const client = await loggedIn('review', 'surveillance', '7391');
    await expect
      .poll(async () =>
        (
          (await client.request('searchRounds', { flag: 'alarm' })).reply as {
            table: string;
            round: number;
          }[]
        ).map(({ table, round }) => `${table}:${round}`),
      )
      .toEqual(['bj-2:4']);
    const bettor = (await client.request('searchRounds', { bettor: 'box1', table: 'bj-2' }))
      .reply as unknown[];
    expect(bettor.length).toBeGreaterThan(0);
    const report = (await client.request('pitReport', {})).reply as {
      day: string;
      tables: { table: string; drop: number }[];
      totals: { tableCount: number };
    };
    expect(report.tables.find((table) => table.table === 'bj-1')?.drop).toBe(
      readShiftReport(booked).report.drop,
    );
    expect(report.totals.tableCount).toBe(2);
    client.close();
  });

  it("given the reader's garbled frame in a round, then the table's alarm is raised centrally with a message code", async () => {
    await expect
      .poll(
        () => central(cluster.url, "SELECT table_id, subject, code FROM pit_alarms WHERE kind = 'table'"),
        {
          timeout: 5000,
        },
      )
      .toEqual([{ table_id: 'bj-2', subject: 'round:4', code: 'pit.round-alarm' }]);
  });

  it('given tables silent past the lag, then the lag alarm is pushed, review may not acknowledge it, and the pit boss does, journaled with the author', async () => {
    const boss = await loggedIn('pit-boss', 'marie', '4826');
    const lagOf = (alarms: readonly PitAlarm[]) =>
      alarms.find((alarm) => alarm.kind === 'lag' && alarm.table === 'bj-1');
    await expect
      .poll(async () => lagOf(((await boss.request('viewFloor', {})).reply as Floor).alarms), {
        timeout: 8000,
      })
      .toBeDefined();
    const lag = lagOf(((await boss.request('viewFloor', {})).reply as Floor).alarms) as PitAlarm;
    expect(lag).toMatchObject({ code: 'pit.lag', acknowledged: null, params: { table: 'bj-1' } });

    const review = await loggedIn('review', 'surveillance', '7391');
    const refused = await review.request('acknowledgeAlarm', { alarm: lag.id });
    expect(refused).toMatchObject({ ok: false, error: expect.stringContaining('acknowledgeAlarm') });
    review.close();

    const acknowledged = await boss.request('acknowledgeAlarm', { alarm: lag.id });
    expect(acknowledged.reply).toEqual({ ok: true });
    const again = await boss.request('acknowledgeAlarm', { alarm: lag.id });
    expect(again.reply).toMatchObject({
      ok: false,
      refusal: { code: 'pit.already-acknowledged', params: { operator: 'marie' } },
    });
    await boss.until(
      (push) =>
        push.push === 'pitAlarmsChanged' &&
        push.alarms.some((alarm) => alarm.id === lag.id && alarm.acknowledged?.operator === 'marie'),
    );
    expect(
      await central(
        cluster.url,
        "SELECT operator, role, table_id, alarm_id::int AS alarm FROM pit_center_journal WHERE action = 'acknowledge'",
      ),
    ).toEqual([{ operator: 'marie', role: 'pit-boss', table_id: 'bj-1', alarm: lag.id }]);
    await expect
      .poll(() =>
        central(
          cluster.url,
          "SELECT operator, role, detail->>'code' AS code FROM pit_center_journal WHERE action = 'refused' ORDER BY id",
        ),
      )
      .toEqual([
        { operator: 'surveillance', role: 'review', code: 'access.review-only' },
        { operator: 'marie', role: 'pit-boss', code: 'pit.already-acknowledged' },
      ]);
    boss.close();
  });

  it('given PostgreSQL restarted, then the floor listens again and pushes the next fact', async () => {
    const client = await loggedIn('review', 'surveillance', '7391');
    await cluster.halt();
    await cluster.start();
    expect((await simulate(growing, 1, 7)).code).toBe(0);
    await ship(growing);
    await client.until(
      (push) =>
        push.push === 'floorChanged' &&
        push.lines.some((line) => line.table === 'bj-2' && line.round?.number === 7),
      15_000,
    );
    client.close();
  }, 30_000);

  it('given facts shipped one round at a time, then each is on the floor within a second of its storing', async () => {
    const client = await loggedIn('review', 'surveillance', '7391');
    const waits: number[] = [];
    for (let round = 0; round < 5; round++) {
      expect((await simulate(growing, 1, 20 + round)).code).toBe(0);
      const local = TableService.open({ dbPath: growing });
      const last = local.log.lastPosition();
      local.close();
      await ship(growing);
      const stored = Date.now();
      await client.until(
        (push) =>
          push.push === 'floorChanged' &&
          push.lines.some((line) => line.table === 'bj-2' && line.shipping.replica === last),
      );
      waits.push(Date.now() - stored);
    }
    expect(Math.max(...waits)).toBeLessThan(1000);
    client.close();
  });

  it('given a page of another origin, then its socket is refused before any frame', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${server.port}/pit`, {
      headers: { Origin: 'http://evil.example' },
    });
    const status = await new Promise<number>((resolve) => {
      socket.on('unexpected-response', (_, response) => resolve(response.statusCode ?? 0));
      socket.on('open', () => resolve(101));
    });
    expect(status).toBe(403);
  });

  it('given a certificate and key, then the floor view is served over HTTPS with its CSP and the pit over WSS', async () => {
    const tls = selfSigned();
    const secure = await startPitServer({
      write: center,
      host: '127.0.0.1',
      port: 0,
      beyondLoopback: false,
      tls: { cert: tls.cert, key: tls.key },
      rendererDir: join(dir, 'renderer'),
      log: (line) => lines.push(JSON.stringify(line)),
    });
    try {
      const page = await fetchOverTls(secure.url, tls.cert);
      expect(page.status).toBe(200);
      expect(page.body).toContain('floor');
      expect(String(page.headers['content-security-policy'])).toContain(
        `connect-src 'self' wss://127.0.0.1:${secure.port}`,
      );
      const socket = new WebSocket(`wss://127.0.0.1:${secure.port}/pit`, {
        ca: tls.cert,
        headers: { Origin: `https://127.0.0.1:${secure.port}` },
      });
      const hello = await new Promise<{ push: string; nonce: string }>((resolve, reject) => {
        socket.once('message', (data) => resolve(JSON.parse(String(data))));
        socket.once('error', reject);
      });
      const reply = new Promise<unknown>((resolve) =>
        socket.once('message', (data) => resolve(JSON.parse(String(data)))),
      );
      socket.send(
        JSON.stringify({
          id: 1,
          op: 'login',
          payload: { role: 'pit-boss', operator: 'marie', pin: '4826', nonce: hello.nonce },
        }),
      );
      expect(await reply).toEqual({ id: 1, ok: true, reply: { ok: true } });
      socket.close();
    } finally {
      await secure.close();
    }
  });

  it('given a role the pit has not, a PIN of the wrong form or no center, then sabot pit pin set refuses it in a sentence', async () => {
    const role = await setPitPin(cluster.url, 'croupier', 'x', ['4826']);
    expect(role).toMatchObject({ code: 2, err: expect.stringContaining('there is no pit role croupier') });
    const form = await setPitPin(cluster.url, 'review', 'x', ['7391', '12ab']);
    expect(form.code).toBe(3);
    expect(form.err).toContain('PIN');
    const away = await setPitPin('postgres://sabot@127.0.0.1:1/none', 'review', 'x', ['4826']);
    expect(away).toMatchObject({ code: 1, err: expect.stringContaining('cannot be reached') });
    expect(await central(cluster.url, "SELECT count(*)::int AS n FROM pit_pins WHERE set_by = 'x'")).toEqual([
      { n: 0 },
    ]);
  });

  it('given a table opened with a tray other than its last closer, then the opener alarm is raised, and cleared once it closes', async () => {
    const db = join(dir, 'bj-5.db');
    const from = new Date(Date.now() - 3 * 3_600_000).toISOString();
    // The tray counted at the open and the close: ten 25s, as the pit boss and the croupier sign it,
    // each by badge with their own PIN (the simulated days enrol a register: supervisor and
    // manager 101, croupiers from 1001).
    const countedTray = (step: 'open' | 'close') =>
      runSabotWithInput(
        ['4826', '1357'],
        ...['books', step, '--db', db, '--operator', '101', '--croupier', '1001', '--count', '25=10'],
      );
    expect((await runSabot(...simulatedDays(db, { seed: 8, from }))).code).toBe(0);
    // The register's first PINs: the manager sets hers (the register is still being set up), then the croupier's.
    expect((await runSabotWithInput(['4826'], 'staff', 'pin', '--db', db, '--badge', '101')).err).toBe('');
    expect(
      (
        await runSabotWithInput(
          ['4826', '1357'],
          'staff',
          'pin',
          '--db',
          db,
          '--badge',
          '1001',
          '--by',
          '101',
        )
      ).err,
    ).toBe('');
    expect((await countedTray('open')).code).toBe(0);
    await ship(db);
    const opener =
      "SELECT code, params->>'opener' AS opener, cleared_at IS NULL AS open FROM pit_alarms WHERE table_id = 'bj-5' AND subject = 'opener'";
    await expect
      .poll(() => central(cluster.url, opener), { timeout: 5000 })
      .toEqual([{ code: 'pit.opener-differs', opener: '250', open: true }]);
    expect((await countedTray('close')).code).toBe(0);
    await ship(db);
    await expect
      .poll(() => central(cluster.url, opener), { timeout: 5000 })
      .toEqual([{ code: 'pit.opener-differs', opener: '250', open: false }]);
  });
});
