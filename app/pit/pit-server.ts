import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Jurisdiction } from '../../engine/compliance/jurisdictions.js';
import {
  CENTER_CHANGED,
  FLOOR_CHANGED,
  PIT_ALARMS_CHANGED,
  PIT_SOCKET_PATH,
  type PitPush,
  REVIEWED_TABLE_CHANGED,
} from '../contract/pit-floor.js';
import { PinGate } from '../core/roles/pin-gate.js';
import type { Center } from '../core/shipping/center.js';
import { type SocketHost, startSocketHost } from '../socket-host/socket-host.js';
import { reviewedTableMessage } from './center/reviewed-table.js';
import { CenterJournal } from './center-journal.js';
import { type PitConnection, pitConnection } from './pit-connection.js';
import { PitFloor } from './pit-floor.js';
import type { PitServerLine } from './pit-server-line.js';

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
  /** See PitFloorOptions.compliance; absent: no cash-compliance alarms. */
  readonly compliance?: Jurisdiction;
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
 * `sabot pit serve`: the floor view over HTTP (HTTPS with `tls`) and the pit's socket, on the same
 * socket host as the table's server (its own origin only, the Host header checked, the strict CSP);
 * every connection logs in with a PIN behind the lockout; loopback unless asked otherwise.
 */
export async function startPitServer(options: PitServerOptions): Promise<PitServer> {
  const { log, write } = options;
  const clock = options.clock ?? (() => new Date());
  const temporary = options.cacheDir === undefined;
  const cacheDir = options.cacheDir ?? mkdtempSync(join(tmpdir(), 'sabot-pit-'));
  let host: SocketHost<PitConnection> | null = null;
  const broadcast = (push: PitPush, to?: (connection: PitConnection) => boolean): void =>
    host?.broadcast(push, to);
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
      ...(options.compliance && { compliance: options.compliance }),
      clock,
      log,
    },
    {
      lines: (lines) => broadcast({ push: FLOOR_CHANGED, lines: [...lines] }),
      alarms: (alarms) => broadcast({ push: PIT_ALARMS_CHANGED, alarms: [...alarms] }),
      center: (center) => broadcast({ push: CENTER_CHANGED, center }),
      table: (table, service) => {
        const reviewing = (connection: PitConnection) => connection.session.reviewing === table;
        if (![...(host?.connections ?? [])].some(reviewing)) return;
        broadcast(
          { push: REVIEWED_TABLE_CHANGED, table, message: reviewedTableMessage(table, service) },
          reviewing,
        );
      },
    },
  );
  const journal = new CenterJournal(write, (detail) => log({ line: 'journal-failed', detail }));
  const served = { write, floor, gate: new PinGate(journal, clock), journal };

  await floor.start();
  try {
    host = await startSocketHost<PitConnection>({
      host: options.host,
      port: options.port,
      beyondLoopback: options.beyondLoopback,
      ...(options.tls && { tls: options.tls }),
      ...(options.rendererDir && { rendererDir: options.rendererDir }),
      page: 'pit.html',
      socketPath: PIT_SOCKET_PATH,
      log,
      connect: (socket, origin, nonce) => pitConnection(socket, served, nonce, log, origin, clock),
    });
  } catch (error) {
    await floor.close();
    throw error;
  }
  const opened = host;
  return {
    url: opened.url,
    port: opened.port,
    floor,
    close: async () => {
      await opened.close();
      served.gate.flushAll();
      await floor.close();
      await journal.flushed();
      if (temporary) rmSync(cacheDir, { recursive: true, force: true });
    },
  };
}
