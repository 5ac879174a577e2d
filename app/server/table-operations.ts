import type { Outcome, Refusal, ReplyOf, RequestOf } from '../contract.js';
import type { OperationContext } from './served-table.js';
import { tableMessage } from './table-message.js';

/** The table's answer; a refusal keeps its code beside the English, for a screen in another language. */
const outcome = (result: { ok: true } | { ok: false; reason: string; refusal?: Refusal }): Outcome =>
  result.ok
    ? { ok: true }
    : { ok: false, reason: result.reason, ...(result.refusal && { refusal: result.refusal }) };

/**
 * The croupier's operations: everything goes through the table service (inputs) or the live
 * table (key-in, the simulated shoe, the lost-frames confirmation), exactly as on the terminal;
 * the table's refusals of a connection's inputs are journaled by the connection's repeat rule.
 */
export const tableOperations = {
  viewTable: (_: RequestOf<'viewTable'>, { served }: OperationContext): ReplyOf<'viewTable'> =>
    tableMessage(served.table, served),

  submitInput: (
    { input }: RequestOf<'submitInput'>,
    { served, session, journal }: OperationContext,
  ): Outcome => outcome(served.table.submit(input, session.operator, journal.tableRefusals)),

  keyIn: async (
    { line }: RequestOf<'keyIn'>,
    { served, session, journal }: OperationContext,
  ): Promise<Outcome> => outcome(await served.table.key(line, session.operator, journal.tableRefusals)),

  pullSimulatedCard: async (_: RequestOf<'pullSimulatedCard'>, { served }: OperationContext) => {
    const simulator = served.table.simulator;
    if (!simulator) return { ok: false, reason: 'this table reads a real shoe: there is no simulated shoe' };
    return outcome(await simulator.pullCard());
  },

  confirmNoCardLost: (_: RequestOf<'confirmNoCardLost'>, { served }: OperationContext): Outcome => {
    if (!served.table.link.paused)
      return { ok: false, reason: 'no card is held: there is nothing to confirm' };
    served.table.link.confirmNoCardLost();
    return { ok: true };
  },
};
