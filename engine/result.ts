import type { Refusal } from './refusals/message.js';
import { renderMessage } from './refusals/render.js';

/**
 * Errors at the engine's boundaries are values, not exceptions: a croupier's typo or a bad
 * profile file is an expected event, and its sentence is what the operator reads. A refusal of
 * the table also carries its code and parameters (`refusal`), for journals and other languages.
 */
export type Result<T> = { readonly ok: true; readonly value: T } | Failure;

export interface Failure {
  readonly ok: false;
  /** The sentence in English, as the operator reads it. */
  readonly reason: string;
  readonly refusal?: Refusal;
}

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(reason: string): Result<T> => ({ ok: false, reason });

/** A refusal of the table: its English sentence beside its code and parameters. */
export const refuse = <T = never>(refusal: Refusal): Result<T> => refused(refusal);
export const refused = (refusal: Refusal): Failure => ({
  ok: false,
  reason: renderMessage(refusal),
  refusal,
});

/** For callers that hold input already known to be valid (fixtures, generated shoes). */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(result.reason);
  return result.value;
}

/** Exhaustiveness check for `switch` over a union: adding a member fails the typecheck here. */
export function assertNever(value: never): never {
  throw new Error(`unexpected value ${JSON.stringify(value)}`);
}
