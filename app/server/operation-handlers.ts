import { describeIssues, type OperationName, operations, type ReplyOf, type RequestOf } from '../contract.js';
import { type AccessMessage, frameMessages } from '../core/roles/access-messages.js';
import { refusedAnswer, type SideAnswer } from '../socket-host/framed-connection.js';
import { accessRefusal, logIn, TOUCHES_TABLE } from './access.js';
import { booksOperations } from './books-operations.js';
import { economicsOperations } from './economics-operations.js';
import { reviewOperations } from './review-operations.js';
import { rulingOperations } from './ruling-operations.js';
import type { OperationContext } from './served-table.js';
import { staffOperations } from './staff-operations.js';
import { tableOperations } from './table-operations.js';

type Handler<N extends OperationName> = (
  payload: RequestOf<N>,
  context: OperationContext,
) => ReplyOf<N> | Promise<ReplyOf<N>>;

/** Every operation of the contract has its handler: a missing one does not compile. */
const handlers: { readonly [N in OperationName]: Handler<N> } = {
  ...tableOperations,
  ...reviewOperations,
  ...rulingOperations,
  ...booksOperations,
  ...economicsOperations,
  ...staffOperations,
  login: async (request, context) => {
    const refused = await logIn(context.served.access, context.session, request);
    if (!refused && request.role === 'croupier') context.served.table.takeDuty(request.operator);
    if (!refused) return { ok: true };
    // A wrong PIN was journaled by the gate that checked it; the rest by the connection's rule.
    if (refused.refusal)
      context.journal.refused({
        kind: 'security',
        op: 'login',
        payload: request,
        reason: refused.reason,
        code: refused.refusal.code,
        refusal: refused.refusal,
        journaled: true,
        operator: request.operator,
      });
    return { ok: false, reason: refused.reason };
  },
};

/**
 * One request, in the order a croupier would want it checked: may this session use the
 * operation, is the payload what the contract says, then the table decides. A refused payload on
 * an operation that touches the table is journaled like any refused input.
 */
export async function answer(
  op: OperationName,
  payload: unknown,
  context: OperationContext,
): Promise<SideAnswer> {
  const refuse = (kind: 'refusal' | 'security', said: AccessMessage, journaled: boolean): SideAnswer => {
    const reply = refusedAnswer(said);
    context.journal.refused({
      kind,
      op,
      payload,
      reason: reply.error,
      code: said.code,
      refusal: said,
      journaled,
    });
    return reply;
  };
  const refused = accessRefusal(context.session, op, context.served.access.requireLogin);
  if (refused) return refuse('security', refused, true);
  const parsed = operations[op].request.safeParse(payload);
  if (!parsed.success)
    return refuse(
      'refusal',
      frameMessages.invalidRequest(op, describeIssues(parsed.error)),
      TOUCHES_TABLE.has(op),
    );
  const handler = handlers[op] as Handler<OperationName>;
  return { ok: true, reply: await handler(parsed.data as RequestOf<OperationName>, context) };
}
