import { z } from 'zod';
import { checkReply, isOperationName, type OperationName, operations } from '../contract.js';
import { isAppUrl } from './app-origin.js';

/**
 * Every IPC call is checked twice before the table service sees it: the frame that sent it must
 * be the app's own page (not an injected frame or a page navigated elsewhere), and its payload
 * must pass the contract's schema. A refusal here is a bug or an attack, never a croupier's
 * mistake, so it surfaces as a rejected call rather than as a table outcome.
 */

export type Guarded<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly reason: string };

export function checkSender(frameUrl: string | undefined): Guarded<string> {
  if (frameUrl === undefined) return { ok: false, reason: 'the calling frame is gone' };
  if (!isAppUrl(frameUrl))
    return { ok: false, reason: `a page outside the app (${frameUrl}) called the table` };
  return { ok: true, value: frameUrl };
}

export function checkPayload(operation: string, payload: unknown): Guarded<unknown> {
  if (!isOperationName(operation))
    return { ok: false, reason: `${operation} is not an operation of the table` };
  const parsed = operations[operation].request.safeParse(payload);
  if (!parsed.success) {
    return { ok: false, reason: `${operation} refused: ${z.prettifyError(parsed.error)}` };
  }
  return { ok: true, value: parsed.data };
}

/** Forwards a checked request to the table service and resolves with its reply. */
export type ForwardToTable = (operation: OperationName, request: unknown) => Promise<unknown>;

/**
 * The handler `ipcMain.handle(operation, ...)` runs. Only a request that passed both checks is
 * forwarded, in its parsed form (unknown keys cannot slip through). The reply is checked too, so
 * a service speaking another version of the contract fails loudly here instead of on screen.
 */
export function guardedOperation(operation: OperationName, forward: ForwardToTable) {
  return async (frameUrl: string | undefined, payload: unknown): Promise<unknown> => {
    const sender = checkSender(frameUrl);
    if (!sender.ok) throw new Error(sender.reason);
    const request = checkPayload(operation, payload);
    if (!request.ok) throw new Error(request.reason);
    const reply = checkReply(operation, await forward(operation, request.value));
    if (!reply.ok) throw new Error(reply.error);
    return reply.reply;
  };
}
