/**
 * Errors at the engine's boundaries are values, not exceptions: a croupier's typo or a bad
 * profile file is an expected event, and its sentence is what the operator reads.
 */
export type Result<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly reason: string };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(reason: string): Result<T> => ({ ok: false, reason });

/** For callers that hold input already known to be valid (fixtures, generated shoes). */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(result.reason);
  return result.value;
}

/** Exhaustiveness check for `switch` over a union: adding a member fails the typecheck here. */
export function assertNever(value: never): never {
  throw new Error(`unexpected value ${JSON.stringify(value)}`);
}
