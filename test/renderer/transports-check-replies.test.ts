import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import {
  readRefusedError,
  refusedError,
  TABLE_CHANGED,
  TABLE_HELLO,
  TABLE_SOCKET_PATH,
  type TableMessage,
} from '../../app/contract.js';
import type { SabotBridge } from '../../app/preload/bridge-api.js';
import { BridgeTransport } from '../../app/renderer/src/bridge-transport.js';
import { WebSocketTransport } from '../../app/renderer/src/websocket-transport.js';
import { FAKE_TABLE } from '../electron/fixtures/fake-service-env.js';

const MISMATCH =
  /is not what this dashboard understands .*: the table service and the dashboard are not the same version$/;
/** A table from a server of another version: its phases have other names. */
const DRIFTED = { ...FAKE_TABLE, view: { ...FAKE_TABLE.view, phase: 'interval' } };

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.unstubAllGlobals();
});

const NONCE = 'c0ffee00'.repeat(4);
/** What the stand-in server was asked, in order. */
const asked: { op: string; payload: unknown }[] = [];

/**
 * A table server that greets each connection with NONCE, as web mode does, answers every request
 * with `reply` and, on keyIn, pushes `pushes` in turn.
 */
async function serverAnswering(reply: unknown, pushes: unknown[] = []): Promise<string> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, path: TABLE_SOCKET_PATH });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  server.on('connection', (socket) => {
    socket.send(JSON.stringify({ push: TABLE_HELLO, nonce: NONCE }));
    socket.on('message', (data) => {
      const { id, op, payload } = JSON.parse(String(data));
      asked.push({ op, payload });
      socket.send(JSON.stringify({ id, ok: true, reply }));
      if (op === 'keyIn')
        for (const message of pushes) socket.send(JSON.stringify({ push: TABLE_CHANGED, message }));
    });
  });
  cleanups.push(() => server.close());
  return `ws://127.0.0.1:${(server.address() as AddressInfo).port}${TABLE_SOCKET_PATH}`;
}

/** The page's globals the transport uses: the browser's WebSocket is `ws`'s here. */
async function openTransport(url: string): Promise<WebSocketTransport> {
  vi.stubGlobal('WebSocket', WebSocket);
  vi.stubGlobal('window', { setTimeout, location: { host: 'unused' } });
  const transport = new WebSocketTransport(url);
  const opened = new Promise<void>((resolve) => transport.onState((state) => state === 'open' && resolve()));
  transport.start();
  cleanups.push(() => transport.stop());
  await opened;
  return transport;
}

describe('the dashboard checks what the table sends, where it arrives', () => {
  it('given a web-mode server of another version, when the page asks for the table, then it is told so', async () => {
    const transport = await openTransport(await serverAnswering(DRIFTED));
    const answer = await transport.request('viewTable', {});
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.error).toMatch(/^the table's reply to viewTable .*\(view\.phase: /);
    if (!answer.ok) expect(answer.error).toMatch(MISMATCH);
  });

  it('given a good server, its table is handed over whole; a pushed table that drifted is not drawn', async () => {
    const transport = await openTransport(await serverAnswering(FAKE_TABLE, [DRIFTED, FAKE_TABLE]));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    cleanups.push(() => errors.mockRestore());
    expect(await transport.request('viewTable', {})).toEqual({ ok: true, reply: FAKE_TABLE });
    const tables: TableMessage[] = [];
    transport.onTable((table) => tables.push(table));
    // Every request is answered with the table here, which is no outcome: keyIn's answer is refused too.
    const keyed = await transport.request('keyIn', { line: 'h' });
    expect(keyed).toMatchObject({ ok: false, error: expect.stringMatching(/reply to keyIn .*\(ok: /) });
    await vi.waitFor(() => expect(tables).toEqual([FAKE_TABLE]));
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/the table's push .*\(message\.view\.phase: /);
    // The screen's login goes out with the nonce the server greeted this connection with.
    await transport.request('login', { role: 'review', operator: 'li' });
    expect(asked.at(-1)).toEqual({ op: 'login', payload: { role: 'review', operator: 'li', nonce: NONCE } });
  });

  it('inside the Electron window, a reply or a push from the bridge that breaks the contract is refused too', async () => {
    let push: (message: unknown) => void = () => {};
    let pushAlarms: (change: unknown) => void = () => {};
    const bridge = {
      keyIn: async () => ({ ok: 'maybe' }),
      viewTable: async () => FAKE_TABLE,
      onTableChanged: (listener: (message: unknown) => void) => {
        push = listener;
        return () => {};
      },
      onAlarmsChanged: (listener: (change: unknown) => void) => {
        pushAlarms = listener;
        return () => {};
      },
    } as unknown as SabotBridge;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    cleanups.push(() => errors.mockRestore());
    const transport = new BridgeTransport(bridge);
    const tables: TableMessage[] = [];
    transport.onTable((table) => tables.push(table));
    transport.start();
    expect(await transport.request('viewTable', {})).toEqual({ ok: true, reply: FAKE_TABLE });
    expect(await transport.request('keyIn', { line: 'h' })).toMatchObject({
      ok: false,
      error: expect.stringMatching(MISMATCH),
    });
    push(DRIFTED);
    push(FAKE_TABLE);
    expect(tables).toEqual([FAKE_TABLE]);
    const changes: unknown[] = [];
    transport.onAlarms((change) => changes.push(change));
    pushAlarms({ changed: [{ id: 1, kind: 'jam' }], paused: false });
    pushAlarms({ changed: [], paused: false });
    expect(changes).toEqual([{ changed: [], paused: false }]);
  });

  it("given the service's refusal relayed by Electron, then the bridge says its code in the page's language", async () => {
    const said = { code: 'request.unknown-operation', params: { op: 'dropTables' } };
    const bridge = {
      keyIn: async () => {
        // As Electron hands the main process's rejection to the page: its message, wrapped.
        const relayed = refusedError('there is no operation "dropTables"', said).message;
        throw new Error(`Error invoking remote method 'keyIn': Error: ${relayed}`);
      },
      viewTable: async () => {
        throw new Error("Error invoking remote method 'viewTable': Error: the table service closed");
      },
    } as unknown as SabotBridge;
    const transport = new BridgeTransport(bridge);
    // The page's language, as the WordsProvider sets it on <html lang>.
    vi.stubGlobal('document', { documentElement: { lang: 'fr' } });
    cleanups.push(() => vi.unstubAllGlobals());
    expect(await transport.request('keyIn', { line: 'h' })).toEqual({
      ok: false,
      error: 'il n’y a pas d’opération « dropTables »',
    });
    expect(await transport.request('viewTable', {})).toEqual({
      ok: false,
      error: 'the table service closed',
    });
    expect(readRefusedError(refusedError('plain').message)).toEqual({ error: 'plain' });
  });
});
