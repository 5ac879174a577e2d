import {
  type AlarmChange,
  type Answer,
  alarmChangeSchema,
  contractBroken,
  type OperationName,
  operations,
  type RequestOf,
  type TableMessage,
  tableMessageSchema,
} from '../../contract';

export type { Answer };

export type ConnectionState = 'connecting' | 'open' | 'lost';

/**
 * The dashboard's one way to the table, whatever carries it: the server's WebSocket in a browser
 * (web mode), or the preload's bridge in the Electron window, whose CSP allows no connection at
 * all. The screens see only this; main.tsx picks the carrier once, at start-up.
 */
export interface TableTransport {
  start(): void;
  stop(): void;
  request<N extends OperationName>(op: N, payload: RequestOf<N>): Promise<Answer<N>>;
  /** Every table the server pushes; returns the unsubscribe function. */
  onTable(listener: (message: TableMessage) => void): () => void;
  /** Every alarm push: only the alarms that changed; returns the unsubscribe function. */
  onAlarms(listener: (change: AlarmChange) => void): () => void;
  onState(listener: (state: ConnectionState) => void): () => void;
}

/**
 * The contract's check, made here too before anything is sent, so a mistake in the screen shows at
 * once instead of as the table's refusal. Null when the payload may go.
 */
export function notSent<N extends OperationName>(op: N, payload: RequestOf<N>): Answer<N> | null {
  const checked = operations[op].request.safeParse(payload);
  if (checked.success) return null;
  const issue = checked.error.issues[0];
  return { ok: false, error: `not sent: ${issue?.path.join('.') ?? op} ${issue?.message ?? ''}` };
}

/**
 * A pushed table, checked against the contract where it arrives: one this page cannot read is
 * not drawn, and said on the console. A server of another version shows on screen through its
 * first reply, the table the page asks for on connecting, which is checked the same way.
 */
export function checkedTable(message: unknown): TableMessage | null {
  const checked = tableMessageSchema.safeParse(message);
  if (checked.success) return checked.data;
  console.error(contractBroken("the table's push", checked.error));
  return null;
}

/** A pushed alarm change, checked as a pushed table is. */
export function checkedAlarmChange(change: unknown): AlarmChange | null {
  const checked = alarmChangeSchema.safeParse(change);
  if (checked.success) return checked.data;
  console.error(contractBroken("the table's alarm push", checked.error));
  return null;
}

/** Who listens for one kind of news (tables, connection states, roles); `add` returns how to stop. */
export class Listeners<T> {
  readonly #all = new Set<(value: T) => void>();

  add(listener: (value: T) => void): () => void {
    this.#all.add(listener);
    return () => this.#all.delete(listener);
  }

  tell(value: T): void {
    for (const listener of this.#all) listener(value);
  }
}
