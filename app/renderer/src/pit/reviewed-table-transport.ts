import {
  type AlarmChange,
  checkReply,
  type OperationName,
  PIT_REVIEW_OPERATIONS,
  type PitReviewOperation,
  type RequestOf,
  type TableMessage,
} from '../../../contract';
import { type Answer, type ConnectionState, notSent, type TableTransport } from '../table-transport';
import type { PitSocket } from './pit-socket';

const isReviewOperation = (op: OperationName): op is PitReviewOperation =>
  (PIT_REVIEW_OPERATIONS as readonly string[]).includes(op);

/**
 * One table's pit review over the pit's socket: the same screen as at the table, its reads
 * answered by the pit server from the table's replica. Nothing is changed from here: rulings and
 * corrections are made at the table, so any other operation is refused before it is sent.
 */
export class ReviewedTableTransport implements TableTransport {
  constructor(
    private readonly socket: PitSocket,
    readonly table: string,
    private readonly readOnly: string,
  ) {}

  start(): void {
    this.socket.start();
  }

  stop(): void {}

  async request<N extends OperationName>(op: N, payload: RequestOf<N>): Promise<Answer<N>> {
    if (!isReviewOperation(op)) return { ok: false, error: this.readOnly };
    const refused = notSent(op, payload);
    if (refused) return refused;
    const answer = await this.socket.request('review', { table: this.table, op, payload });
    return answer.ok ? checkReply(op, answer.reply) : answer;
  }

  /** The table as its replica stands: once when the review opens, then at each change shipped. */
  onTable(listener: (message: TableMessage) => void): () => void {
    const off = this.socket.onReviewed(({ table, message }) => {
      if (table === this.table) listener(message);
    });
    void this.socket.request('openReview', { table: this.table }).then((answer) => {
      if (answer.ok && answer.reply) listener(answer.reply);
    });
    return off;
  }

  onAlarms(_: (change: AlarmChange) => void): () => void {
    return () => undefined;
  }

  onState(listener: (state: ConnectionState) => void): () => void {
    const off = this.socket.onState(listener);
    listener(this.socket.state);
    return off;
  }
}
