import type { AlarmChange, OperationName, ReplyOf, RequestOf, TableMessage } from '../contract.js';

/**
 * What the preload puts on `window.sabot`: one function per contract operation, and a
 * subscription to the table. The renderer can type `window.sabot` with it; there is nothing
 * else on the bridge, in particular no generic send or invoke a compromised page could aim at
 * any channel.
 */
export type SabotBridge = {
  readonly [N in OperationName]: (payload: RequestOf<N>) => Promise<ReplyOf<N>>;
} & {
  /** Calls the listener with the table on every change; returns the unsubscribe function. */
  readonly onTableChanged: (listener: (message: TableMessage) => void) => () => void;
  /** Calls the listener with the alarms that changed (only those); returns the unsubscribe function. */
  readonly onAlarmsChanged: (listener: (change: AlarmChange) => void) => () => void;
};

/** The global the preload exposes the bridge under. */
export type SabotBridgeKey = 'sabot';
