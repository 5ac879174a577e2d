import { sentenceOf } from '../../app/core/sentences.js';
import type { Failure } from '../../engine/result.js';

/** A result as a person reads it: a failure with its English sentence beside its code. */
export const inEnglish = <T extends { readonly ok: true } | Failure>(result: T) =>
  result.ok ? result : { ...result, reason: sentenceOf((result as Failure).refusal) };
