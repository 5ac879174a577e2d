import {
  type AlarmChange,
  checkReply,
  contractBroken,
  type OperationName,
  type PushFrame,
  pushFrameSchema,
  type RequestOf,
  TABLE_CHANGED,
  TABLE_HELLO,
  TABLE_SOCKET_PATH,
  type TableMessage,
} from '../../contract';
import { ReconnectingSocket, type SocketDialect } from './reconnecting-socket';
import { type Answer, type ConnectionState, notSent, type TableTransport } from './table-transport';

/** The table's socket as the one client speaks it: its hello, its pushes, its replies' checks. */
const tableDialect: SocketDialect<Exclude<PushFrame, { push: typeof TABLE_HELLO }>> = {
  hearPush: (json) => {
    const heard = pushFrameSchema.safeParse(json);
    if (!heard.success) {
      console.error(contractBroken("the table's push", heard.error));
      return null;
    }
    return heard.data.push === TABLE_HELLO ? { nonce: heard.data.nonce } : { push: heard.data };
  },
  checkReply: (op, _asked, reply) => checkReply(op as OperationName, reply),
  notConnected: 'transport.not-connected',
  lostBeforeAnswer: 'transport.lost-before-answer',
};

/**
 * The table over the server's WebSocket (web mode). Every payload is checked against the contract
 * before it is sent, and every reply and push when it arrives; the server checks again and
 * decides. The connection is open once the server's hello arrives.
 */
export class WebSocketTransport implements TableTransport {
  readonly #socket: ReconnectingSocket<Exclude<PushFrame, { push: typeof TABLE_HELLO }>>;

  constructor(url: string) {
    this.#socket = new ReconnectingSocket(url, tableDialect);
  }

  static forPage(): WebSocketTransport {
    return new WebSocketTransport(ReconnectingSocket.urlForPage(TABLE_SOCKET_PATH));
  }

  start(): void {
    this.#socket.start();
  }

  stop(): void {
    this.#socket.stop();
  }

  onTable(listener: (message: TableMessage) => void): () => void {
    return this.#socket.onPush((frame) => {
      if (frame.push === TABLE_CHANGED) listener(frame.message);
    });
  }

  onAlarms(listener: (change: AlarmChange) => void): () => void {
    return this.#socket.onPush((frame) => {
      if (frame.push !== TABLE_CHANGED) listener(frame.change);
    });
  }

  onState(listener: (state: ConnectionState) => void): () => void {
    return this.#socket.onState(listener);
  }

  request<N extends OperationName>(op: N, asked: RequestOf<N>): Promise<Answer<N>> {
    // A login is checked as the page asked it: the socket adds the connection's nonce.
    const refused = notSent(op, asked);
    if (refused) return Promise.resolve(refused);
    return this.#socket.request(op, asked) as Promise<Answer<N>>;
  }
}
