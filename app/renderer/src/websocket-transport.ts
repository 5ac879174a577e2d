import {
  type AlarmChange,
  checkReply,
  hearFrame,
  type OperationName,
  type RequestFrame,
  type RequestOf,
  TABLE_CHANGED,
  TABLE_HELLO,
  TABLE_SOCKET_PATH,
  type TableMessage,
} from '../../contract';
import type { WireMessage } from '../../contract/outcome';
import { isLanguage, type Language, type Translator, translatorFor } from '../../i18n';
import {
  type Answer,
  type ConnectionState,
  Listeners,
  notSent,
  type TableTransport,
} from './table-transport';

const RECONNECT_MS = 1000;

/** The language the page speaks (the WordsProvider sets it on <html lang>), for words said outside React. */
export function pageWords(): Translator {
  const language = globalThis.document?.documentElement.lang ?? '';
  return translatorFor(isLanguage(language) ? language : 'en');
}

/** A refused request: the table's coded message said in the page's language; else its sentence. */
export function refusedAnswer(
  frame: { readonly error: string; readonly said?: WireMessage | undefined },
  language: Language,
): { readonly ok: false; readonly error: string } {
  return { ok: false, error: frame.said ? translatorFor(language).say(frame.said) : frame.error };
}

/** A request sent and not yet answered: what it asked, to check the reply against. */
interface Pending {
  readonly op: OperationName;
  readonly resolve: (answer: Answer<OperationName>) => void;
}

/**
 * The table over the server's WebSocket (web mode). Every payload is checked against the contract
 * before it is sent, and every reply and push when it arrives; the server checks again and
 * decides. A lost connection is retried every second. The connection is open once the server's
 * hello arrives: its nonce goes into every login, which binds the login to this connection.
 */
export class WebSocketTransport implements TableTransport {
  #socket: WebSocket | null = null;
  #nonce: string | null = null;
  #nextId = 1;
  #stopped = false;
  readonly #pending = new Map<number, Pending>();
  readonly #tables = new Listeners<TableMessage>();
  readonly #alarms = new Listeners<AlarmChange>();
  readonly #states = new Listeners<ConnectionState>();

  constructor(private readonly url: string) {}

  /** The table's socket on the page's own origin: WSS when the page came over HTTPS. */
  static forPage(): WebSocketTransport {
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    return new WebSocketTransport(`${scheme}://${window.location.host}${TABLE_SOCKET_PATH}`);
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
    return this.#tables.add(listener);
  }

  onAlarms(listener: (change: AlarmChange) => void): () => void {
    return this.#alarms.add(listener);
  }

  onState(listener: (state: ConnectionState) => void): () => void {
    return this.#states.add(listener);
  }

  request<N extends OperationName>(op: N, asked: RequestOf<N>): Promise<Answer<N>> {
    const payload = op === 'login' && this.#nonce ? { ...asked, nonce: this.#nonce } : asked;
    const refused = notSent(op, payload);
    if (refused) return Promise.resolve(refused);
    const socket = this.#socket;
    if (!socket || socket.readyState !== WebSocket.OPEN || this.#nonce === null)
      return Promise.resolve({ ok: false, error: pageWords().text('screen', 'transport.not-connected') });
    const id = this.#nextId++;
    return new Promise((resolve) => {
      this.#pending.set(id, { op, resolve: resolve as (answer: Answer<OperationName>) => void });
      socket.send(JSON.stringify({ id, op, payload } satisfies RequestFrame));
    });
  }

  #connect(): void {
    this.#states.tell('connecting');
    const socket = new WebSocket(this.url);
    this.#socket = socket;
    this.#nonce = null;
    socket.addEventListener('message', (event) => this.#receive(String(event.data)));
    socket.addEventListener('close', () => {
      // A socket replaced by a restart (React's strict mode does stop-start) says nothing more.
      if (this.#socket !== socket) return;
      for (const { resolve } of this.#pending.values())
        resolve({ ok: false, error: pageWords().text('screen', 'transport.lost-before-answer') });
      this.#pending.clear();
      this.#socket = null;
      this.#states.tell('lost');
      if (!this.#stopped) window.setTimeout(() => this.#connect(), RECONNECT_MS);
    });
  }

  #receive(text: string): void {
    const heard = hearFrame(text);
    if (!heard.ok) {
      console.error(heard.problem);
      return;
    }
    const { frame } = heard;
    // hearFrame checked the pushed table (or alarm change) already.
    if ('push' in frame) {
      if (frame.push === TABLE_HELLO) {
        this.#nonce = frame.nonce;
        this.#states.tell('open');
      } else if (frame.push === TABLE_CHANGED) this.#tables.tell(frame.message);
      else this.#alarms.tell(frame.change);
      return;
    }
    if (typeof frame.id !== 'number') return;
    const pending = this.#pending.get(frame.id);
    this.#pending.delete(frame.id);
    pending?.resolve(
      frame.ok ? checkReply(pending.op, frame.reply) : refusedAnswer(frame, pageWords().language),
    );
  }
}
