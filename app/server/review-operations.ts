import type { ReplyOf, RequestOf } from '../contract.js';
import { verifyLogOffThread } from '../core/log/verify-off-thread.js';
import { replayRound } from '../core/review/round-replay.js';
import { exportRoundScript } from '../core/review/round-script.js';
import { listRoundPage, sessionResultsOf } from '../core/review/table-review.js';
import type { TableService } from '../core/table/table-service.js';
import { faceDownHoleCardOf, pitBossStepsOf } from '../core/views/table-views.js';
import { verifiedLogReply } from './reader-answers.js';
import type { OperationContext } from './served-table.js';

/** A log the review reads: the live table's, or the pit's replica of a table's (app/pit). */
export interface ReviewedLog {
  readonly service: TableService;
  readonly dbPath: string;
}

/** The pit boss's reading of a log, whoever serves it. */
export const reviewAnswers = {
  /** A page of the round list's projection: the rows asked for are read, not the log. */
  listRounds: (request: RequestOf<'listRounds'>, { service }: ReviewedLog): ReplyOf<'listRounds'> =>
    listRoundPage(service, request),

  replayRound: ({ round }: RequestOf<'replayRound'>, { service }: ReviewedLog): ReplyOf<'replayRound'> => {
    const replay = replayRound(service, round);
    return replay && { ...replay, steps: pitBossStepsOf(service, round, replay.steps) };
  },

  exportRoundScript: ({ round }: RequestOf<'exportRoundScript'>, { service }: ReviewedLog) => {
    return exportRoundScript(service, round, faceDownHoleCardOf(service, round));
  },

  sessionResults: (_: RequestOf<'sessionResults'>, { service }: ReviewedLog): ReplyOf<'sessionResults'> =>
    sessionResultsOf(service),

  /** The same audit as `sabot verify`, read-only on the file, on another thread. */
  verifyLog: async (_: RequestOf<'verifyLog'>, { dbPath }: ReviewedLog): Promise<ReplyOf<'verifyLog'>> =>
    verifiedLogReply(await verifyLogOffThread(dbPath)),
};

const liveLog = ({ served }: OperationContext): ReviewedLog => ({
  service: served.table.service,
  dbPath: served.dbPath,
});

/** The review of the live table's log: open to the read-only review role. */
export const reviewOperations = {
  listRounds: (request: RequestOf<'listRounds'>, context: OperationContext) =>
    reviewAnswers.listRounds(request, liveLog(context)),
  replayRound: (request: RequestOf<'replayRound'>, context: OperationContext) =>
    reviewAnswers.replayRound(request, liveLog(context)),
  exportRoundScript: (request: RequestOf<'exportRoundScript'>, context: OperationContext) =>
    reviewAnswers.exportRoundScript(request, liveLog(context)),
  sessionResults: (request: RequestOf<'sessionResults'>, context: OperationContext) =>
    reviewAnswers.sessionResults(request, liveLog(context)),
  /** On the served table's reader thread, as its reports: see reader-thread.ts. */
  verifyLog: (request: RequestOf<'verifyLog'>, { served }: OperationContext) =>
    served.readers.ask('verifyLog', request),
};
