import type { TableSnapshot } from '../../../engine/round/table.js';
import { croupierView, type SeenTable } from '../../../engine/views/croupier-view.js';
import {
  holeCardPosition,
  pitBossSteps,
  type ReviewStep,
  reviewHidesHoleCard,
} from '../../../engine/views/pit-boss-view.js';
import { replayRound } from '../review/round-replay.js';
import type { TableService } from '../table/table-service.js';

/**
 * The engine's views per role (`engine/views/`), for the transports (web mode, the Electron shell
 * through it, the terminal): each takes the table a service holds, so no transport reads the
 * engine itself. The public view has no transport yet (a display at the table, the pit's floor).
 */
interface HoldsTable {
  readonly snapshot: TableSnapshot;
}

/** The live table on the croupier's screen; the pit boss watching it live sees the same. */
export const croupierViewOf = (table: HoldsTable): SeenTable => croupierView(table.snapshot);

/** A round's replay steps as the pit boss may see them beside the live table (the hole card down while it is). */
export const pitBossStepsOf = <S extends ReviewStep>(
  table: HoldsTable,
  round: number,
  steps: readonly S[],
): S[] => pitBossSteps(table.snapshot, round, steps);

/**
 * The log position of the hole card still face down in `round` (the round in play), else null: a
 * table script of the round leaves that card out.
 */
export function faceDownHoleCardOf(table: TableService, round: number): number | null {
  if (!reviewHidesHoleCard(table.snapshot, round)) return null;
  const replay = replayRound(table, round);
  return replay && holeCardPosition(replay.steps);
}
