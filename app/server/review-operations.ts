import type { ReplyOf, RequestOf } from '../contract.js';
import { verifyLogOffThread } from '../core/log/verify-off-thread.js';
import { replayRound } from '../core/review/round-replay.js';
import { exportRoundScript } from '../core/review/round-script.js';
import { listRoundPage, sessionResultsOf } from '../core/review/table-review.js';
import { holeCardPosition, pitBossStepsOf, reviewHidesHoleCardOf } from '../core/views/table-views.js';
import type { OperationContext } from './served-table.js';

/** The pit boss's reading of the log: open to the read-only review role. */
export const reviewOperations = {
  /** A page of the round list's projection: the rows asked for are read, not the log. */
  listRounds: (request: RequestOf<'listRounds'>, { served }: OperationContext): ReplyOf<'listRounds'> =>
    listRoundPage(served.table.service, request),

  replayRound: (
    { round }: RequestOf<'replayRound'>,
    { served }: OperationContext,
  ): ReplyOf<'replayRound'> => {
    const { service } = served.table;
    const replay = replayRound(service, round);
    return replay && { ...replay, steps: pitBossStepsOf(service, round, replay.steps) };
  },

  exportRoundScript: ({ round }: RequestOf<'exportRoundScript'>, { served }: OperationContext) => {
    const { service } = served.table;
    const replay = reviewHidesHoleCardOf(service, round) ? replayRound(service, round) : null;
    return exportRoundScript(service, round, replay && holeCardPosition(replay.steps));
  },

  sessionResults: (_: RequestOf<'sessionResults'>, { served }: OperationContext): ReplyOf<'sessionResults'> =>
    sessionResultsOf(served.table.service),

  /** The same audit as `sabot verify`, read-only on the live file, on another thread. */
  verifyLog: async (
    _: RequestOf<'verifyLog'>,
    { served }: OperationContext,
  ): Promise<ReplyOf<'verifyLog'>> => {
    const verified = await verifyLogOffThread(served.dbPath);
    return verified.ok
      ? { ok: true, events: verified.events }
      : { ok: false, position: verified.position, problem: verified.problem, said: verified.said };
  },
};
