import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import WebSocket from 'ws';
import {
  type AlarmChange,
  checkReply,
  hearFrame,
  isOperationName,
  type OperationName,
  TABLE_SOCKET_PATH,
  type TableMessage,
} from '../../app/contract.js';
import { LiveTable } from '../../app/core/devices/live-table.js';
import { reasonOf } from '../../app/core/sentences.js';
import type { CodedMessage } from '../../app/i18n/index.js';
import { SessionPins } from '../../app/server/session-pins.js';
import { startWebServer, type WebServer } from '../../app/server/web-server.js';
import type { ServerLine } from '../../app/socket-host/server-line.js';
import { classic6d } from '../../engine/rules/profiles/classic-6d.js';
import { tempDir } from '../core/log/log-fixtures.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

export const CROUPIER_PIN = '2468';
export const REVIEW_PIN = '1357';

export interface ServedFixture {
  readonly table: LiveTable;
  readonly server: WebServer;
  readonly dbPath: string;
  readonly rendererDir: string;
  readonly origin: string;
  readonly logged: ServerLine[];
}

/**
 * Given a classic-6d table with the simulated shoe, served on a free loopback port (with login
 * required when `beyondLoopback`, the run's croupier and review PINs then being CROUPIER_PIN and
 * REVIEW_PIN), and a stand-in dashboard build.
 */
export async function servedTable(
  options: {
    beyondLoopback?: boolean;
    seed?: number;
    serviceSecret?: string;
    clock?: () => Date;
    tls?: { cert: string; key: string };
    logDir?: string;
    /** The pit's central database the table ships to. */
    ship?: { url: string; table: string };
  } = {},
): Promise<ServedFixture> {
  const dir = tempDir();
  const dbPath = join(options.logDir ?? dir, 'table.db');
  const rendererDir = join(dir, 'renderer');
  mkdirSync(join(rendererDir, 'assets'), { recursive: true });
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>stand-in dashboard</title>');
  writeFileSync(join(rendererDir, 'assets', 'app.js'), 'export {};');
  const opened = await LiveTable.open({
    dbPath,
    profile: classic6d,
    device: 'sim',
    operator: 'croupier-ws',
    seed: options.seed ?? 5,
    ...(options.ship && { ship: options.ship }),
  });
  if (!opened.ok) throw new Error(reasonOf(opened));
  const table = opened.value;
  const pins = SessionPins.create({ croupier: CROUPIER_PIN, review: REVIEW_PIN });
  if (!(pins instanceof SessionPins)) throw new Error(`the fixture's PINs are refused: ${pins.refused}`);
  const logged: ServerLine[] = [];
  const server = await startWebServer({
    table,
    dbPath,
    host: '127.0.0.1',
    port: 0,
    beyondLoopback: options.beyondLoopback === true,
    ...(options.beyondLoopback && { sessionPins: pins }),
    ...(options.serviceSecret && { serviceSecret: options.serviceSecret }),
    ...(options.clock && { clock: options.clock }),
    ...(options.tls && { tls: options.tls }),
    operator: 'croupier-ws',
    rendererDir,
    log: (line) => logged.push(line),
  });
  cleanups.push(async () => {
    await server.close();
    await table.close();
  });
  const scheme = options.tls ? 'https' : 'http';
  return { table, server, dbPath, rendererDir, origin: `${scheme}://127.0.0.1:${server.port}`, logged };
}

export type Frame = {
  id?: unknown;
  ok?: boolean;
  reply?: unknown;
  error?: string;
  /** A refused request's error as a coded message, for a page to say in its language. */
  said?: CodedMessage;
  push?: string;
  message?: TableMessage;
  nonce?: string;
  change?: AlarmChange;
};

/**
 * A dashboard's socket, as a test drives it: requests with their answers, and every push heard.
 * Every frame the server sends must keep the contract (its envelope, a pushed table, the reply of
 * the operation asked), as the dashboard checks it: a test that gets one that does not fails.
 */
