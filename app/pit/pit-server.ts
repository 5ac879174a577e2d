import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type RequestListener } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import {
  FLOOR_CHANGED,
  PIT_ALARMS_CHANGED,
  PIT_SOCKET_PATH,
  type PitPush,
  REVIEWED_TABLE_CHANGED,
} from '../contract/pit-floor.js';
import type { Center } from '../core/pit/center.js';
import { reviewedTableMessage } from '../core/pit/reviewed-table.js';
import { PinGate } from '../core/roles/pin-gate.js';
import { hostAllowed, originAllowed } from '../server/origins.js';
import { builtRendererDir, serveRendererFile } from '../server/renderer-files.js';
import { CenterJournal } from './center-journal.js';
import { PitConnection } from './pit-connection.js';
import { PitFloor } from './pit-floor.js';
import type { PitServerLine } from './pit-server-line.js';

const MAX_FRAME_BYTES = 64 * 1024;

export interface PitServerOptions {
  /** The casino's PostgreSQL (the primary): every write, the notifications, the lag check. */
  readonly write: Center;
  /** Where the floor and the reviews read the tables' facts: a streaming replica, else the primary. */
  readonly read?: Center;
  readonly host: string;
  readonly port: number;
  readonly beyondLoopback: boolean;
  readonly tls?: { readonly cert: string | Buffer; readonly key: string | Buffer };
  /** The replicas' folder; absent: a temporary folder removed at close. */
  readonly cacheDir?: string;
  readonly lagAfterSeconds?: number;
  readonly checkEveryMs?: number;
  readonly foldEveryMs?: number;
  /** See PitFloorOptions.protectionEveryMs; absent: the floor reads no game-protection signals. */
  readonly protectionEveryMs?: number;
  /** See PitFloorOptions.verifyEveryMs; absent: every ten minutes. */
  readonly verifyEveryMs?: number;
  readonly rendererDir?: string;
  readonly clock?: () => Date;
  readonly log: (line: PitServerLine) => void;
}

export interface PitServer {
  readonly url: string;
  readonly port: number;
  readonly floor: PitFloor;
  close(): Promise<void>;
}

/**
 * `sabot pit serve`: the floor view over HTTP (HTTPS with `tls`) and the pit's socket, with the
 * table server's rules: its own origin only, the Host header checked, the strict CSP, every
 * connection logged in with a PIN behind the lockout, loopback unless asked otherwise.
 */
export async function startPitServer(options: PitServerOptions): Promise<PitServer> {
  const { log, write } = options;
  const clock = options.clock ?? (() => new Date());
  const scheme = options.tls ? 'https' : 'http';
  if (options.beyondLoopback && !options.tls) log({ line: 'clear-text' });
  const temporary = options.cacheDir === undefined;
  const cacheDir = options.cacheDir ?? mkdtempSync(join(tmpdir(), 'sabot-pit-'));
  const connections = new Set<PitConnection>();
  const broadcast = (push: PitPush): void => {
    const frame = JSON.stringify(push);
    for (const connection of connections) connection.push(frame);
  };
  const floor = new PitFloor(
    {
      write,
      read: options.read ?? write,
      cacheDir,
      lagAfter: `${options.lagAfterSeconds ?? 10} seconds`,
      checkEveryMs: options.checkEveryMs ?? 1000,
      foldEveryMs: options.foldEveryMs ?? 150,
      verifyEveryMs: options.verifyEveryMs ?? 600_000,
      ...(options.protectionEveryMs !== undefined && { protectionEveryMs: options.protectionEveryMs }),
      clock,
      log,
    },
    {
      lines: (lines) => broadcast({ push: FLOOR_CHANGED, lines: [...lines] }),
      alarms: (alarms) => broadcast({ push: PIT_ALARMS_CHANGED, alarms: [...alarms] }),
      table: (table, service) => {
        const reviewers = [...connections].filter((connection) => connection.session.reviewing === table);
        if (reviewers.length === 0) return;
        const frame = JSON.stringify({
          push: REVIEWED_TABLE_CHANGED,
          table,
          message: reviewedTableMessage(table, service),
        } satisfies PitPush);
        for (const reviewer of reviewers) reviewer.push(frame);
      },
    },
  );
  const journal = new CenterJournal(write, (detail) => log({ line: 'journal-failed', detail }));
  const served = { write, floor, gate: new PinGate(journal, clock), journal };
  const rendererDir = options.rendererDir ?? builtRendererDir();
  let port = options.port;

  const serveFile: RequestListener = (request, response) => {
    if (!hostAllowed(request.headers.host, port, options.beyondLoopback)) {
      response
        .writeHead(421, { 'Content-Type': 'text/plain' })
        .end('this server does not answer to that name\n');
      return;
    }
    serveRendererFile(
      request,
      response,
      rendererDir,
      request.headers.host ?? '',
      options.tls !== undefined,
      'pit.html',
    ).catch((error: unknown) => {
      log({ line: 'file-failed', detail: (error as Error).message });
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  };
  const http = options.tls
    ? createTlsServer({ cert: options.tls.cert, key: options.tls.key }, serveFile)
    : createServer(serveFile);
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  let made = 0;
  http.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const refusal = upgradeRefusal(request, port, options.beyondLoopback, scheme);
    if (refusal) {
      socket.end(
        `HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n${refusal}\n`,
      );
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => {
      const origin = { connection: ++made, address: request.socket.remoteAddress ?? 'unknown' };
      const connection = new PitConnection(ws, served, log, origin);
      connections.add(connection);
      ws.on('close', () => {
        connection.close();
        connections.delete(connection);
      });
      ws.on('error', () => ws.terminate());
    });
  });

  await floor.start();
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port, options.host, () => resolve());
  }).catch(async (error: unknown) => {
    await floor.close();
    throw error;
  });
  port = (http.address() as AddressInfo).port;
  const shownHost = options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  return {
    url: `${scheme}://${shownHost}:${port}/`,
    port,
    floor,
    close: async () => {
      for (const connection of connections) connection.close();
      served.gate.flushAll();
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await floor.close();
      await journal.flushed();
      if (temporary) rmSync(cacheDir, { recursive: true, force: true });
    },
  };
}

function upgradeRefusal(
  request: IncomingMessage,
  port: number,
  beyondLoopback: boolean,
  scheme: 'http' | 'https',
): string | null {
  const path = new URL(request.url ?? '/', 'http://server').pathname;
  if (path !== PIT_SOCKET_PATH) return `the pit's socket is ${PIT_SOCKET_PATH}`;
  if (!hostAllowed(request.headers.host, port, beyondLoopback))
    return 'this server does not answer to that name';
  if (!originAllowed(request.headers.origin, port, beyondLoopback, scheme))
    return "only the floor view served from this server's own origin may connect";
  return null;
}
