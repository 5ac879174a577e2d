import { useCallback, useEffect, useState } from 'react';
import {
  type OperationName,
  type ReplyOf,
  type RequestOf,
  type TableMessage,
  type WireMessage,
  withAlarmChange,
} from '../../contract';
import type { ConnectionState, TableTransport } from './table-transport';

/** A refused action and the table's reason, as the croupier must see it. */
export interface Refusal {
  readonly id: number;
  readonly what: string;
  /** The table's sentence in English. */
  readonly reason: string;
  /** The refusal's code and parameters, when the table sent them: the screen says it in its language. */
  readonly message?: WireMessage;
  readonly at: string;
}

export interface TableState {
  readonly connection: ConnectionState;
  readonly message: TableMessage | null;
  /** Why the table cannot be shown yet: beyond loopback, a login is needed first. */
  readonly loginNeeded: string | null;
  /** Newest first; the first is shown large while `lastRefused` holds. */
  readonly refusals: readonly Refusal[];
  readonly lastRefused: boolean;
  /** Who this screen logged in as, once a login succeeded; null on loopback, where nobody logs in. */
  readonly loggedInAs: string | null;
}

/** One operation: its reply when the table accepted it (a truthy value), else false, the refusal kept. */
export type Act = <N extends OperationName>(
  op: N,
  payload: RequestOf<N>,
  what: string,
) => Promise<ReplyOf<N> | false>;

const refusalOf = (reply: unknown): { reason: string; message?: WireMessage } | null =>
  typeof reply === 'object' && reply !== null && 'ok' in reply && reply.ok === false && 'reason' in reply
    ? {
        reason: String(reply.reason),
        ...('refusal' in reply && reply.refusal ? { message: reply.refusal as WireMessage } : {}),
      }
    : null;

let refusalIds = 0;

/** The table as the server pushes it, and `act`: one operation, its refusal kept with its reason. */
export function useTable(client: TableTransport): TableState & { act: Act; hideRefusal: () => void } {
  const [connection, setConnection] = useState<ConnectionState>('connecting');
  const [message, setMessage] = useState<TableMessage | null>(null);
  const [loginNeeded, setLoginNeeded] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<readonly Refusal[]>([]);
  const [lastRefused, setLastRefused] = useState(false);
  const [loggedInAs, setLoggedInAs] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    const answer = await client.request('viewTable', {});
    if (answer.ok) {
      setMessage(answer.reply);
      setLoginNeeded(null);
    } else setLoginNeeded(answer.error);
  }, [client]);

  useEffect(() => {
    const offTable = client.onTable(setMessage);
    // An alarm push holds only what changed: it applies to the table already shown.
    const offAlarms = client.onAlarms((change) =>
      setMessage((shown) => shown && withAlarmChange(shown, change)),
    );
    const offState = client.onState((state) => {
      setConnection(state);
      if (state === 'open') void refresh();
    });
    client.start();
    return () => {
      offTable();
      offAlarms();
      offState();
      client.stop();
    };
  }, [client, refresh]);

  const act: Act = useCallback(
    async (op, payload, what) => {
      const answer = await client.request(op, payload);
      const refused = answer.ok ? refusalOf(answer.reply) : { reason: answer.error };
      if (refused === null) {
        setLastRefused(false);
        if (op === 'login') {
          setLoggedInAs((payload as RequestOf<'login'>).operator);
          await refresh();
        }
        return answer.ok ? answer.reply : false;
      }
      const refusal: Refusal = { id: ++refusalIds, what, ...refused, at: new Date().toLocaleTimeString() };
      setRefusals((previous) => [refusal, ...previous].slice(0, 6));
      setLastRefused(true);
      return false;
    },
    [client, refresh],
  );

  /** The croupier has read the refusal: the banner goes, the history keeps it. */
  const hideRefusal = useCallback(() => setLastRefused(false), []);

  return { connection, message, loginNeeded, refusals, lastRefused, loggedInAs, act, hideRefusal };
}
