import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { TABLE_SOCKET_PATH } from '../../app/contract.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { runSabot } from '../support/run-cli.js';
import { fetchOverTls, selfSigned } from '../support/self-signed.js';
import { CROUPIER_PIN, type Frame, SocketClient, servedTable } from './server-fixture.js';

describe('web mode over TLS', () => {
  it('serves the dashboard over HTTPS and the table over WSS, where a login works as over WS', async () => {
    const tls = selfSigned();
    const fixture = await servedTable({ beyondLoopback: true, tls });
    expect(fixture.server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/$/);
    const page = await fetchOverTls(fixture.server.url, tls.cert);
    expect(page.status).toBe(200);
    expect(page.body).toContain('stand-in dashboard');
    expect(String(page.headers['content-security-policy'])).toContain(`connect-src 'self' wss://127.0.0.1:`);

    const client = await SocketClient.connect(fixture, fixture.origin, { ca: tls.cert });
    expect(client.nonce).toMatch(/^[0-9a-f]{32}$/);
    const login = await client.request('login', { role: 'croupier', operator: 'marta', pin: CROUPIER_PIN });
    expect(login.reply).toEqual({ ok: true });
    expect((await client.request('viewTable', {})).ok).toBe(true);
    // Beyond loopback with TLS there is nothing to warn of.
    expect(fixture.logged).toEqual([]);
  });

  it('refuses a page of the plain-HTTP origin on the TLS server', async () => {
    const tls = selfSigned();
    const fixture = await servedTable({ tls });
    const { port } = fixture.server;
    const outcome = (origin: string) =>
      new Promise<number | 'open'>((resolve) => {
        const socket = new WebSocket(`wss://127.0.0.1:${port}${TABLE_SOCKET_PATH}`, { origin, ca: tls.cert });
        socket.once('open', () => {
          socket.close();
          resolve('open');
        });
        socket.once('unexpected-response', (_, response) => resolve(response.statusCode ?? 0));
        socket.once('error', () => undefined);
      });
    expect(await outcome(`http://127.0.0.1:${port}`)).toBe(403);
    expect(await outcome(`https://127.0.0.1:${port}`)).toBe('open');
  });

  it('says on start, beyond loopback without TLS, that PINs travel in clear; not on loopback', async () => {
    const clear = await servedTable({ beyondLoopback: true });
    expect(clear.logged).toEqual([{ line: 'clear-text' }]);
    const loopback = await servedTable();
    expect(loopback.logged).toEqual([]);
  });

  it('sabot serve takes the certificate and its key together, and says which file it cannot read', async () => {
    const db = join(tempDir(), 'table.db');
    const alone = await runSabot('serve', '--db', db, '--tls-cert', 'cert.pem');
    expect(alone.code).toBe(2);
    expect(alone.err).toContain('--tls-cert and --tls-key go together');
    const missing = await runSabot(
      'serve',
      '--db',
      db,
      '--tls-cert',
      '/nonexistent/cert.pem',
      '--tls-key',
      'k.pem',
    );
    expect(missing.err).toContain('cannot read the TLS certificate /nonexistent/cert.pem: it does not exist');
    expect((await runSabot('serve', '--help')).out).toContain('--tls-key');
    expect((await runSabot('start', '--help')).out).toContain('--tls-cert');
  });
});

describe('a login bound to its connection', () => {
  it('refuses a login frame captured on one connection and replayed on another', async () => {
    const fixture = await servedTable({ beyondLoopback: true });
    const marta = await SocketClient.connect(fixture);
    const captured = JSON.stringify({
      id: 'login-1',
      op: 'login',
      payload: { role: 'croupier', operator: 'marta', pin: CROUPIER_PIN, nonce: marta.nonce },
    });
    expect(await marta.sendRaw(captured)).toMatchObject({ ok: true, reply: { ok: true } });

    const replayer = await SocketClient.connect(fixture);
    expect(replayer.nonce).not.toBe(marta.nonce);
    const replayed: Frame = await replayer.sendRaw(captured);
    expect(replayed.reply).toEqual({
      ok: false,
      reason:
        'this login was made for another connection and is refused on this one: log in again from this screen',
    });
    expect(await replayer.request('viewTable', {})).toMatchObject({
      ok: false,
      error: 'log in first: croupier, pit boss or review',
    });
    const bare = await replayer.request('login', {
      role: 'croupier',
      operator: 'marta',
      pin: CROUPIER_PIN,
      nonce: undefined,
    });
    expect((bare.reply as { reason: string }).reason).toMatch(/^a login carries the nonce/);

    // Refused before any login: counted, and in the connection's summary when it closes.
    await replayer.close(fixture);
    const summary = fixture.table.service.log.journalFrom(1).at(-1);
    expect(summary?.asked).toMatchObject({
      beforeLogin: { 'login.other-connection login': 1, 'login.nonce-missing login': 1 },
    });
  });
});
