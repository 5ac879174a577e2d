import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import {
  type OperationName,
  type RequestOf,
  TABLE_CHANGED,
  TABLE_SOCKET_PATH,
  type TableMessage,
} from '../../app/contract.js';
import type { TableInput } from '../../engine/round/inputs.js';
import { Conditions } from './conditions.js';

interface Pushed {
  /** When the push arrived here, before it was parsed. */
  readonly at: number;
  readonly message: TableMessage;
}

/**
 * The served table's contract over its WebSocket, from Node: as the dashboard does, it sends the
 * croupier's inputs and hears every push of the table. Pushes are timed as they arrive, so it is
 * also the page's baseline: a client that receives the same pushes but renders nothing.
 */
export class TableSocket {
  readonly #conditions = new Conditions();
  readonly #replies = new Map<number, (frame: { ok: boolean; reply?: unknown; error?: string }) => void>();
  #nextId = 1;
  #pushes: Pushed[] = [];
  #latest: TableMessage | null = null;
  /** Called with each accepted input and its round trip in ms, from the send to the reply. */
  onAccepted: ((input: TableInput, ms: number) => void) | null = null;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const at = performance.now();
      const frame = JSON.parse(data.toString());
      if (frame.push === TABLE_CHANGED) {
        this.#latest = frame.message;
        this.#pushes.push({ at, message: frame.message });
        this.#conditions.poke();
      } else this.#replies.get(frame.id)?.(frame);
    });
  }

  /** The server accepts only its own origin, as a browser would send it. */
  static async connect(pageUrl: string): Promise<TableSocket> {
    const url = new URL(pageUrl);
    const socket = new WebSocket(`ws://${url.host}${TABLE_SOCKET_PATH}`, { origin: url.origin });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const client = new TableSocket(socket);
    const opening = await client.request('viewTable', {});
    client.#latest = opening as TableMessage;
    return client;
  }

  get latest(): TableMessage {
    if (!this.#latest) throw new Error('no table message yet');
    return this.#latest;
  }

  async request<N extends OperationName>(op: N, payload: RequestOf<N>): Promise<unknown> {
    const id = this.#nextId++;
    const answered = new Promise<{ ok: boolean; reply?: unknown; error?: string }>((resolve) =>
      this.#replies.set(id, resolve),
    );
    this.socket.send(JSON.stringify({ id, op, payload }));
    const frame = await answered;
    this.#replies.delete(id);
    if (!frame.ok) throw new Error(`${op}: ${frame.error}`);
    return frame.reply;
  }

  /** An input the table must accept: a refusal is a bug of the bench's croupier. */
  async submit(input: TableInput): Promise<void> {
    const sentAt = performance.now();
    const outcome = (await this.request('submitInput', { input })) as { ok: boolean; reason?: string };
    if (!outcome.ok) throw new Error(`the table refused ${JSON.stringify(input)}: ${outcome.reason}`);
    this.onAccepted?.(input, performance.now() - sentAt);
  }

  /** Forgets the pushes so far: `firstPush` then looks only at what comes after. */
  mark(): void {
    this.#pushes = [];
  }

  /** The arrival time of the first push since `mark()` whose message passes `test`. */
  async firstPush(test: (message: TableMessage) => boolean, what: string): Promise<number> {
    const found = () => this.#pushes.find((pushed) => test(pushed.message));
    await this.#conditions.until(() => found() !== undefined, 10_000, what);
    return found()?.at ?? Number.NaN;
  }

  close(): void {
    this.socket.close();
  }
}
