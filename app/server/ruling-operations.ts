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

  correctCard: async (request: RequestOf<'correctCard'>, { served, session }: OperationContext) => {
    const { card, reason, operator, pin } = request;
    const who = { operator, pin, from: session.from };
    if ('position' in request) return outcome(served.desk.correctCard(request.position, card, reason, who));
    // By its place: a place the round does not hold is answered with what the hand holds, before
    // the PIN is checked, as on the command line.
    const { round, hand, place } = request;
    return outcome(
      await served.desk.correctCardAt({ round, hand, card: place }, card, reason, async () => who),
    );
  },

  recordRuling: (
    { round, text, operator, pin }: RequestOf<'recordRuling'>,
    { served, session }: OperationContext,
  ) => outcome(served.desk.recordRuling(round, text, { operator, pin, from: session.from })),
};
