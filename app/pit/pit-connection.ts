import { randomBytes } from 'node:crypto';
import type { RawData, WebSocket } from 'ws';
import { isPitOperationName, PIT_HELLO, PIT_ROLES, type PitPush } from '../contract/pit-floor.js';
import { type ReplyFrame, type RequestId, requestFrameSchema } from '../contract.js';
import { CenterUnavailableError } from '../core/pit/center.js';
import { type Message, say } from '../core/pit/pit-messages.js';
import { frameMessages } from '../core/roles/access-messages.js';
import { connectionSource } from '../server/access.js';
import { answerPit, type PitServed, type PitSession, refusedAnswer } from './pit-operations.js';
import type { PitServerLine } from './pit-server-line.js';

/**
 * One floor view's WebSocket: the server's hello (its nonce binds a login to this connection),
 * then requests answered one at a time in order; nothing a client sends can throw out of here.
 * Nothing is pushed before a login.
 */
export class PitConnection {
  readonly session: PitSession;
  #queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly socket: WebSocket,
    private readonly served: PitServed,
    private readonly log: (line: PitServerLine) => void,
    origin: { readonly connection: number; readonly address: string },
  ) {
    const nonce = randomBytes(16).toString('hex');
    this.session = {
      role: null,
      operator: '',
      nonce,
      from: connectionSource(origin.connection, origin.address),
      reviewing: null,
    };
    socket.send(JSON.stringify({ push: PIT_HELLO, nonce } satisfies PitPush));
    socket.on('message', (data, isBinary) => {
      this.#queue = this.#queue.then(() => this.#receive(data, isBinary));
    });
  }

  /** `frame`: a push already serialised once for every connection. */
  push(frame: string): void {
    if (this.session.role !== null && this.socket.readyState === this.socket.OPEN) this.socket.send(frame);
  }

  close(): void {
    this.served.gate.gone(this.session.from, PIT_ROLES);
  }

  async #receive(data: RawData, isBinary: boolean): Promise<void> {
    const reply = await this.#reply(data, isBinary);
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(reply));
  }

  async #reply(data: RawData, isBinary: boolean): Promise<ReplyFrame> {
    if (isBinary) return refused(null, frameMessages.binary());
    let json: unknown;
    try {
      json = JSON.parse(data.toString());
    } catch {
      return refused(null, frameMessages.notJson());
    }
    const envelope = requestFrameSchema.safeParse(json);
    if (!envelope.success) return refused(idOf(json), frameMessages.notEnvelope());
    const { id, op, payload } = envelope.data;
    if (!isPitOperationName(op)) return refused(id, frameMessages.unknownOperation(op));
    try {
      return { id, ...(await answerPit(op, payload, this.session, this.served)) };
    } catch (error) {
      if (error instanceof CenterUnavailableError) return refused(id, error.said);
      this.log({ line: 'internal-error', op, detail: (error as Error).stack ?? String(error) });
      return refused(id, say('socket.internal-error', { op }));
    }
  }
}

function idOf(json: unknown): RequestId {
  const id = typeof json === 'object' && json !== null && 'id' in json ? json.id : null;
  return typeof id === 'string' || (typeof id === 'number' && Number.isInteger(id)) ? id : null;
}

const refused = (id: RequestId, said: Message): ReplyFrame => ({ id, ...refusedAnswer(said) });
