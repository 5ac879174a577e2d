import { z } from 'zod';
import { BUILT_IN_PROFILES } from '../../engine/rules/profiles.js';

const shippedIds = BUILT_IN_PROFILES.map((profile) => profile.id) as [string, ...string[]];

/** The table's profile, and optionally a shipped profile to compare it with. */
export const ruleEconomicsRequest = z.strictObject({ vs: z.enum(shippedIds).optional() });

/** One up-card's bar: its chance and the player's exact expected result against it. */
const upcardEdgeSchema = z.strictObject({
  upcard: z.enum(['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T']),
  probability: z.number().min(0).max(1),
  ev: z.number(),
});

/**
 * A profile's exact edge by basic strategy (as `sabot edge exact --json` gives it); `byUpcard`
 * null where the exact analysis does not cover the profile's rules.
 */
export const profileEdgeSchema = z.strictObject({
  profile: z.string().min(1),
  name: z.string(),
  ev: z.number().nullable(),
  byUpcard: z.array(upcardEdgeSchema).length(10).nullable(),
});

export const ruleEconomicsSchema = z.strictObject({
  table: profileEdgeSchema,
  vs: profileEdgeSchema.nullable(),
  /** The shipped profiles the comparison may be chosen from. */
  profiles: z.array(z.strictObject({ id: z.string().min(1), name: z.string() })),
});
