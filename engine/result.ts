import type { Refusal } from './refusals/message.js';

/**
 * Errors at the engine's boundaries are values, not exceptions: a croupier's typo or a bad
 * profile file is an expected event. A failure carries what was refused as a code and its
 * parameters; the sentence is made where a person reads it, in their language.
 */
export type Result<T> = { readonly ok: true; readonly value: T } | Failure;

export interface Failure {
  readonly ok: false;
  readonly refusal: Refusal;
}

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

export const refused = (refusal: Refusal): Failure => ({ ok: false, refusal });
export const refuse = <T = never>(refusal: Refusal): Result<T> => refused(refusal);

/**
 * A refusal written for a programmer, not a croupier: its code and parameters. For exceptions that
 * mean a bug (input already known to be valid turned out not to be), never for a person's screen.
 */
export const codeOf = (refusal: Refusal): string => `${refusal.code} ${JSON.stringify(refusal.params)}`;

/** The refusal `codeOf` wrote, read back (a schema's message carries one), or null for other text. */
export function refusalInCode(text: string): Refusal | null {
  const match = /^([a-z0-9-]+\.[a-z0-9-]+) (\{.*\})$/s.exec(text);
  if (!match) return null;
  try {
    return { code: match[1] as Refusal['code'], params: JSON.parse(match[2] ?? '{}') };
  } catch {
    return null;
  }
}

/** For callers that hold input already known to be valid (fixtures, generated shoes). */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(codeOf(result.refusal));
  return result.value;
}

/** Exhaustiveness check for `switch` over a union: adding a member fails the typecheck here. */
export function assertNever(value: never): never {
  throw new Error(`unexpected value ${JSON.stringify(value)}`);
}
