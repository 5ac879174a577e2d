import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { PIT_SOCKET_PATH } from '../../app/contract/pit-floor.js';
import { TABLE_SOCKET_PATH } from '../../app/contract.js';
import { Center } from '../../app/core/shipping/center.js';
import type { PitServer } from '../../app/pit/pit-server.js';
import { loopbackPitServer } from '../pit/pit-fixtures.js';
import { CROUPIER_PIN, type ServedFixture, servedTable } from '../server/server-fixture.js';
import { central } from '../support/central-query.js';
import { type PgCluster, startPgCluster } from '../support/pg-cluster.js';
import { runSabotWithInput } from '../support/run-cli.js';

/**
 * The socket host's security, asked of both servers it carries: the table's and the pit's. A
 * refusal one of them learns, the other must too; every case runs against each.
 */
interface Subject {
  readonly port: number;
  readonly socketPath: string;
  /** A login of the role whose lockout is tested, with the PIN given. */
  login(pin: string, nonce: string): unknown;
  readonly rightPin: string;
  /** The journal's summaries of connections closed before a login: what each was refused. */
  beforeLoginSummaries(): Promise<Record<string, number>[]>;
}

const PIT_BOSS_PIN = '4826';
let cluster: PgCluster;
let center: Center;
let pitServer: PitServer;
let table: ServedFixture;
const dir = mkdtempSync(join(tmpdir(), 'sabot-both-servers-'));

beforeAll(async () => {
  cluster = await startPgCluster();
  const set = await runSabotWithInput(
    [PIT_BOSS_PIN],
    ...['pit', 'pin', 'set', '--pg', cluster.url, '--role', 'pit-boss', '--operator', 'manager'],
  );
  expect(set.code, set.err).toBe(0);
  center = new Center(cluster.url, { max: 4 });
  pitServer = await loopbackPitServer(dir, { write: center, log: () => undefined });
}, 120_000);

afterAll(async () => {
  await pitServer?.close();
  await center?.close();
  await cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const subjects: Record<string, () => Promise<Subject>> = {
  "the table's server": async () => {
    // Served anew for each case (the fixture closes it after each test), logins required.
    table = await servedTable({ beyondLoopback: true });
    return {
      port: table.server.port,
      socketPath: TABLE_SOCKET_PATH,
      login: (pin, nonce) => ({ role: 'croupier', operator: 'mallory', pin, nonce }),
      rightPin: CROUPIER_PIN,
      beforeLoginSummaries: async () =>
        table.table.service.log
          .journalFrom(1)
          .map((entry) => (entry.asked as { beforeLogin?: Record<string, number> } | undefined)?.beforeLogin)
          .filter((summary) => summary !== undefined),
    };
  },
  'the pit server': async () => ({
    port: pitServer.port,
    socketPath: PIT_SOCKET_PATH,
    login: (pin, nonce) => ({ role: 'pit-boss', operator: 'mallory', pin, nonce }),
    rightPin: PIT_BOSS_PIN,
    beforeLoginSummaries: async () =>
      (
        await central<{ summary: Record<string, number> }>(
          cluster.url,
          "SELECT detail->'asked'->'beforeLogin' AS summary FROM pit_center_journal WHERE detail->'asked' ? 'beforeLogin' ORDER BY id",
        )
      ).map((row) => row.summary),
  }),
};

/** The status an upgrade was refused with and its body, or "open". */
function upgrade(
  subject: Subject,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number | 'open'; body: string }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`ws://127.0.0.1:${subject.port}${path}`, { headers });
    socket.once('open', () => {
      socket.close();
      resolve({ status: 'open', body: '' });
    });
    socket.once('unexpected-response', (_, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body });
        socket.terminate();
      });
    });
    socket.once('error', () => undefined);
  });
}

/** A raw client: the hello's nonce, then each frame sent answered in order. */
async function connect(subject: Subject): Promise<{
  nonce: string;
  socket: WebSocket;
  ask(
    frame: string | Buffer,
  ): Promise<{ id?: unknown; ok?: boolean; reply?: unknown; said?: { code: string } }>;
  closed: Promise<number>;
}> {
  const socket = new WebSocket(`ws://127.0.0.1:${subject.port}${subject.socketPath}`, {
    headers: { Origin: `http://127.0.0.1:${subject.port}` },
  });
  const answers: unknown[] = [];
  const waiting: ((frame: never) => void)[] = [];
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  const nonce = await new Promise<string>((resolve, reject) => {
    socket.once('error', reject);
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { push?: string; nonce?: string };
      if (frame.push === 'hello' && frame.nonce) resolve(frame.nonce);
      else if (!frame.push) {
        const next = waiting.shift();
        if (next) next(frame as never);
        else answers.push(frame);
      }
    });
  });
  return {
    nonce,
    socket,
    closed,
    ask: (frame) =>
      new Promise((resolve) => {
        socket.send(frame);
        const already = answers.shift();
        if (already) resolve(already as never);
        else waiting.push(resolve as never);
      }),
  };
}