export class SocketClient {
  readonly pushes: TableMessage[] = [];
  /** The server's hello: the nonce this connection's logins carry. */
  nonce: string | null = null;
  /** Every alarm push heard, and the size in bytes of each as it crossed the socket. */
  readonly alarmPushes: AlarmChange[] = [];
  readonly alarmPushBytes: number[] = [];
  readonly #frames: Frame[] = [];
  #waiters: (() => void)[] = [];
  #nextId = 1;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const heard = hearFrame(String(data));
      if (!heard.ok) throw new Error(`the server broke the contract: ${heard.problem}`);
      const frame = JSON.parse(String(data)) as Frame;
      if (frame.push === 'hello' && frame.nonce) this.nonce = frame.nonce;
      else if (frame.push && frame.message) this.pushes.push(frame.message);
      else if (frame.push && frame.change) {
        this.alarmPushes.push(frame.change);
        this.alarmPushBytes.push(Buffer.byteLength(String(data)));
      } else this.#frames.push(frame);
      for (const wake of this.#waiters.splice(0)) wake();
    });
  }

  /** Opens a socket and waits for the server's hello, as the dashboard does. */
  static async connect(
    fixture: ServedFixture,
    origin: string | null = fixture.origin,
    options: WebSocket.ClientOptions = {},
  ): Promise<SocketClient> {
    const scheme = fixture.server.url.startsWith('https:') ? 'wss' : 'ws';
    const socket = new WebSocket(`${scheme}://127.0.0.1:${fixture.server.port}${TABLE_SOCKET_PATH}`, {
      ...options,
      ...(origin !== null && { origin }),
    });
    const client = new SocketClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    cleanups.push(async () => {
      socket.close();
    });
    await client.#until(() => client.nonce ?? undefined);
    return client;
  }

  /** Closes the socket; resolves once the server has journaled what the connection was counted for. */
  async close(fixture: ServedFixture): Promise<void> {
    const before = fixture.table.service.log.journalFrom(1).length;
    this.socket.close();
    await new Promise<void>((resolve) => this.socket.once('close', () => resolve()));
    // The server's own close follows the closing handshake by a moment.
    const deadline = Date.now() + 2000;
    while (Date.now() < deadline && fixture.table.service.log.journalFrom(1).length === before)
      await new Promise((resolve) => setTimeout(resolve, 20));
  }

  /** How many answers this connection has heard so far (pushes aside). */
  get answered(): number {
    return this.#frames.length;
  }

  /** Sends many raw frames at once, as a flood would, and resolves with all their answers. */
  async flood(frames: readonly string[]): Promise<Frame[]> {
    const before = this.#frames.length;
    for (const frame of frames) this.socket.send(frame);
    await this.#until(() => (this.#frames.length >= before + frames.length ? true : undefined), 60_000);
    return this.#frames.slice(before, before + frames.length);
  }

  /** Sends a raw text frame; resolves with the next answer. */
  async sendRaw(text: string): Promise<Frame> {
    const before = this.#frames.length;
    this.socket.send(text);
    return this.#until(() => this.#frames[before]);
  }

  /**
   * A request and its answer. A login carries this connection's nonce, as the dashboard's transport
   * adds it, unless the payload names its own `nonce` (undefined: none at all).
   */
  async request(op: OperationName | string, asked: unknown): Promise<Frame> {
    const id = this.#nextId++;
    const stamp = op === 'login' && typeof asked === 'object' && asked !== null && !('nonce' in asked);
    const payload = stamp ? { ...asked, nonce: this.nonce } : asked;
    this.socket.send(JSON.stringify({ id, op, payload }));
    const frame = await this.#until(() => this.#frames.find((frame) => frame.id === id));
    const checked = frame.ok && isOperationName(op) ? checkReply(op, frame.reply) : null;
    if (checked && !checked.ok) throw new Error(`the server broke the contract: ${checked.error}`);
    return frame;
  }

  /** Waits for a push that satisfies `test` (already heard, or yet to come). */
  async pushed(test: (message: TableMessage) => boolean): Promise<TableMessage> {
    return this.#until(() => this.pushes.find(test));
  }

  /** Waits for an alarm push that satisfies `test` (already heard, or yet to come). */
  async alarmsPushed(test: (change: AlarmChange) => boolean, ms?: number): Promise<AlarmChange> {
    return this.#until(() => this.alarmPushes.find(test), ms);
  }

  async #until<T>(find: () => T | undefined, ms = 5000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = find();
      if (found !== undefined) return found;
      if (Date.now() > deadline) throw new Error('the server did not answer in time');
      await new Promise<void>((resolve) => {
        this.#waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }
}

/** Tries to open a socket and reports the HTTP status it was refused with, or "open". */
export function connectionOutcome(port: number, headers: Record<string, string>): Promise<number | 'open'> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}${TABLE_SOCKET_PATH}`, { headers });
    socket.once('open', () => {
      socket.close();
      resolve('open');
    });
    socket.once('unexpected-response', (_, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('error', () => undefined);
  });
}
