import type { z } from 'zod';
import { renderMessage } from '../../engine/refusals/render.js';
import { refusalInCode } from '../../engine/result.js';
import { englishTable } from '../i18n/catalogues/en/table.js';

/**
 * What a reply or a push is to the code that reads it: the schema's output, read-only all the way
 * down. The server may hand over its own read-only values; the screens never change what came in.
 */
export type Wire<T> = T extends readonly (infer Item)[]
  ? readonly Wire<Item>[]
  : T extends object
    ? { readonly [K in keyof T]: Wire<T[K]> }
    : T;

export type WireOf<S extends z.ZodType> = Wire<z.output<S>>;

/**
 * Zod's issues as one sentence: where in the message, and what was wrong (a table's refusal, which
 * the engine's schemas carry as a code, said in English).
 */
export function describeIssues(error: z.ZodError): string {
  const said = (message: string) => {
    const refusal = refusalInCode(message);
    return refusal ? renderMessage(refusal, englishTable) : message;
  };
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'the payload'}: ${said(issue.message)}`)
    .join('; ');
}
