import type { Outcome, ReplyOf, RequestOf } from '../contract.js';
import { frameMessages } from '../core/roles/access-messages.js';
import { sentenceOf } from '../core/sentences.js';
import type { OperationContext } from './served-table.js';
import { tableMessage } from './table-message.js';

/** A refusal keeps its code and parameters on the wire, so the screen says it in its own language. */
export const outcome = (
  result: { ok: true } | { ok: false; refusal: Parameters<typeof sentenceOf>[0] },
): Outcome =>
  result.ok ? { ok: true } : { ok: false, reason: sentenceOf(result.refusal), refusal: result.refusal };

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
  ): Promise<ReplyOf<'keyIn'>> => {
    const keyed = await served.table.key(line, session.operator, journal.tableRefusals);
    if (keyed.ok && keyed.value) return { ok: true, help: [...keyed.value.help] };
    return outcome(keyed);
  },

  pullSimulatedCard: async (_: RequestOf<'pullSimulatedCard'>, { served, session }: OperationContext) =>
    outcome(await served.table.pullCard(session.operator)),

  confirmNoCardLost: (_: RequestOf<'confirmNoCardLost'>, { served }: OperationContext): Outcome => {
    if (!served.table.link.paused) return outcome({ ok: false, refusal: frameMessages.nothingHeld() });
    served.table.link.confirmNoCardLost();
    return { ok: true };
  },
};
