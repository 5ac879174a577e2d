import WebSocket from 'ws';
import {
  type AlarmChange,
  hearFrame,
  type OperationName,
  type RequestFrame,
  refusedError,
  TABLE_CHANGED,
  TABLE_HELLO,
  TABLE_SOCKET_PATH,
  type TableMessage,
} from '../contract.js';
import { LOOPBACK_HOST } from './service-launch.js';

/** The window's process as a client of the table service, over the loopback socket. */
export interface TableServiceClient {
  call(operation: OperationName, request: unknown): Promise<unknown>;
  onTableChanged(listener: (message: TableMessage) => void): void;
  onAlarmsChanged(listener: (change: AlarmChange) => void): void;
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
  const alarmListeners: ((change: AlarmChange) => void)[] = [];
  const closedListeners: (() => void)[] = [];
  let nextId = 1;
  // The service's hello: a login relayed for the window carries it, as the browser's transport does.
  let nonce: string | null = null;
  let greeted = (): void => {};

  // Web mode's frames, as the contract has them. One whose envelope or pushed table breaks the
  // contract is said on the output and dropped; a reply is checked by the IPC guard.
  socket.on('message', (data) => {
    const heard = hearFrame(data.toString());
    if (!heard.ok) {
      process.stderr.write(`sabot: ${heard.problem}\n`);
      return;
    }
    const { frame } = heard;
    if ('push' in frame) {
      if (frame.push === TABLE_HELLO) {
        nonce = frame.nonce;
        greeted();
        return;
      }
      if (frame.push === TABLE_CHANGED) for (const listener of tableListeners) listener(frame.message);
      else for (const listener of alarmListeners) listener(frame.change);
      return;
    }
    // Only numeric ids are this client's own.
    const id = typeof frame.id === 'number' ? frame.id : Number.NaN;
    const waiting = pending.get(id);
    pending.delete(id);
    if (frame.ok) waiting?.resolve(frame.reply);
    else waiting?.reject(refusedError(frame.error, frame.said));
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
        const payload = operation === 'login' ? { ...(request as object), nonce } : request;
        socket.send(JSON.stringify({ id, op: operation, payload } satisfies RequestFrame));
      });
    },
    onTableChanged: (listener) => void tableListeners.push(listener),
    onAlarmsChanged: (listener) => void alarmListeners.push(listener),
    onClosed: (listener) => void closedListeners.push(listener),
    close: () => socket.close(),
  };

  return new Promise((resolve, reject) => {
    // Open once greeted: the hello is the connection's first frame, and a login needs its nonce.
    greeted = () => {
      greeted = () => {};
      socket.off('error', reject);
      // Errors after opening end in 'close', which rejects what is pending.
      socket.on('error', () => {});
      resolve(client);
    };
    socket.once('error', reject);
    socket.once('close', () => reject(new Error('the table service closed the connection before its hello')));
    socket.once('unexpected-response', (_request, response) => {
      reject(new Error(`the table service refused the connection (HTTP ${response.statusCode})`));
      socket.terminate();
    });
  });
}
