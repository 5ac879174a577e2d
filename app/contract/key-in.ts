import { z } from 'zod';
import { messageSchema } from './outcome.js';
import type { WireOf } from './wire-shape.js';

/** One form of the key-in grammar: the keys as keyed, and what they do as a coded sentence. */
export const keyInFormSchema = z.object({ keys: z.string(), says: messageSchema });

/**
 * A keyed line's answer: accepted, accepted with the grammar to show (`help`, `?`), or refused
 * with one short sentence and its code.
 */
export const keyInReplySchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), help: z.array(keyInFormSchema).optional() }),
  z.object({ ok: z.literal(false), reason: z.string(), refusal: messageSchema.optional() }),
]);

export type KeyInForm = WireOf<typeof keyInFormSchema>;
