import { randomBytes } from 'node:crypto';
import type { RawData, WebSocket } from 'ws';
import {
  isOperationName,
  type PushFrame,
  type ReplyFrame,
  type RequestId,
  requestFrameSchema,
  TABLE_HELLO,
} from '../contract.js';
import { DISK_FULL, isDiskFull } from '../core/log/log-space.js';
import { type AccessMessage, frameMessages, sentenceOf } from '../core/roles/access-messages.js';
import { translatorFor } from '../i18n/index.js';
import { connectionSource, openingSession, type Session } from './access.js';
import { ConnectionJournal } from './connection-journal.js';
import { answer } from './operation-handlers.js';
import { isReaderOperation, type ReaderOperation } from './reader-answers.js';
import type { OperationContext, ServedTable } from './served-table.js';
import type { ServerLine } from './server-line.js';
import { SESSION_PIN_ROLES } from './session-pins.js';

/** Where a connection comes from: its number in this run and the peer's address. */
export interface ConnectionOrigin {
  readonly connection: number;
  readonly address: string;
}

/**
 * One dashboard's WebSocket. Requests are answered one at a time in the order they came, as the
 * croupier keyed them; nothing a client sends can throw out of here and stop the server. The
 * connection opens with the server's hello, whose nonce binds a login to it.
 */
export class TableConnection {
  readonly session: Session;
  readonly #context: OperationContext;
  #queue: Promise<void> = Promise.resolve();
  /** The reports this connection asked that are not answered yet (see READS_WAITING_BOUND). */
  #readsWaiting = 0;
  #closed = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly served: ServedTable,
    operator: string,
    private readonly log: (line: ServerLine) => void,
    origin: ConnectionOrigin,
  ) {
    const nonce = randomBytes(16).toString('hex');
    this.session = openingSession(
      served.access,
      operator,
      nonce,
      connectionSource(origin.connection, origin.address),
    );
    const journal = new ConnectionJournal(served.access.journal, served.clock, this.session, origin);
    this.#context = { served, session: this.session, journal };
    socket.send(JSON.stringify({ push: TABLE_HELLO, nonce } satisfies PushFrame));
    socket.on('message', (data, isBinary) => this.#take(data, isBinary));
  }

  /**
   * A frame queued behind the connection's others; a report past the screen's bound is refused at
   * once ("busy"), so that no screen piles up reads the thread must answer after it left.
   */
  #take(data: RawData, isBinary: boolean): void {
    const op = isBinary ? null : readerOperationOf(data);
    if (op !== null && this.#readsWaiting >= READS_WAITING_BOUND) {
      this.#send(this.#busy(op, data));
      return;
    }
    if (op !== null) this.#readsWaiting++;
    this.#queue = this.#queue.then(async () => {
      try {
        // A screen gone: the reports it left queued are read for nobody (what it keyed still counts).
        if (op === null || !this.#closed) await this.#receive(data, isBinary);
      } finally {
        if (op !== null) this.#readsWaiting--;
      }
    });
  }

  /** Only a connection that may view the table hears of its changes. */
  /** `frame`: a PushFrame already serialised, once for every connection. */
  push(frame: string): void {
    if (this.session.role !== null && this.socket.readyState === this.socket.OPEN) this.socket.send(frame);
  }

  /** The connection is gone (or the server closes): what it was counted for is journaled, once. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#context.journal.close();
    const { desk, sessionGate } = this.served.access;
    desk.guard.gone(this.session.from);
    sessionGate.gone(this.session.from, SESSION_PIN_ROLES);
  }

  async #receive(data: RawData, isBinary: boolean): Promise<void> {
    this.#send(await this.#reply(data, isBinary));
  }

  async #reply(data: RawData, isBinary: boolean): Promise<ReplyFrame> {
    if (isBinary) return this.#malformed(null, frameMessages.binary());
    let json: unknown;
    try {
      json = JSON.parse(data.toString());
    } catch {
      return this.#malformed(null, frameMessages.notJson());
    }
    const envelope = requestFrameSchema.safeParse(json);
    if (!envelope.success) return this.#malformed(idOf(json), frameMessages.notEnvelope());
    const { id, op, payload } = envelope.data;
    if (!isOperationName(op)) return this.#malformed(id, frameMessages.unknownOperation(op));
    try {
      const answered = await answer(op, payload, this.#context);
      return { id, ...answered };
    } catch (error) {
      // A journal row of the request itself found no room: a sentence, and the table's alarm.
      if (isDiskFull(error)) {
        this.served.table.service.space.noRoom();
        return {
          id,
          ok: false,
          error: DISK_FULL.reason,
          ...(DISK_FULL.refusal && { said: DISK_FULL.refusal }),
        };
      }
      // A read the closing server cut short is no fault to report.
      if (!this.#closed)
        this.log({ line: 'internal-error', op, detail: (error as Error).stack ?? String(error) });
      const said = { code: 'socket.internal-error', params: { op } };
      return { id, ok: false, error: translatorFor('en').say(said), said };
    }
  }

  /** A report past the bound: refused with its id, counted like a malformed frame, never a row. */
  #busy(op: string, data: RawData): ReplyFrame {
    let id: RequestId = null;
    try {
      id = idOf(JSON.parse(data.toString()));
    } catch {}
    return this.#malformed(id, frameMessages.busy(op, READS_WAITING_BOUND));
  }

  /** A frame not taken (not a request, or a report past the bound): answered, counted before a login, never a row. */
  #malformed(id: RequestId, said: AccessMessage): ReplyFrame {
    const error = sentenceOf(said);
    this.#context.journal.refused({
      kind: 'refusal',
      op: null,
      payload: null,
      reason: error,
      code: said.code,
      refusal: said,
      journaled: false,
    });
    return { id, ok: false, error, said };
  }

  #send(frame: ReplyFrame): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(frame));
  }
}

/**
 * How many reports (the reader thread's operations) one screen may have waiting: a pit boss's page
 * asks a handful at once; past this, a flood is answered "busy" without waiting.
 */
export const READS_WAITING_BOUND = 8;

/** The reader thread's operation a frame asks, if it asks one (else it is queued as any frame). */
function readerOperationOf(data: RawData): ReaderOperation | null {
  try {
    const json: unknown = JSON.parse(data.toString());
    const op = typeof json === 'object' && json !== null && 'op' in json ? json.op : null;
    return typeof op === 'string' && isReaderOperation(op) ? op : null;
  } catch {
    return null;
  }
}

/** The id of a malformed request, when it has a usable one, so the client can match the error. */
function idOf(json: unknown): RequestId {
  const id = typeof json === 'object' && json !== null && 'id' in json ? json.id : null;
  return typeof id === 'string' || (typeof id === 'number' && Number.isInteger(id)) ? id : null;
}
