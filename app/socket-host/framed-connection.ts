import type { RawData, WebSocket } from 'ws';
import { type ReplyFrame, type RequestId, requestFrameSchema } from '../contract.js';
import { type AccessMessage, frameMessages } from '../core/roles/access-messages.js';
import { sentenceOf } from '../core/sentences.js';
import type { ConnectionJournal, JournaledSession } from './connection-journal.js';
import type { ServerLine } from './server-line.js';

/** What a side answers one request: its reply, or a refusal with the code the page says. */
export type SideAnswer =
  | { readonly ok: true; readonly reply: unknown }
  | { readonly ok: false; readonly error: string; readonly said?: AccessMessage };

/** A refusal's answer: the English sentence for logs and old clients, and its code. */
export const refusedAnswer = (said: AccessMessage): SideAnswer & { ok: false } => ({
  ok: false,
  error: sentenceOf(said),
  said,
});

/**
 * What one side (the table or the pit) does with a connection's requests. The host reads the
 * frames, checks the envelope, keeps the order and the bounds; the side only answers.
 */
export interface FramedSide<S extends JournaledSession> {
  /** The push that opens every connection, carrying the nonce a login must present. */
  readonly hello: object;
  readonly session: S;
  isOperation(op: string): boolean;
  answer(op: string, payload: unknown): Promise<SideAnswer>;
  /** A failure the side can name (a full disk, the center gone); null: an internal error. */
  failure?(error: unknown): SideAnswer | null;
  /** Reports answered off the table's thread: at most `bound` waiting per connection. */
  readonly reads?: { readonly is: (op: string) => boolean; readonly bound: number };
  /** The connection is gone: what the side counted for it (its lockouts) is written. */
  gone(): void;
}

/**
 * One screen's WebSocket, for either server. Requests are answered one at a time in the order they
 * came, as they were keyed; nothing a client sends can throw out of here and stop the server. A
 * frame that is no request is answered, counted (journaled after a login), never acted on.
 */
export class FramedConnection<S extends JournaledSession> {
  #queue: Promise<void> = Promise.resolve();
  /** The reports this connection asked that are not answered yet (see FramedSide.reads). */
  #readsWaiting = 0;
  #closed = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly side: FramedSide<S>,
    private readonly journal: ConnectionJournal,
    private readonly log: (line: ServerLine) => void,
  ) {
    socket.send(JSON.stringify(side.hello));
    socket.on('message', (data, isBinary) => this.#take(data, isBinary));
  }

  get session(): S {
    return this.side.session;
  }

  /** `frame`: a push already serialised, once for every connection; only a logged-in one hears it. */
  push(frame: string): void {
    if (this.session.role !== null && this.socket.readyState === this.socket.OPEN) this.socket.send(frame);
  }

  /** The connection is gone (or the server closes): what it was counted for is journaled, once. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.journal.close();
    this.side.gone();
  }

  /**
   * A frame queued behind the connection's others; a report past the side's bound is refused at
   * once ("busy"), so that no screen piles up reads the thread must answer after it left.
   */
  #take(data: RawData, isBinary: boolean): void {
    // Read once: the bound, the busy answer's id and the reply all look at the same frame.
    const frame: Frame = isBinary ? { kind: 'binary' } : parsed(data);
    const reads = this.side.reads;
    const op = reads && frame.kind === 'json' ? readOf(frame.json, reads.is) : null;
    if (op !== null && reads && this.#readsWaiting >= reads.bound) {
      const id = frame.kind === 'json' ? idOf(frame.json) : null;
      this.#send(this.#refused(id, frameMessages.busy(op, reads.bound)));
      return;
    }
    if (op !== null) this.#readsWaiting++;
    this.#queue = this.#queue.then(async () => {
      try {
        // A screen gone: the reports it left queued are read for nobody (what it keyed still counts).
        if (op === null || !this.#closed) this.#send(await this.#reply(frame));
      } finally {
        if (op !== null) this.#readsWaiting--;
      }
    });
  }

  async #reply(frame: Frame): Promise<ReplyFrame> {
    if (frame.kind === 'binary') return this.#refused(null, frameMessages.binary());
    if (frame.kind === 'not-json') return this.#refused(null, frameMessages.notJson());
    const { json } = frame;
    const envelope = requestFrameSchema.safeParse(json);
    if (!envelope.success) return this.#refused(idOf(json), frameMessages.notEnvelope());
    const { id, op, payload } = envelope.data;
    if (!this.side.isOperation(op)) return this.#refused(id, frameMessages.unknownOperation(op));
    try {
      return { id, ...(await this.side.answer(op, payload)) };
    } catch (error) {
      const named = this.side.failure?.(error) ?? null;
      if (named) return { id, ...named };
      // A read the closing server cut short is no fault to report.
      if (!this.#closed)
        this.log({ line: 'internal-error', op, detail: (error as Error).stack ?? String(error) });
      return { id, ...refusedAnswer({ code: 'socket.internal-error', params: { op } }) };
    }
  }

  /** A frame not taken: answered with its id when it has one, counted before a login, never a row. */
  #refused(id: RequestId, said: AccessMessage): ReplyFrame {
    const answer = refusedAnswer(said);
    this.journal.refused({
      kind: 'refusal',
      op: null,
      payload: null,
      reason: answer.error,
      code: said.code,
      refusal: said,
      journaled: false,
    });
    return { id, ...answer };
  }

  #send(frame: ReplyFrame): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(frame));
  }
}

/** A frame as it came: binary, not JSON, or JSON to check against the envelope. */
type Frame =
  | { readonly kind: 'binary' }
  | { readonly kind: 'not-json' }
  | { readonly kind: 'json'; readonly json: unknown };

function parsed(data: RawData): Frame {
  try {
    return { kind: 'json', json: JSON.parse(data.toString()) };
  } catch {
    return { kind: 'not-json' };
  }
}

/** The read a frame asks, if it asks one (else it is queued as any frame). */
function readOf(json: unknown, isRead: (op: string) => boolean): string | null {
  const op = typeof json === 'object' && json !== null && 'op' in json ? json.op : null;
  return typeof op === 'string' && isRead(op) ? op : null;
}

/** The id of a malformed request, when it has a usable one, so the client can match the error. */
function idOf(json: unknown): RequestId {
  const id = typeof json === 'object' && json !== null && 'id' in json ? json.id : null;
  return typeof id === 'string' || (typeof id === 'number' && Number.isInteger(id)) ? id : null;
}
