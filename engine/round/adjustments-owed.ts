import { type Refusal, say } from '../refusals/message.js';
import { type Adjustment, mergedAdjustment } from '../settlement/adjustment.js';
import type { EventOf } from './events.js';
import type { TableContext } from './types.js';

/**
 * A ruling's adjustment owed from now: one per round, so a second ruling on a round whose chips
 * have not moved yet changes the notice the croupier already has rather than adding a second one
 * that would count the first difference twice.
 */
export function oweAdjustment(
  context: TableContext,
  event: EventOf<'SettlementAdjusted'>,
): Partial<TableContext> {
  const { type: _, ...adjustment } = event;
  const earlier = context.adjustmentsOwed.find((owed) => owed.round === adjustment.round);
  const now: Adjustment = earlier ? mergedAdjustment(earlier, adjustment) : adjustment;
  const others = context.adjustmentsOwed.filter((owed) => owed.round !== adjustment.round);
  return { adjustmentsOwed: now.lines.length > 0 ? [...others, now] : others };
}

/** The croupier has moved the chips: the round's notice goes. */
export const acknowledgeAdjustment = (
  context: TableContext,
  event: EventOf<'AdjustmentAcknowledged'>,
): Partial<TableContext> => ({
  adjustmentsOwed: context.adjustmentsOwed.filter((owed) => owed.round !== event.round),
});

export function acknowledgeRefusal(
  context: TableContext,
  event: EventOf<'AdjustmentAcknowledged'>,
): Refusal | null {
  return context.adjustmentsOwed.some((owed) => owed.round === event.round)
    ? null
    : say('adjustment.none-owed', { round: event.round });
}
