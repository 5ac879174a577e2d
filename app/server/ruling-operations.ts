import type { RequestOf } from '../contract.js';
import type { OperationContext } from './served-table.js';
import { outcome } from './table-operations.js';

/**
 * Rulings through the pit-boss desk: each carries the ruling role's PIN, checked by its RoleGuard
 * and locked per connection and address like a login. (The desk hashes on this thread: a ruling
 * needs a logged-in session first, and its connection is locked after five wrong PINs.)
 */
export const rulingOperations = {
  voidRound: (
    { round, reason, operator, pin }: RequestOf<'voidRound'>,
    { served, session }: OperationContext,
  ) => outcome(served.desk.voidRound(round, reason, { operator, pin, from: session.from })),

  correctCard: (
    { position, card, reason, operator, pin }: RequestOf<'correctCard'>,
    { served, session }: OperationContext,
  ) => outcome(served.desk.correctCard(position, card, reason, { operator, pin, from: session.from })),

  recordRuling: (
    { round, text, operator, pin }: RequestOf<'recordRuling'>,
    { served, session }: OperationContext,
  ) => outcome(served.desk.recordRuling(round, text, { operator, pin, from: session.from })),
};
