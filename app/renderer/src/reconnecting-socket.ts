import { replyFrameSchema } from '../../contract';
import type { WireMessage } from '../../contract/outcome';
import { isLanguage, type KeyOf, type Language, type Translator, translatorFor } from '../../i18n';
import { type ConnectionState, Listeners } from './table-transport';

const RECONNECT_MS = 1000;

/** The language the page speaks (the WordsProvider sets it on <html lang>), for words said outside React. */
export function pageWords(): Translator {
  const language = globalThis.document?.documentElement.lang ?? '';
  return translatorFor(isLanguage(language) ? language : 'en');
}

/** A refused request: the server's coded message said in the page's language; else its sentence. */
export function refusedAnswer(
  frame: { readonly error: string; readonly said?: WireMessage | undefined },
  language: Language,
): { readonly ok: false; readonly error: string } {
  return { ok: false, error: frame.said ? translatorFor(language).say(frame.said) : frame.error };
}

export type SocketAnswer =
  | { readonly ok: true; readonly reply: unknown }
  | { readonly ok: false; readonly error: string };

/** What differs between the table's socket and the pit's: its hello, its pushes, its replies' checks. */
export interface SocketDialect<Push> {
  /** A pushed frame checked against the contract: the hello's nonce, a push, or null (said on the console). */
  hearPush(json: unknown): { readonly nonce: string } | { readonly push: Push } | null;
  /** A reply checked against what was asked. */
  checkReply(op: string, asked: unknown, reply: unknown): SocketAnswer;
  /** The screen catalogue's keys for "not connected" and "lost before the answer". */
  readonly notConnected: KeyOf<'screen'>;
  readonly lostBeforeAnswer: KeyOf<'screen'>;
}

/**
 * The one WebSocket client of every screen (the croupier's, the review, the books, the floor view):
 * requests answered by id, replies and pushes checked where they arrive, the hello's nonce put into
 * every login (binding it to this connection), a lost connection retried every second.
 */
export class ReconnectingSocket<Push> {
  #socket: WebSocket | null = null;
  #nonce: string | null = null;
  #nextId = 1;
  #stopped = false;
  #state: ConnectionState = 'connecting';
  readonly #pending = new Map<
    number,
    { op: string; asked: unknown; resolve: (answer: SocketAnswer) => void }
  >();
  readonly #states = new Listeners<ConnectionState>();
  readonly #pushes = new Listeners<Push>();

  constructor(
    private readonly url: string,
    private readonly dialect: SocketDialect<Push>,
  ) {}

  /** The socket at `path` on the page's own origin: WSS when the page came over HTTPS. */
  static urlForPage(path: string): string {
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    return `${scheme}://${window.location.host}${path}`;
  }

  get state(): ConnectionState {
    return this.#state;
  }

  start(): void {
    this.#stopped = false;
    if (!this.#socket) this.#connect();
  }

  stop(): void {
    this.#stopped = true;
    const socket = this.#socket;
    this.#socket = null;
    socket?.close();
  }

  onState(listener: (state: ConnectionState) => void): () => void {
    return this.#states.add(listener);
  }

  onPush(listener: (push: Push) => void): () => void {
    return this.#pushes.add(listener);
  }

  /** `payload` already checked by the caller against the contract. */
  request(op: string, asked: unknown): Promise<SocketAnswer> {
    const payload =
      op === 'login' && this.#nonce && typeof asked === 'object' ? { ...asked, nonce: this.#nonce } : asked;
    const socket = this.#socket;
    if (!socket || socket.readyState !== WebSocket.OPEN || this.#nonce === null)
      return Promise.resolve({ ok: false, error: pageWords().text('screen', this.dialect.notConnected) });
    const id = this.#nextId++;
    return new Promise((resolve) => {
      this.#pending.set(id, { op, asked: payload, resolve });
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
      // A socket replaced by a restart (React's strict mode does stop-start) says nothing more.
      if (this.#socket !== socket) return;
      for (const { resolve } of this.#pending.values())
        resolve({ ok: false, error: pageWords().text('screen', this.dialect.lostBeforeAnswer) });
      this.#pending.clear();
      this.#socket = null;
      this.#tell('lost');
      if (!this.#stopped) window.setTimeout(() => this.#connect(), RECONNECT_MS);
    });
  }

  #receive(text: string): void {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      console.error('the server sent a frame that is not JSON');
      return;
    }
    if (typeof json === 'object' && json !== null && Object.hasOwn(json, 'push')) {
      const heard = this.dialect.hearPush(json);
      if (heard && 'nonce' in heard) {
        this.#nonce = heard.nonce;
        this.#tell('open');
      } else if (heard) this.#pushes.tell(heard.push);
      return;
    }
    const reply = replyFrameSchema.safeParse(json);
    if (!reply.success) {
      console.error("the server's answer is not what this page understands", reply.error);
      return;
    }
    if (typeof reply.data.id !== 'number') return;
    const pending = this.#pending.get(reply.data.id);
    this.#pending.delete(reply.data.id);
    if (!pending) return;
    pending.resolve(
      reply.data.ok
        ? this.dialect.checkReply(pending.op, pending.asked, reply.data.reply)
        : refusedAnswer(reply.data, pageWords().language),
    );
  }
}