/** A page asked under another name (the Host header fetch will not set). */
function underName(port: number, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path: '/', headers: { Host: host } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

const ownOrigin = (subject: Subject) => `http://127.0.0.1:${subject.port}`;

describe.each(Object.keys(subjects))('%s, on the one socket host', (name) => {
  const subject = () => subjects[name]?.() as Promise<Subject>;

  it('refuses a foreign Origin, no Origin, a foreign Host and another path, each with a coded sentence in the asked language', async () => {
    const served = await subject();
    const own = ownOrigin(served);
    expect((await upgrade(served, served.socketPath, { Origin: own })).status).toBe('open');
    const foreign = await upgrade(served, served.socketPath, { Origin: 'http://evil.example' });
    expect(foreign).toEqual({
      status: 403,
      body: "only the dashboard served from this server's own origin may connect\n",
    });
    expect((await upgrade(served, served.socketPath, {})).status).toBe(403);
    const rebound = await upgrade(served, served.socketPath, {
      Host: `evil.example:${served.port}`,
      Origin: `http://evil.example:${served.port}`,
    });
    expect(rebound).toEqual({ status: 403, body: 'this server does not answer to that name\n' });
    const french = await upgrade(served, '/elsewhere', { Origin: own, 'Accept-Language': 'fr' });
    expect(french.status).toBe(403);
    expect(french.body).toContain(served.socketPath);
    expect(french.body).not.toMatch(/socket is/);
    const wrongName = await underName(served.port, `evil.example:${served.port}`);
    expect(wrongName).toEqual({ status: 421, body: 'this server does not answer to that name\n' });
  });

  it('serves nothing outside its folder, with its security headers on what it serves', async () => {
    const served = await subject();
    for (const path of ['/../table.db', '/%2e%2e/%2e%2e/etc/passwd', '/assets/%2e%2e/%2e%2e/package.json']) {
      const response = await fetch(`http://127.0.0.1:${served.port}${path}`);
      expect(response.status, path).toBe(404);
    }
    const page = await fetch(`http://127.0.0.1:${served.port}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it('closes a socket that sends a 10 MB frame, and answers the next connection', async () => {
    const served = await subject();
    const flooding = await connect(served);
    flooding.socket.send(Buffer.alloc(10 * 1024 * 1024, 0x61).toString());
    expect(await flooding.closed).toBe(1009);
    const next = await connect(served);
    expect(next.nonce).toMatch(/^[0-9a-f]{32}$/);
    next.socket.close();
  });

  it('answers malformed frames with their codes and journals them as one summary when the connection closes', async () => {
    const served = await subject();
    const before = (await served.beforeLoginSummaries()).length;
    const client = await connect(served);
    expect((await client.ask('not json')).said?.code).toBe('request.not-json');
    expect((await client.ask(Buffer.from([1, 2, 3]))).said?.code).toBe('request.binary');
    expect(await client.ask('{"id":7,"op":"nothing-such","payload":{}}')).toMatchObject({
      id: 7,
      ok: false,
      said: { code: 'request.unknown-operation' },
    });
    expect((await client.ask('{"id":8}')).said?.code).toBe('request.not-envelope');
    client.socket.close();
    await expect
      .poll(async () => (await served.beforeLoginSummaries()).length, { timeout: 20_000 })
      .toBeGreaterThan(before);
    expect((await served.beforeLoginSummaries()).at(-1)).toEqual({
      'request.not-json': 1,
      'request.binary': 1,
      'request.unknown-operation': 1,
      'request.not-envelope': 1,
    });
  });

  it('locks logins after five wrong PINs on a connection: the right PIN is then refused too', async () => {
    const served = await subject();
    const client = await connect(served);
    const login = (pin: string) =>
      client.ask(JSON.stringify({ id: pin, op: 'login', payload: served.login(pin, client.nonce) }));
    for (const pin of ['0001', '0002', '0003', '0004', '0005'])
      expect((await login(pin)).reply).toMatchObject({ ok: false });
    const locked = (await login(served.rightPin)).reply as { ok: boolean; reason: string };
    expect(locked.ok).toBe(false);
    expect(locked.reason).toMatch(/locked until/);
    const fresh = await connect(served);
    // The lock is the connection's: the address's own lock needs more attempts than these.
    const opened = await fresh.ask(
      JSON.stringify({ id: 1, op: 'login', payload: served.login(served.rightPin, fresh.nonce) }),
    );
    expect(opened.reply).toMatchObject({ ok: true });
    client.socket.close();
    fresh.socket.close();
  });
});
