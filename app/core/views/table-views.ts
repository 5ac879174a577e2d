import type { TableSnapshot } from '../../../engine/round/table.js';
import { croupierView, type SeenTable } from '../../../engine/views/croupier-view.js';
import {
  holeCardPosition,
  pitBossView,
  type ReviewStep,
  reviewHidesHoleCard,
  stepsWithHoleCardDown,
} from '../../../engine/views/pit-boss-view.js';
import { type PublicView, publicView } from '../../../engine/views/public-view.js';

/**
 * The engine's views per role, for the transports (web mode, the Electron shell through it, the
 * terminal): each takes the table a service holds, so no transport reads the engine itself.
 */
interface HoldsTable {
  readonly snapshot: TableSnapshot;
}

export type { PublicView, ReviewStep, SeenTable };

export const croupierViewOf = (table: HoldsTable): SeenTable => croupierView(table.snapshot);
export const pitBossViewOf = (table: HoldsTable): SeenTable => pitBossView(table.snapshot);
export const publicViewOf = (table: HoldsTable): PublicView => publicView(table.snapshot);

/** Whether the pit review of `round` must keep the hole card down: it is the round in play and the card is down. */
export const reviewHidesHoleCardOf = (table: HoldsTable, round: number): boolean =>
  reviewHidesHoleCard(table.snapshot, round);

export { holeCardPosition, stepsWithHoleCardDown };
