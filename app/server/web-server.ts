import { ALARMS_CHANGED, type PushFrame, TABLE_CHANGED, TABLE_SOCKET_PATH } from '../contract.js';
import type { LiveTable } from '../core/devices/live-table.js';
import { PinGate } from '../core/roles/pin-gate.js';
import { PitBossDesk } from '../core/table/pit-boss-desk.js';
import { StaffDesk } from '../core/table/staff-desk.js';
import type { ServerLine } from '../socket-host/server-line.js';
import { startSocketHost } from '../socket-host/socket-host.js';
import { ReaderThread } from './reader-thread.js';
import type { ServedTable } from './served-table.js';
import type { SessionPins } from './session-pins.js';
import { type TableConnection, tableConnection } from './table-connection.js';
import { tableMessage } from './table-message.js';

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
  const journal = options.table.service.journalWriter;
  const served: ServedTable = {
    table: options.table,
    desk,
    staff: new StaffDesk(options.table.service, clock, desk.guard),
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
  const host = await startSocketHost<TableConnection>({
    host: options.host,
    port: options.port,
    beyondLoopback: options.beyondLoopback,
    ...(options.tls && { tls: options.tls }),
    ...(options.rendererDir && { rendererDir: options.rendererDir }),
    ...(options.serviceSecret && { secret: options.serviceSecret }),
    page: 'index.html',
    socketPath: TABLE_SOCKET_PATH,
    log,
    connect: (socket, origin, nonce) => tableConnection(socket, served, nonce, log, origin),
  });
  const tableChanged = () =>
    host.broadcast({ push: TABLE_CHANGED, message: tableMessage(options.table, served) } satisfies PushFrame);
  const unsubscribe = [
    options.table.service.subscribe(tableChanged),
    // The shipping's state on the header: pushed when it changes, with the table it belongs to.
    options.table.shipping?.subscribe(tableChanged) ?? (() => undefined),
    // Only the alarms that changed: a reader raising thousands must not re-send the board each time.
    options.table.alarms.subscribe((changed) =>
      host.broadcast({
        push: ALARMS_CHANGED,
        change: { changed, paused: options.table.link.paused },
      } satisfies PushFrame),
    ),
  ];
  return {
    url: host.url,
    port: host.port,
    close: async () => {
      for (const off of unsubscribe) off();
      await host.close();
      desk.guard.flushAll();
      served.access.sessionGate.flushAll();
      // Whatever the screens left queued or half read: the thread ends now.
      await served.readers.close();
    },
  };
}
