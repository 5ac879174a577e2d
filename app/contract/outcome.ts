import { z } from 'zod';
import type { WireOf } from './wire-shape.js';

/**
 * A refusal as a code and its parameters (`{code: 'double.after-split-not-allowed', params:
 * {box: 1, hand: 2}}`), beside the sentence, so a screen may say it in its own language.
 */
export interface WireMessage {
  readonly code: string;
  readonly params: Readonly<Record<string, string | number | WireMoney | WireMessage>>;
}
/** An amount as a parameter, in integer minor units: the screen writes it in its language. */
export interface WireMoney {
  readonly minor: number;
}
// A parameter may itself be a phrase (a hand's label, where the round stands), or an amount.
export const messageParamsSchema: z.ZodType<WireMessage['params']> = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.strictObject({ minor: z.number().int() }), z.lazy(() => messageSchema)]),
);
export const messageSchema: z.ZodType<WireMessage> = z.object({
  code: z.string(),
  params: messageParamsSchema,
});

/** Every refusal is a sentence the croupier or pit boss can read. */
export const outcomeSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), reason: z.string(), refusal: messageSchema.optional() }),
]);

export type Outcome = WireOf<typeof outcomeSchema>;
