import type { ReplyOf, RequestOf } from '../contract.js';
import { verifyLog } from '../core/log/verify.js';
import { replayRound } from './round-replay.js';
import { exportRoundScript } from './round-script.js';
import { listRounds } from './round-summaries.js';
import type { OperationContext } from './served-table.js';

/** The pit boss's reading of the log: open to the read-only review role. */
export const reviewOperations = {
  listRounds: (filter: RequestOf<'listRounds'>, { served }: OperationContext): ReplyOf<'listRounds'> =>
    listRounds(served.table.service, filter),

  replayRound: ({ round }: RequestOf<'replayRound'>, { served }: OperationContext): ReplyOf<'replayRound'> =>
    replayRound(served.table.service, round),

  exportRoundScript: ({ round }: RequestOf<'exportRoundScript'>, { served }: OperationContext) =>
    exportRoundScript(served.table.service, round),

  /** The same audit as `sabot verify`, read-only on the live file. */
  verifyLog: (_: RequestOf<'verifyLog'>, { served }: OperationContext): ReplyOf<'verifyLog'> => {
    const verified = verifyLog(served.dbPath);
    return verified.ok
      ? { ok: true, events: verified.events }
      : { ok: false, position: verified.position, problem: verified.problem };
  },
};
