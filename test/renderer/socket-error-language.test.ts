import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { WebSocketTransport } from '../../app/renderer/src/websocket-transport.js';
import { SocketClient, servedTable } from '../server/server-fixture.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the socket's internal error, in the page's language", () => {
  it("given an operation that fails inside the server, then the socket's reply carries the error as a code the page says in its language", async () => {
    const fixture = await servedTable();
    // The round list's projection gone from the file under the running table: the read throws.
    const other = new Database(fixture.dbPath);
    other.exec('DROP TABLE round_list');
    other.close();
    const client = await SocketClient.connect(fixture);
    const frame = await client.request('listRounds', {});
    expect(frame).toMatchObject({
      ok: false,
      error: "internal error: listRounds failed; the server's output says why",
      said: { code: 'socket.internal-error', params: { op: 'listRounds' } },
    });
    expect(fixture.logged.some((line) => line.line === 'internal-error')).toBe(true);

    // The dashboard's transport says it in the page's language (the one on <html lang>).
    const origin = fixture.origin;
    vi.stubGlobal(
      'WebSocket',
      class extends WebSocket {
        constructor(url: string) {
          super(url, { origin });
        }
      },
    );
    vi.stubGlobal('window', { setTimeout, location: { host: 'unused' } });
    vi.stubGlobal('document', { documentElement: { lang: 'ru' } });
    const transport = new WebSocketTransport(`ws://127.0.0.1:${fixture.server.port}/table`);
    const opened = new Promise<void>((resolve) =>
      transport.onState((state) => state === 'open' && resolve()),
    );
    transport.start();
    try {
      await opened;
      expect(await transport.request('listRounds', {})).toEqual({
        ok: false,
        error: 'внутренняя ошибка: listRounds не выполнено; причина — в выводе сервера',
      });
    } finally {
      transport.stop();
    }
  });
});
