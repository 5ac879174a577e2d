import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type RequestListener } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import type { CodedMessage } from '../i18n/index.js';
import { hostAllowed, originAllowed } from './origins.js';
import { httpRefusals, refusalBody } from './refusal-body.js';
import { builtRendererDir, serveRendererFile } from './renderer-files.js';
import type { ServerLine } from './server-line.js';

/** No request of either contract comes near this; a larger frame is refused by ws itself. */
const MAX_FRAME_BYTES = 64 * 1024;

/** Where a connection comes from: its number in this run and the peer's address. */
export interface ConnectionOrigin {
  readonly connection: number;
  readonly address: string;
}

/** What the host needs of a connection a side made: pushes, and its end. */
export interface HostedConnection {
  push(frame: string): void;
  close(): void;
}

export interface SocketHostOptions<C extends HostedConnection> {
  /** 127.0.0.1 unless the operator asked to listen beyond loopback. */
  readonly host: string;
  /** 0 for any free port. */
  readonly port: number;
  /** Beyond loopback the machine's own addresses are its origins too (and the sides ask a login). */
  readonly beyondLoopback: boolean;
  /** HTTPS and WSS with this certificate and key (PEM); plain HTTP and WS without. */
  readonly tls?: { readonly cert: string | Buffer; readonly key: string | Buffer };
  readonly rendererDir?: string;
  /** The page served at `/`: the croupier's dashboard or the floor view. */
  readonly page: string;
  /** The one path a socket may be opened on. */
  readonly socketPath: string;
  /**
   * Set when the Electron shell started the service: a secret made new at each launch, which a
   * socket must present (`Authorization: Bearer …`), so no other local program can drive it.
   */
  readonly secret?: string;
  readonly log: (line: ServerLine) => void;
  /** A connection admitted: the side makes it, with the nonce its hello carries. */
  connect(socket: WebSocket, origin: ConnectionOrigin, nonce: string): C;
}

export interface SocketHost<C extends HostedConnection> {
  readonly url: string;
  readonly port: number;
  /** The connections open now. */
  readonly connections: ReadonlySet<C>;
  /** One push, serialised once, to every connection (or those `to` picks) that may hear it. */
  broadcast(push: object, to?: (connection: C) => boolean): void;
  close(): Promise<void>;
}

/**
 * The one HTTP(S) and WebSocket host of both servers, the table's and the pit's: the Host and
 * Origin checks, the built pages with their security headers, the refusal bodies in the asker's
 * language, the upgrade, the nonce, broadcast and close. A fix here reaches both servers.
 */
export async function startSocketHost<C extends HostedConnection>(
  options: SocketHostOptions<C>,
): Promise<SocketHost<C>> {
  const { log } = options;
  const scheme = options.tls ? 'https' : 'http';
  if (options.beyondLoopback && !options.tls) log({ line: 'clear-text' });
  const rendererDir = options.rendererDir ?? builtRendererDir();
  let port = options.port;
  const connections = new Set<C>();
  let connectionsMade = 0;

  const serveFile: RequestListener = (request, response) => {
    if (!hostAllowed(request.headers.host, port, options.beyondLoopback)) {
      const { body, headers } = refusalBody(request, httpRefusals.wrongName);
      response.writeHead(421, headers).end(body);
      return;
    }
    const host = request.headers.host ?? '';
    serveRendererFile(request, response, rendererDir, host, options.tls !== undefined, options.page).catch(
      (error: unknown) => {
        log({ line: 'file-failed', detail: (error as Error).message });
        if (response.headersSent) response.end();
        else {
          const { body, headers } = refusalBody(request, httpRefusals.fileFailed);
          response.writeHead(500, headers).end(body);
        }
      },
    );
  };
  const http = options.tls
    ? createTlsServer({ cert: options.tls.cert, key: options.tls.key }, serveFile)
    : createServer(serveFile);
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  http.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const refusal = upgradeRefusal(request, port, options, scheme);
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
      const connection = options.connect(socket, origin, randomBytes(16).toString('hex'));
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
  const shownHost = options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  return {
    url: `${scheme}://${shownHost}:${port}/`,
    port,
    connections,
    broadcast: (push, to) => {
      const frame = JSON.stringify(push);
      for (const connection of connections) if (!to || to(connection)) connection.push(frame);
    },
    close: async () => {
      // Journaled now, while the sides' journals are open: the sockets' own close comes later.
      for (const connection of connections) connection.close();
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

function upgradeRefusal(
  request: IncomingMessage,
  port: number,
  options: SocketHostOptions<HostedConnection>,
  scheme: 'http' | 'https',
): CodedMessage | null {
  const path = new URL(request.url ?? '/', 'http://server').pathname;
  if (path !== options.socketPath) return httpRefusals.socketPath(options.socketPath);
  if (!hostAllowed(request.headers.host, port, options.beyondLoopback)) return httpRefusals.wrongName;
  if (!originAllowed(request.headers.origin, port, options.beyondLoopback, scheme))
    return httpRefusals.foreignOrigin;
  return secretRefusal(request, options.secret);
}

function secretRefusal(request: IncomingMessage, secret: string | undefined): CodedMessage | null {
  if (!secret) return null;
  const offered = Buffer.from(String(request.headers.authorization ?? '').replace(/^Bearer /, ''));
  const expected = Buffer.from(secret);
  const matches = offered.length === expected.length && timingSafeEqual(offered, expected);
  return matches ? null : httpRefusals.otherWindow;
}
