import { type OperationName, operations, type ReplyOf, type RequestOf } from '../contract.js';
import { accessRefusal, logIn, TOUCHES_TABLE } from './access.js';
import { reviewOperations } from './review-operations.js';
import { rulingOperations } from './ruling-operations.js';
import type { OperationContext } from './served-table.js';
import { tableOperations } from './table-operations.js';
import { journalable, requestRefusal } from './wire.js';

type Handler<N extends OperationName> = (
  payload: RequestOf<N>,
  context: OperationContext,
) => ReplyOf<N> | Promise<ReplyOf<N>>;

/** Every operation of the contract has its handler: a missing one does not compile. */
const handlers: { readonly [N in OperationName]: Handler<N> } = {
  ...tableOperations,
  ...reviewOperations,
  ...rulingOperations,
  login: (request, { served, session }) => logIn(served.access, session, request),
};

export type Answer =
  | { readonly ok: true; readonly reply: unknown }
  | { readonly ok: false; readonly error: string };

/**
 * One request, in the order a croupier would want it checked: may this session use the
 * operation, is the payload what the contract says, then the table decides. A refused payload on
 * an operation that touches the table is journaled like any refused input.
 */
export async function answer(
  op: OperationName,
  payload: unknown,
  context: OperationContext,
): Promise<Answer> {
  const refused = accessRefusal(context.session, op);
  if (refused) {
    if (context.session.role !== null) journal(context, 'security', op, payload, refused);
    return { ok: false, error: refused };
  }
  const parsed = operations[op].request.safeParse(payload);
  if (!parsed.success) {
    const error = requestRefusal(op, parsed.error);
    if (TOUCHES_TABLE.has(op)) journal(context, 'refusal', op, payload, error);
    return { ok: false, error };
  }
  const handler = handlers[op] as Handler<OperationName>;
  return { ok: true, reply: await handler(parsed.data as RequestOf<OperationName>, context) };
}

function journal(
  { served, session }: OperationContext,
  kind: 'refusal' | 'security',
  op: OperationName,
  payload: unknown,
  reason: string,
): void {
  served.access.journal.append({
    time: new Date().toISOString(),
    kind,
    operator: session.operator,
    source: 'web',
    asked: { op, payload: journalable(payload) },
    reason,
  });
}
