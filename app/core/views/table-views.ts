import type { TableSnapshot } from '../../../engine/round/table.js';
import { croupierView, type SeenTable } from '../../../engine/views/croupier-view.js';
import {
  holeCardPosition,
  pitBossSteps,
  type ReviewStep,
  reviewHidesHoleCard,
  stepsWithHoleCardDown,
} from '../../../engine/views/pit-boss-view.js';

/**
 * The engine's views per role (`engine/views/`), for the transports (web mode, the Electron shell
 * through it, the terminal): each takes the table a service holds, so no transport reads the
 * engine itself. The public view has no transport yet (a display at the table, the pit's floor).
 */
interface HoldsTable {
  readonly snapshot: TableSnapshot;
}

export type { SeenTable };

/** The live table on the croupier's screen; the pit boss watching it live sees the same. */
export const croupierViewOf = (table: HoldsTable): SeenTable => croupierView(table.snapshot);

/** Whether the pit review of `round` must keep the hole card down: it is the round in play and the card is down. */
export const reviewHidesHoleCardOf = (table: HoldsTable, round: number): boolean =>
  reviewHidesHoleCard(table.snapshot, round);

/** A round's replay steps as the pit boss may see them beside the live table (the hole card down while it is). */
export const pitBossStepsOf = <S extends ReviewStep>(
  table: HoldsTable,
  round: number,
  steps: readonly S[],
): S[] => pitBossSteps(table.snapshot, round, steps);

export { holeCardPosition, stepsWithHoleCardDown };
