import { z } from 'zod';
import type { WireOf } from './wire-shape.js';

/**
 * A refusal as a code and its parameters (`{code: 'double.after-split-not-allowed', params:
 * {box: 1, hand: 2}}`), beside the sentence, so a screen may say it in its own language.
 */
export const refusalSchema = z.object({ code: z.string(), params: z.record(z.string(), z.json()) });

/** Every refusal is a sentence the croupier or pit boss can read. */
export const outcomeSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), reason: z.string(), refusal: refusalSchema.optional() }),
]);

export type Refusal = WireOf<typeof refusalSchema>;
export type Outcome = WireOf<typeof outcomeSchema>;
