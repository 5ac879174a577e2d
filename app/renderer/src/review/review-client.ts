import { useCallback, useEffect, useState } from 'react';
import type { OperationName, ReplyOf, RequestOf, WireMessage } from '../../../contract';
import type { Answer, ConnectionState } from '../table-transport';
import { useTableTransport } from '../transport-choice';

export interface ReviewClient {
  readonly connection: ConnectionState;
  /** Bumped on every change the table pushes: what is shown is read again. */
  readonly version: number;
  readonly request: <N extends OperationName>(op: N, payload: RequestOf<N>) => Promise<Answer<N>>;
}

/** The pit boss's own connection to the table: requests, and a counter of the table's changes. */
export function useReviewClient(): ReviewClient {
  const client = useTableTransport();
  const [connection, setConnection] = useState<ConnectionState>('connecting');
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const offTable = client.onTable(() => setVersion((v) => v + 1));
    const offState = client.onState((state) => {
      setConnection(state);
      if (state === 'open') setVersion((v) => v + 1);
    });
    client.start();
    return () => {
      offTable();
      offState();
      client.stop();
    };
  }, [client]);
  const request = useCallback(
    <N extends OperationName>(op: N, payload: RequestOf<N>) => client.request(op, payload),
    [client],
  );
  return { connection, version, request };
}

/**
 * One request's reply, read while the table is connected and again whenever the payload or `again`
 * changes (a payload built at each render is memoized by the caller). An answer overtaken by a newer
 * request is dropped; the last reply stays shown while the next is read, and a failed read says why.
 */
export function useTableReply<N extends OperationName>(
  client: ReviewClient,
  op: N,
  payload: RequestOf<N>,
  again: string | number,
): { readonly reply: ReplyOf<N> | null; readonly problem: string | null } {
  const { connection, request } = client;
  const [reply, setReply] = useState<ReplyOf<N> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    // `again` only says when to read again: the effect names it so that it runs at those moments.
    if (connection !== 'open' || again === null) return;
    let live = true;
    void request(op, payload).then((answer) => {
      if (!live) return;
      if (answer.ok) {
        setReply(answer.reply);
        setProblem(null);
      } else setProblem(answer.error);
    });
    return () => {
      live = false;
    };
  }, [connection, request, op, payload, again]);
  return { reply, problem };
}

/**
 * The refusal sentence of an outcome reply, or null when it was accepted: said from its code in the
 * page's language where the reply carries one, else the server's sentence.
 */
export function refusalOf(reply: unknown, say: (message: WireMessage) => string): string | null {
  if (typeof reply !== 'object' || reply === null || !('ok' in reply) || reply.ok !== false) return null;
  const { refusal, reason } = reply as { refusal?: WireMessage; reason?: unknown };
  return refusal ? say(refusal) : String(reason);
}
