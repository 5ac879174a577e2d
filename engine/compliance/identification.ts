import type { Minor } from '../money.js';
import { moneyParam, type Refusal, say } from '../refusals/message.js';
import type { TableContext } from '../round/types.js';

/**
 * A patron's cash of the gaming day so far, as the table's log holds it: what the caller reads for
 * the decision (the engine knows the table, not the clock nor the seats' cards of past days).
 */
export interface PatronCashToday {
  /** The player card shown at the seat; null for a patron the table knows only by description. */
  readonly player: string | null;
  /** The seated name, or the croupier's description of an unknown patron. */
  readonly description: string;
  readonly day: string;
  /** Cash bought in earlier in the gaming day, voided buy-ins left out. */
  readonly before: Minor;
  /** Whether their identification was seen at an earlier buy-in of the day. */
  readonly identified: boolean;
}

/**
 * A cash buy-in that takes the patron's gaming day over the report level waits until the croupier
 * has seen their identification (31 CFR 1021.311: a currency transaction report names the person,
 * verified, before the transaction is completed), and says the patron's total so far. A buy-in
 * said again as identified, a patron identified earlier that day, a marker (not cash) and a table
 * without a report level pass.
 */
export function identificationRefusal(
  context: TableContext,
  buyIn: { readonly amount: Minor; readonly method: 'cash' | 'marker'; readonly identified: boolean },
  patron: PatronCashToday,
): Refusal | null {
  const above = context.books.identifyAbove;
  if (above === null || buyIn.method !== 'cash' || buyIn.identified || patron.identified) return null;
  const after = patron.before + buyIn.amount;
  if (after <= above) return null;
  return say('compliance.identification-required', {
    patron: patron.player === null ? patron.description : `${patron.description} (${patron.player})`,
    before: moneyParam(patron.before),
    amount: moneyParam(buyIn.amount),
    after: moneyParam(after),
    above: moneyParam(above),
  });
}
