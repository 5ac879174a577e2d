import WebSocket from 'ws';
import type { OperationName, TableMessage } from '../contract.js';
import { LOOPBACK_HOST } from './service-launch.js';
import { decodeServiceMessage, encodeRequest, TABLE_SOCKET_PATH } from './service-wire.js';

/** The window's process as a client of the table service, over the loopback socket. */
export interface TableServiceClient {
  call(operation: OperationName, request: unknown): Promise<unknown>;
  onTableChanged(listener: (message: TableMessage) => void): void;
  /** Called once when the connection ends, whoever ended it. */
  onClosed(listener: () => void): void;
  close(): void;
}

/** Long enough for a backup or a full verify of a large log; a hung service still surfaces. */
const CALL_TIMEOUT_MS = 60_000;

/**
 * Connects with the launch's secret as a bearer token on the upgrade request, so the service
 * can refuse a stranger before any message is read. Resolves once the socket is open.
 */
export function connectTableService(port: number, secret: string): Promise<TableServiceClient> {
  const origin = `http://${LOOPBACK_HOST}:${port}`;
  const socket = new WebSocket(`ws://${LOOPBACK_HOST}:${port}${TABLE_SOCKET_PATH}`, {
    // The service admits only its own origin (its guard against hostile pages); this process
    // relays for the app's window on the same machine. The secret is what proves it is ours.
    origin,
    headers: { authorization: `Bearer ${secret}` },
    // The service is on this machine: a redirect elsewhere is never legitimate.
    followRedirects: false,
  });
  const pending = new Map<number, { resolve(reply: unknown): void; reject(error: Error): void }>();
  const tableListeners: ((message: TableMessage) => void)[] = [];
  const closedListeners: (() => void)[] = [];
  let nextId = 1;

  socket.on('message', (data) => {
    const message = decodeServiceMessage(data.toString());
    if (message === undefined) return;
    if (message.kind === 'tableChanged') {
      for (const listener of tableListeners) listener(message.message);
      return;
    }
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.kind === 'error') waiting?.reject(new Error(message.error));
    else waiting?.resolve(message.reply);
  });
  socket.on('close', () => {
    for (const waiting of pending.values()) waiting.reject(new Error('the table service closed'));
    pending.clear();
    for (const listener of closedListeners) listener();
  });

  const client: TableServiceClient = {
    call(operation, request) {
      if (socket.readyState !== WebSocket.OPEN)
        return Promise.reject(new Error('the table service is not connected'));
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`the table service did not answer ${operation}`));
        }, CALL_TIMEOUT_MS);
        const settle =
          <T>(finish: (value: T) => void) =>
          (value: T) => {
            clearTimeout(timer);
            finish(value);
          };
        pending.set(id, { resolve: settle(resolve), reject: settle(reject) });
        socket.send(encodeRequest({ id, op: operation, payload: request }));
      });
    },
    onTableChanged: (listener) => void tableListeners.push(listener),
    onClosed: (listener) => void closedListeners.push(listener),
    close: () => socket.close(),
  };

  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      socket.off('error', reject);
      // Errors after opening end in 'close', which rejects what is pending.
      socket.on('error', () => {});
      resolve(client);
    });
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) => {
      reject(new Error(`the table service refused the connection (HTTP ${response.statusCode})`));
      socket.terminate();
    });
  });
}
