import type { RawData, WebSocket } from 'ws';
import { isOperationName, type ReplyFrame, type RequestId, requestFrameSchema } from '../contract.js';
import { DISK_FULL, isDiskFull } from '../core/log/log-space.js';
import { openingSession, type Session } from './access.js';
import { answer } from './operation-handlers.js';
import type { ServedTable } from './served-table.js';

/**
 * One dashboard's WebSocket. Requests are answered one at a time in the order they came, as the
 * croupier keyed them; nothing a client sends can throw out of here and stop the server.
 */
export class TableConnection {
  readonly session: Session;
  #queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly socket: WebSocket,
    private readonly served: ServedTable,
    operator: string,
    private readonly log: (line: string) => void,
  ) {
    this.session = openingSession(served.access, operator);
    socket.on('message', (data, isBinary) => {
      this.#queue = this.#queue.then(() => this.#receive(data, isBinary));
    });
  }

  /** Only a connection that may view the table hears of its changes. */
  /** `frame`: a PushFrame already serialised, once for every connection. */
  push(frame: string): void {
    if (this.session.role !== null && this.socket.readyState === this.socket.OPEN) this.socket.send(frame);
  }

  async #receive(data: RawData, isBinary: boolean): Promise<void> {
    this.#send(await this.#reply(data, isBinary));
  }

  async #reply(data: RawData, isBinary: boolean): Promise<ReplyFrame> {
    if (isBinary) return { id: null, ok: false, error: 'the table reads JSON text frames only' };
    let json: unknown;
    try {
      json = JSON.parse(data.toString());
    } catch {
      return { id: null, ok: false, error: 'a request is JSON: {"id", "op", "payload"}' };
    }
    const envelope = requestFrameSchema.safeParse(json);
    if (!envelope.success)
      return { id: idOf(json), ok: false, error: 'a request is {"id", "op", "payload"}' };
    const { id, op, payload } = envelope.data;
    if (!isOperationName(op)) return { id, ok: false, error: `there is no operation "${op}"` };
    try {
      const answered = await answer(op, payload, { served: this.served, session: this.session });
      return { id, ...answered };
    } catch (error) {
      // A journal row of the request itself found no room: a sentence, and the table's alarm.
      if (isDiskFull(error)) {
        this.served.table.service.space.noRoom();
        return { id, ok: false, error: DISK_FULL.reason };
      }
      this.log(`sabot serve: internal error in ${op}: ${(error as Error).stack ?? String(error)}`);
      return { id, ok: false, error: `internal error: ${op} failed; the server's output says why` };
    }
  }

  #send(frame: ReplyFrame): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(frame));
  }
}

/** The id of a malformed request, when it has a usable one, so the client can match the error. */
function idOf(json: unknown): RequestId {
  const id = typeof json === 'object' && json !== null && 'id' in json ? json.id : null;
  return typeof id === 'string' || (typeof id === 'number' && Number.isInteger(id)) ? id : null;
}
