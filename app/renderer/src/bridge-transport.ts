import {
  type AlarmChange,
  checkReply,
  type OperationName,
  type RequestOf,
  readRefusedError,
  type TableMessage,
} from '../../contract';
import type { SabotBridge } from '../../preload/bridge-api';
import { pageWords, refusedAnswer } from './reconnecting-socket';
import {
  type Answer,
  type ConnectionState,
  checkedAlarmChange,
  checkedTable,
  Listeners,
  notSent,
  type TableTransport,
} from './table-transport';

declare global {
  interface Window {
    /** Put there by the Electron window's preload; absent in a browser. */
    readonly sabot?: SabotBridge;
  }
}

/** Electron wraps a refusal of the main process in its own words; the table's sentence is the rest. */
const ELECTRON_PREFIX = /^Error invoking remote method '[^']*': (?:\w*Error: )?/;

const reasonOf = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).replace(ELECTRON_PREFIX, '');

/**
 * The table through the Electron window's preload (`window.sabot`): one function per contract
 * operation, and the table's changes relayed by the main process. The bridge exists before the
 * page's first line runs and the main process holds the service's connection, so the page is
 * 'open' at once and never sees a connection come or go. A call the main process refuses (its
 * sender or payload check, or the service's refusal) rejects: it becomes an answer with the reason.
 */
export class BridgeTransport implements TableTransport {
  #offTable: (() => void) | null = null;
  #offAlarms: (() => void) | null = null;
  readonly #tables = new Listeners<TableMessage>();
  readonly #alarms = new Listeners<AlarmChange>();
  readonly #states = new Listeners<ConnectionState>();

  constructor(private readonly bridge: SabotBridge) {}

  start(): void {
    this.#offTable ??= this.bridge.onTableChanged((message) => {
      const table = checkedTable(message);
      if (table) this.#tables.tell(table);
    });
    this.#offAlarms ??= this.bridge.onAlarmsChanged((change) => {
      const checked = checkedAlarmChange(change);
      if (checked) this.#alarms.tell(checked);
    });
    this.#states.tell('open');
  }

  stop(): void {
    this.#offTable?.();
    this.#offTable = null;
    this.#offAlarms?.();
    this.#offAlarms = null;
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

  async request<N extends OperationName>(op: N, payload: RequestOf<N>): Promise<Answer<N>> {
    const refused = notSent(op, payload);
    if (refused) return refused;
    // The main process checked the reply already; the page checks what it is handed, as it would any.
    const operations: { readonly [K in OperationName]: (payload: RequestOf<K>) => Promise<unknown> } =
      this.bridge;
    try {
      return checkReply(op, await operations[op](payload));
    } catch (error) {
      // The service's refusal comes with its code: said in the page's language.
      return refusedAnswer(readRefusedError(reasonOf(error)), pageWords().language);
    }
  }
}
