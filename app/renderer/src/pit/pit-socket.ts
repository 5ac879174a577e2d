import {
  CENTER_CHANGED,
  checkPitReply,
  FLOOR_CHANGED,
  type FloorCenter,
  type FloorLine,
  PIT_ALARMS_CHANGED,
  PIT_HELLO,
  PIT_SOCKET_PATH,
  type PitAlarm,
  type PitOperationName,
  type PitPush,
  type PitReplyOf,
  type PitRequestOf,
  pitOperations,
  pitPushSchema,
  REVIEWED_TABLE_CHANGED,
  type TableMessage,
} from '../../../contract';
import { ReconnectingSocket, type SocketDialect } from '../reconnecting-socket';
import type { ConnectionState } from '../table-transport';

export type PitAnswer<N extends PitOperationName> =
  | { readonly ok: true; readonly reply: PitReplyOf<N> }
  | { readonly ok: false; readonly error: string };

type Pushed = Exclude<PitPush, { push: typeof PIT_HELLO }>;

/** The pit's socket as the one client speaks it: its hello, its pushes, its replies' checks. */
const pitDialect: SocketDialect<Pushed> = {
  hearPush: (json) => {
    const push = pitPushSchema.safeParse(json);
    if (!push.success) {
      console.error("the pit server's push is not what this page understands", push.error);
      return null;
    }
    return push.data.push === PIT_HELLO ? { nonce: push.data.nonce } : { push: push.data };
  },
  checkReply: (op, asked, reply) => checkPitReply(op as PitOperationName, asked, reply),
  notConnected: 'transport.pit-not-connected',
  lostBeforeAnswer: 'transport.pit-lost-before-answer',
};

/**
 * The floor view's one connection to the pit server: requests checked against the contract before
 * they leave and their replies where they arrive, the pushes (floor lines, alarms, the reviewed
 * table) checked too. Lost, it reconnects every second; a new connection logs in again.
 */
export class PitSocket {
  readonly #socket: ReconnectingSocket<Pushed>;

  constructor(url: string) {
    this.#socket = new ReconnectingSocket(url, pitDialect);
  }

  static forPage(): PitSocket {
    return new PitSocket(ReconnectingSocket.urlForPage(PIT_SOCKET_PATH));
  }

  get state(): ConnectionState {
    return this.#socket.state;
  }

  start(): void {
    this.#socket.start();
  }

  onState(listener: (state: ConnectionState) => void): () => void {
    return this.#socket.onState(listener);
  }
  onLines(listener: (lines: readonly FloorLine[]) => void): () => void {
    return this.#socket.onPush((frame) => {
      if (frame.push === FLOOR_CHANGED) listener(frame.lines);
    });
  }
  onCenter(listener: (center: FloorCenter) => void): () => void {
    return this.#socket.onPush((frame) => {
      if (frame.push === CENTER_CHANGED) listener(frame.center);
    });
  }
  onAlarms(listener: (alarms: readonly PitAlarm[]) => void): () => void {
    return this.#socket.onPush((frame) => {
      if (frame.push === PIT_ALARMS_CHANGED) listener(frame.alarms);
    });
  }
  onReviewed(listener: (changed: { table: string; message: TableMessage }) => void): () => void {
    return this.#socket.onPush((frame) => {
      if (frame.push === REVIEWED_TABLE_CHANGED) listener({ table: frame.table, message: frame.message });
    });
  }

  request<N extends PitOperationName>(op: N, asked: PitRequestOf<N>): Promise<PitAnswer<N>> {
    const checked = pitOperations[op].request.safeParse(asked);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return Promise.resolve({
        ok: false,
        error: `not sent: ${issue?.path.join('.') ?? op} ${issue?.message ?? ''}`,
      });
    }
    return this.#socket.request(op, asked) as Promise<PitAnswer<N>>;
  }
}
