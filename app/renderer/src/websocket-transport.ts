import { type OperationName, type RequestOf, TABLE_CHANGED, type TableMessage } from '../../contract';
import { type Answer, type ConnectionState, notSent, type TableTransport } from './table-transport';

type Frame =
  | { id: number | string | null; ok: true; reply: unknown }
  | { id: number | string | null; ok: false; error: string }
  | { push: string; message: TableMessage };

const RECONNECT_MS = 1000;

/**
 * The table over the server's WebSocket (web mode). Every payload is checked against the contract
 * before it is sent; the server checks again and decides. A lost connection is retried every second.
 */
export class WebSocketTransport implements TableTransport {
  #socket: WebSocket | null = null;
  #nextId = 1;
  #stopped = false;
  readonly #pending = new Map<number, (answer: Answer<OperationName>) => void>();
  readonly #onTable = new Set<(message: TableMessage) => void>();
  readonly #onState = new Set<(state: ConnectionState) => void>();

  constructor(private readonly url: string) {}

  /** `ws://host/table` of the page's own origin. */
  static forPage(): WebSocketTransport {
    return new WebSocketTransport(`ws://${window.location.host}/table`);
  }

  start(): void {
    this.#stopped = false;
    this.#connect();
  }

  stop(): void {
    this.#stopped = true;
    const socket = this.#socket;
    this.#socket = null;
    socket?.close();
  }

  onTable(listener: (message: TableMessage) => void): () => void {
    this.#onTable.add(listener);
    return () => this.#onTable.delete(listener);
  }

  onState(listener: (state: ConnectionState) => void): () => void {
    this.#onState.add(listener);
    return () => this.#onState.delete(listener);
  }

  request<N extends OperationName>(op: N, payload: RequestOf<N>): Promise<Answer<N>> {
    const refused = notSent(op, payload);
    if (refused) return Promise.resolve(refused);
    const socket = this.#socket;
    if (!socket || socket.readyState !== WebSocket.OPEN)
      return Promise.resolve({ ok: false, error: 'not connected to the table: reconnecting…' });
    const id = this.#nextId++;
    return new Promise((resolve) => {
      this.#pending.set(id, resolve as (answer: Answer<OperationName>) => void);
      socket.send(JSON.stringify({ id, op, payload }));
    });
  }

  #connect(): void {
    this.#tell('connecting');
    const socket = new WebSocket(this.url);
    this.#socket = socket;
    socket.addEventListener('open', () => this.#tell('open'));
    socket.addEventListener('message', (event) => this.#receive(String(event.data)));
    socket.addEventListener('close', () => {
      // A socket replaced by a restart (React's strict mode does stop-start) says nothing more.
      if (this.#socket !== socket) return;
      for (const resolve of this.#pending.values())
        resolve({ ok: false, error: 'the connection to the table was lost before it answered' });
      this.#pending.clear();
      this.#socket = null;
      this.#tell('lost');
      if (!this.#stopped) window.setTimeout(() => this.#connect(), RECONNECT_MS);
    });
  }

  #receive(text: string): void {
    const frame = JSON.parse(text) as Frame;
    if ('push' in frame) {
      if (frame.push === TABLE_CHANGED) for (const listener of this.#onTable) listener(frame.message);
      return;
    }
    if (typeof frame.id !== 'number') return;
    const resolve = this.#pending.get(frame.id);
    this.#pending.delete(frame.id);
    resolve?.(frame.ok ? { ok: true, reply: frame.reply as never } : { ok: false, error: frame.error });
  }

  #tell(state: ConnectionState): void {
    for (const listener of this.#onState) listener(state);
  }
}
