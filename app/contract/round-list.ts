import { z } from 'zod';
import type { WireOf } from './wire-shape.js';

/*
 * The pit review's round list: its request (the filter) and its reply. Kept in a section of its
 * own, so a change to how the list is asked for and paged touches this file only.
 */

export const roundFlagSchema = z.enum(['misdeal', 'correction', 'alarm', 'void']);

export const listRoundsRequest = z.strictObject({
  box: z.number().int().min(1).max(7).optional(),
  bettor: z.string().max(40).optional(),
  flag: roundFlagSchema.optional(),
});

export const roundSummarySchema = z.object({
  round: z.number().int(),
  shoe: z.number().int(),
  boxes: z.array(z.number().int()),
  bettors: z.array(z.string()),
  flags: z.array(roundFlagSchema),
  net: z.record(z.string(), z.number()),
});

export const listRoundsReply = z.array(roundSummarySchema);

export type RoundFlag = WireOf<typeof roundFlagSchema>;
export type RoundSummary = WireOf<typeof roundSummarySchema>;
