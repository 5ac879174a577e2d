import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { PIT_SOCKET_PATH } from '../../app/contract/pit-floor.js';
import { Center } from '../../app/core/shipping/center.js';
import { translatorFor } from '../../app/i18n/index.js';
import { type PitServer, startPitServer } from '../../app/pit/pit-server.js';
import { type PgCluster, startPgCluster } from '../support/pg-cluster.js';

let cluster: PgCluster;
let center: Center;
let server: PitServer;

beforeAll(async () => {
  cluster = await startPgCluster();
  center = new Center(cluster.url);
  server = await startPitServer({
    write: center,
    host: '127.0.0.1',
    port: 0,
    beyondLoopback: false,
    log: () => {},
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await center?.close();
  await cluster?.stop();
});

interface Reply {
  readonly ok: boolean;
  readonly error?: string;
  readonly said?: { code: string; params: Record<string, string | number> };
}

/** The pit's answer to one raw frame sent on a fresh floor socket. */
async function answerTo(frame: string | Buffer): Promise<Reply> {
  const socket = new WebSocket(`ws://127.0.0.1:${server.port}${PIT_SOCKET_PATH}`, {
    headers: { Origin: `http://127.0.0.1:${server.port}` },
  });
  try {
    return await new Promise<Reply>((resolve, reject) => {
      socket.once('error', reject);
      socket.on('message', (data) => {
        const parsed = JSON.parse(String(data));
        if (parsed.push === 'hello') socket.send(frame);
        else if (!('push' in parsed)) resolve(parsed);
      });
    });
  } finally {
    socket.close();
  }
}

describe("the pit server's answers to frames that are not requests", () => {
  it('carry a code each language says, beside the English sentence', async () => {
    const unknown = await answerTo(JSON.stringify({ id: 1, op: 'dropTables', payload: {} }));
    expect(unknown).toMatchObject({
      ok: false,
      error: 'there is no operation "dropTables"',
      said: { code: 'request.unknown-operation', params: { op: 'dropTables' } },
    });
    expect(translatorFor('fr').say(unknown.said as NonNullable<Reply['said']>)).toBe(
      'il n’y a pas d’opération « dropTables »',
    );
    const notJson = await answerTo('{not json');
    expect(notJson.said?.code).toBe('request.not-json');
    expect(translatorFor('ru').say(notJson.said as NonNullable<Reply['said']>)).toContain('текст JSON');
    expect((await answerTo(JSON.stringify({ op: 'floor' }))).said?.code).toBe('request.not-envelope');
    expect((await answerTo(Buffer.from([1, 2, 3]))).said?.code).toBe('request.binary');
    const beforeLogin = await answerTo(JSON.stringify({ id: 2, op: 'viewFloor', payload: {} }));
    expect(beforeLogin).toMatchObject({ ok: false, said: { code: 'access.login-first' } });
    expect(translatorFor('fr').say(beforeLogin.said as NonNullable<Reply['said']>)).not.toBe(
      beforeLogin.error,
    );
    const malformedLogin = await answerTo(
      JSON.stringify({ id: 3, op: 'login', payload: { role: 'croupier' } }),
    );
    expect(malformedLogin).toMatchObject({
      ok: false,
      said: { code: 'request.invalid', params: { op: 'login' } },
    });
  });
});
