import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type RequestListener } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { ALARMS_CHANGED, type PushFrame, TABLE_CHANGED, TABLE_SOCKET_PATH } from '../contract.js';
import type { LiveTable } from '../core/devices/live-table.js';
import { PinGate } from '../core/roles/pin-gate.js';
import { PitBossDesk } from '../core/table/pit-boss-desk.js';
import type { CodedMessage } from '../i18n/index.js';
import { hostAllowed, originAllowed } from './origins.js';
import { ReaderThread } from './reader-thread.js';
import { httpRefusals, refusalBody } from './refusal-body.js';
import { builtRendererDir, serveRendererFile } from './renderer-files.js';
import type { ServedTable } from './served-table.js';
import type { ServerLine } from './server-line.js';
import type { SessionPins } from './session-pins.js';
import { TableConnection } from './table-connection.js';
import { tableMessage } from './table-message.js';

/** No request of the contract comes near this; a larger frame is refused by ws itself. */
const MAX_FRAME_BYTES = 64 * 1024;

export interface WebServerOptions {
  readonly table: LiveTable;
  readonly dbPath: string;
  /** 127.0.0.1 unless the operator asked to listen beyond loopback. */
  readonly host: string;
  /** 0 for any free port. */
  readonly port: number;
  /** Beyond loopback: every connection logs in first, and the machine's addresses are its own origins. */
  readonly beyondLoopback: boolean;
  readonly sessionPins?: SessionPins;
  /**
   * Set when the Electron shell started this service: a secret made new at each launch, which a
   * socket must present (`Authorization: Bearer …`), so no other local program can drive the table.
   */
  readonly serviceSecret?: string;
  /** Who keys at the table when nobody logged in (on loopback). */
  readonly operator: string;
  readonly rendererDir?: string;
  /** The operator's terminal: the command says each line in its language. */
  readonly log: (line: ServerLine) => void;
  /** HTTPS and WSS with this certificate and key (PEM); plain HTTP and WS without. */
  readonly tls?: { readonly cert: string | Buffer; readonly key: string | Buffer };
  /** The lockout's and the journal's clock (tests move it). */
  readonly clock?: () => Date;
}

export interface WebServer {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/**
 * Web mode: the built dashboard over HTTP (HTTPS with `tls`) and the contract over one WebSocket,
 * with the table pushed to every connection on every change (a fact, an alarm, the reader pausing).
 */
export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const { log } = options;
  const clock = options.clock ?? (() => new Date());
  const desk = new PitBossDesk(options.table.service, clock);
  const journal = options.table.service.journal;
  const served: ServedTable = {
    table: options.table,
    desk,
    dbPath: options.dbPath,
    operator: options.operator,
    clock,
    readers: new ReaderThread(options.dbPath),
    access: {
      requireLogin: options.beyondLoopback,
      sessionPins: options.sessionPins ?? null,
      sessionGate: new PinGate(journal, clock),
      desk,
      journal,
    },
  };
  const scheme = options.tls ? 'https' : 'http';
  if (options.beyondLoopback && !options.tls) log({ line: 'clear-text' });
  const rendererDir = options.rendererDir ?? builtRendererDir();
  let port = options.port;
  const connections = new Set<TableConnection>();
  let connectionsMade = 0;

  const serveFile: RequestListener = (request, response) => {
    if (!hostAllowed(request.headers.host, port, options.beyondLoopback)) {
      const { body, headers } = refusalBody(request, httpRefusals.wrongName);
      response.writeHead(421, headers).end(body);
      return;
    }
    serveRendererFile(
      request,
      response,
      rendererDir,
      request.headers.host ?? '',
      options.tls !== undefined,
    ).catch((error: unknown) => {
      log({ line: 'file-failed', detail: (error as Error).message });
      if (response.headersSent) response.end();
      else {
        const { body, headers } = refusalBody(request, httpRefusals.fileFailed);
        response.writeHead(500, headers).end(body);
      }
    });
  };
  const http = options.tls
    ? createTlsServer({ cert: options.tls.cert, key: options.tls.key }, serveFile)
    : createServer(serveFile);
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  http.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const refusal =
      upgradeRefusal(request, port, options.beyondLoopback, scheme) ??
      secretRefusal(request, options.serviceSecret);
    if (refusal) {
      const { body, headers } = refusalBody(request, refusal);
      const lines = Object.entries({ ...headers, 'Content-Length': String(Buffer.byteLength(body)) });
      socket.end(
        `HTTP/1.1 403 Forbidden\r\n${lines.map(([name, value]) => `${name}: ${value}\r\n`).join('')}Connection: close\r\n\r\n${body}`,
      );
      return;
    }
    sockets.handleUpgrade(request, socket, head, (socket) => {
      const origin = { connection: ++connectionsMade, address: request.socket.remoteAddress ?? 'unknown' };
      const connection = new TableConnection(socket, served, options.operator, log, origin);
      connections.add(connection);
      socket.on('close', () => {
        connection.close();
        connections.delete(connection);
      });
      socket.on('error', () => socket.terminate());
    });
  });

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port, options.host, () => resolve());
  });
  port = (http.address() as AddressInfo).port;
  // Serialised once for every screen.
  const broadcast = (push: PushFrame): void => {
    const frame = JSON.stringify(push);
    for (const connection of connections) connection.push(frame);
  };
  const tableChanged = () => broadcast({ push: TABLE_CHANGED, message: tableMessage(options.table, served) });
  const unsubscribe = [
    options.table.service.subscribe(tableChanged),
    // The shipping's state on the header: pushed when it changes, with the table it belongs to.
    options.table.shipping?.subscribe(tableChanged) ?? (() => undefined),
    // Only the alarms that changed: a reader raising thousands must not re-send the board each time.
    options.table.alarms.subscribe((changed) =>
      broadcast({ push: ALARMS_CHANGED, change: { changed, paused: options.table.link.paused } }),
    ),
  ];
  const shownHost = options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  return {
    url: `${scheme}://${shownHost}:${port}/`,
    port,
    close: async () => {
      for (const off of unsubscribe) off();
      // Journaled now, while the log is open: the sockets' own close comes after the table's.
      for (const connection of connections) connection.close();
      desk.guard.flushAll();
      served.access.sessionGate.flushAll();
      for (const client of sockets.clients) client.terminate();
      // Whatever the screens left queued or half read: the thread ends now.
      await served.readers.close();
      sockets.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

function secretRefusal(request: IncomingMessage, secret: string | undefined): CodedMessage | null {
  if (!secret) return null;
  const offered = Buffer.from(String(request.headers.authorization ?? '').replace(/^Bearer /, ''));
  const expected = Buffer.from(secret);
  const matches = offered.length === expected.length && timingSafeEqual(offered, expected);
  return matches ? null : httpRefusals.otherWindow;
}

function upgradeRefusal(
  request: IncomingMessage,
  port: number,
  beyondLoopback: boolean,
  scheme: 'http' | 'https',
): CodedMessage | null {
  const path = new URL(request.url ?? '/', 'http://server').pathname;
  if (path !== TABLE_SOCKET_PATH) return httpRefusals.socketPath(TABLE_SOCKET_PATH);
  if (!hostAllowed(request.headers.host, port, beyondLoopback)) return httpRefusals.wrongName;
  if (!originAllowed(request.headers.origin, port, beyondLoopback, scheme)) return httpRefusals.foreignOrigin;
  return null;
}
