import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type ServedFixture, servedTable } from './server-fixture.js';

interface Heard {
  readonly status: number;
  readonly language: string | undefined;
  readonly body: string;
}

/** One plain HTTP request as a browser sends it, with its Accept-Language (and any other header). */
function ask(
  fixture: ServedFixture,
  headers: Record<string, string>,
  options: { path?: string; method?: string } = {},
): Promise<Heard> {
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port: fixture.server.port,
        path: options.path ?? '/',
        method: options.method ?? 'GET',
        headers,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            language: response.headers['content-language'],
            body,
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

/** A socket the server refuses at the upgrade: its status and the body that says why. */
function refusedSocket(url: string, headers: Record<string, string>, origin?: string): Promise<Heard> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers, ...(origin !== undefined && { origin }) });
    socket.on('open', () => reject(new Error('the socket was let in')));
    socket.on('error', () => {});
    socket.on('unexpected-response', (_request, response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, language: response.headers['content-language'], body }),
      );
    });
  });
}

describe("the web server's refusals in the language of the request", () => {
  it('given Accept-Language fr or ru, then a wrong path, a wrong method and a wrong name are refused in it; the status stays', async () => {
    const fixture = await servedTable();
    const host = `127.0.0.1:${fixture.server.port}`;
    expect(
      await ask(
        fixture,
        { Host: host, 'Accept-Language': 'fr-CH, fr;q=0.9, en;q=0.5' },
        { path: '/nothing.js' },
      ),
    ).toEqual({
      status: 404,
      language: 'fr',
      body: 'introuvable\n',
    });
    expect(await ask(fixture, { Host: host, 'Accept-Language': 'ru-RU' }, { method: 'POST' })).toEqual({
      status: 405,
      language: 'ru',
      body: 'панель открывается запросом GET\n',
    });
    expect(
      await ask(fixture, { Host: `evil.example:${fixture.server.port}`, 'Accept-Language': 'fr' }),
    ).toEqual({
      status: 421,
      language: 'fr',
      body: 'ce serveur ne répond pas à ce nom\n',
    });
    // A browser that asks for no language the table speaks reads English.
    expect(
      await ask(fixture, { Host: host, 'Accept-Language': 'de-DE' }, { path: '/nothing.js' }),
    ).toMatchObject({
      status: 404,
      language: 'en',
      body: 'not found\n',
    });
  });

  it("given Accept-Language ru or fr, then the table's socket refuses a foreign origin and a wrong path in it, 403", async () => {
    const fixture = await servedTable();
    const base = `ws://127.0.0.1:${fixture.server.port}`;
    expect(await refusedSocket(`${base}/table`, { 'Accept-Language': 'ru' }, 'http://evil.example')).toEqual({
      status: 403,
      language: 'ru',
      body: 'подключиться может только панель, открытая с адреса самого сервера\n',
    });
    expect(await refusedSocket(`${base}/other`, { 'Accept-Language': 'fr' }, fixture.origin)).toEqual({
      status: 403,
      language: 'fr',
      body: 'la connexion de ce serveur est /table\n',
    });
  });
});
