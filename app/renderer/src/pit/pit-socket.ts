import {
  checkPitReply,
  FLOOR_CHANGED,
  type FloorLine,
  PIT_ALARMS_CHANGED,
  PIT_HELLO,
  PIT_SOCKET_PATH,
  type PitAlarm,
  type PitOperationName,
  type PitReplyOf,
  type PitRequestOf,
  pitOperations,
  pitPushSchema,
  REVIEWED_TABLE_CHANGED,
  replyFrameSchema,
  type TableMessage,
} from '../../../contract';
import { type ConnectionState, Listeners } from '../table-transport';
import { pageWords, refusedAnswer } from '../websocket-transport';

const RECONNECT_MS = 1000;

export type PitAnswer<N extends PitOperationName> =
  | { readonly ok: true; readonly reply: PitReplyOf<N> }
  | { readonly ok: false; readonly error: string };

/**
 * The floor view's one connection to the pit server: requests checked against the contract before
 * they leave and their replies where they arrive, the pushes (floor lines, alarms, the reviewed
 * table) checked too. Lost, it reconnects every second; a new connection logs in again.
 */
export class PitSocket {
  #socket: WebSocket | null = null;
  #nonce: string | null = null;
  #nextId = 1;
  readonly #pending = new Map<
    number,
    { op: PitOperationName; asked: unknown; resolve: (answer: PitAnswer<PitOperationName>) => void }
  >();
  readonly #states = new Listeners<ConnectionState>();
  readonly #lines = new Listeners<readonly FloorLine[]>();
  readonly #alarms = new Listeners<readonly PitAlarm[]>();
  readonly #reviewed = new Listeners<{ table: string; message: TableMessage }>();
  #state: ConnectionState = 'connecting';

  constructor(private readonly url: string) {}

  static forPage(): PitSocket {
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    return new PitSocket(`${scheme}://${window.location.host}${PIT_SOCKET_PATH}`);
  }

  get state(): ConnectionState {
    return this.#state;
  }

  start(): void {
    if (!this.#socket) this.#connect();
  }

  onState(listener: (state: ConnectionState) => void): () => void {
    return this.#states.add(listener);
  }
  onLines(listener: (lines: readonly FloorLine[]) => void): () => void {
    return this.#lines.add(listener);
  }
  onAlarms(listener: (alarms: readonly PitAlarm[]) => void): () => void {
    return this.#alarms.add(listener);
  }
  onReviewed(listener: (changed: { table: string; message: TableMessage }) => void): () => void {
    return this.#reviewed.add(listener);
  }

  request<N extends PitOperationName>(op: N, asked: PitRequestOf<N>): Promise<PitAnswer<N>> {
    const payload = op === 'login' && this.#nonce ? { ...asked, nonce: this.#nonce } : asked;
    const checked = pitOperations[op].request.safeParse(payload);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return Promise.resolve({
        ok: false,
        error: `not sent: ${issue?.path.join('.') ?? op} ${issue?.message ?? ''}`,
      });
    }
    const socket = this.#socket;
    if (!socket || socket.readyState !== WebSocket.OPEN || this.#nonce === null)
      return Promise.resolve({ ok: false, error: pageWords().text('screen', 'transport.pit-not-connected') });
    const id = this.#nextId++;
    return new Promise((resolve) => {
      this.#pending.set(id, {
        op,
        asked: payload,
        resolve: resolve as (answer: PitAnswer<PitOperationName>) => void,
      });
      socket.send(JSON.stringify({ id, op, payload }));
    });
  }

  #tell(state: ConnectionState): void {
    this.#state = state;
    this.#states.tell(state);
  }

  #connect(): void {
    this.#tell('connecting');
    const socket = new WebSocket(this.url);
    this.#socket = socket;
    this.#nonce = null;
    socket.addEventListener('message', (event) => this.#receive(String(event.data)));
    socket.addEventListener('close', () => {
      if (this.#socket !== socket) return;
      for (const { resolve } of this.#pending.values())
        resolve({ ok: false, error: pageWords().text('screen', 'transport.pit-lost-before-answer') });
      this.#pending.clear();
      this.#socket = null;
      this.#tell('lost');
      window.setTimeout(() => this.#connect(), RECONNECT_MS);
    });
  }

  #receive(text: string): void {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      console.error('the pit server sent a frame that is not JSON');
      return;
    }
    if (typeof json === 'object' && json !== null && Object.hasOwn(json, 'push')) {
      const push = pitPushSchema.safeParse(json);
      if (!push.success) {
        console.error("the pit server's push is not what this page understands", push.error);
        return;
      }
      const frame = push.data;
      if (frame.push === PIT_HELLO) {
        this.#nonce = frame.nonce;
        this.#tell('open');
      } else if (frame.push === FLOOR_CHANGED) this.#lines.tell(frame.lines);
      else if (frame.push === PIT_ALARMS_CHANGED) this.#alarms.tell(frame.alarms);
      else if (frame.push === REVIEWED_TABLE_CHANGED)
        this.#reviewed.tell({ table: frame.table, message: frame.message });
      return;
    }
    const reply = replyFrameSchema.safeParse(json);
    if (!reply.success || typeof reply.data.id !== 'number') return;
    const pending = this.#pending.get(reply.data.id);
    this.#pending.delete(reply.data.id);
    if (!pending) return;
    if (!reply.data.ok) pending.resolve(refusedAnswer(reply.data, pageWords().language));
    else {
      const checked = checkPitReply(pending.op, pending.asked, reply.data.reply);
      pending.resolve(checked as PitAnswer<PitOperationName>);
    }
  }
}
