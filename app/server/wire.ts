import { z } from 'zod';
import { type OperationName, operations, type TABLE_CHANGED, type TableMessage } from '../contract.js';

/**
 * The WebSocket's frames: the dashboard asks `{id, op, payload}` and gets `{id, ok, reply}` or
 * `{id, ok: false, error}` back; the table pushes `{push, message}` on every change. A request
 * that is not even this envelope is answered with `id: null`.
 */
export const requestEnvelope = z.strictObject({
  id: z.union([z.string().max(64), z.number().int()]),
  op: z.string().max(64),
  payload: z.unknown(),
});
export type RequestEnvelope = z.infer<typeof requestEnvelope>;
export type RequestId = RequestEnvelope['id'] | null;

export type ReplyFrame =
  | { readonly id: RequestId; readonly ok: true; readonly reply: unknown }
  | { readonly id: RequestId; readonly ok: false; readonly error: string };

export interface PushFrame {
  readonly push: typeof TABLE_CHANGED;
  readonly message: TableMessage;
}

export const isOperation = (op: string): op is OperationName => Object.hasOwn(operations, op);

/** Zod's issues as one sentence: where in the payload, and what was wrong. */
export function describeIssues(op: string, error: z.ZodError): string {
  const issues = error.issues.slice(0, 3).map((issue) => {
    const where = issue.path.length > 0 ? issue.path.join('.') : 'the payload';
    return `${where}: ${issue.message}`;
  });
  return `the ${op} request is not valid (${issues.join('; ')})`;
}

/** What a refused request asked, for the journal: never a PIN, and never more than a page of it. */
export function journalable(payload: unknown): unknown {
  const text = JSON.stringify(payload) ?? '';
  if (text.length > 2000) return `(${text.length} characters, not kept)`;
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload;
  return Object.fromEntries(
    Object.entries(payload).map(([key, value]) => [key, key === 'pin' ? '(withheld)' : value]),
  );
}
