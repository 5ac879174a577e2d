import type { RoundReplay } from '../contract.js';
import type { LiveTable } from '../core/devices/live-table.js';
import {
  holeCardPosition as holeCardPositionIn,
  reviewHidesHoleCardOf,
  stepsWithHoleCardDown,
} from '../core/views/table-views.js';

/**
 * The pit review of the round in play keeps the hole card down as the croupier's screen does
 * (the pit boss's view, `engine/views/pit-boss-view.ts`); here it is only fitted to the replies.
 */

/** True when `round` is the round in play and its hole card is still face down. */
export const reviewHidesHoleCard = (table: LiveTable, round: number): boolean =>
  reviewHidesHoleCardOf(table.service, round);

/** The log position of the hole card in a replay, to leave it out of an exported script. */
export const holeCardPosition = (replay: RoundReplay): number | null => holeCardPositionIn(replay.steps);

/** The replay with the hole card out of every step: the fact that drew it, its corrections, the dealer's hand. */
export const replayWithHoleCardDown = (replay: RoundReplay): RoundReplay => ({
  ...replay,
  steps: stepsWithHoleCardDown(replay.steps),
});
