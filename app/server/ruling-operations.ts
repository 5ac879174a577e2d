import type { Outcome, RequestOf } from '../contract.js';
import type { DeskResult } from '../core/table/pit-boss-desk.js';
import type { OperationContext } from './served-table.js';

const outcome = (result: DeskResult): Outcome =>
  result.ok ? { ok: true } : { ok: false, reason: result.reason };

/** Rulings through the pit-boss desk: each carries the ruling role's PIN, checked by its RoleGuard. */
export const rulingOperations = {
  voidRound: ({ round, reason, operator, pin }: RequestOf<'voidRound'>, { served }: OperationContext) =>
    outcome(served.desk.voidRound(round, reason, { operator, pin })),

  correctCard: (
    { position, card, reason, operator, pin }: RequestOf<'correctCard'>,
    { served }: OperationContext,
  ) => outcome(served.desk.correctCard(position, card, reason, { operator, pin })),

  recordRuling: ({ round, text, operator, pin }: RequestOf<'recordRuling'>, { served }: OperationContext) =>
    outcome(served.desk.recordRuling(round, text, { operator, pin })),
};
