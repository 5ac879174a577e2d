import { z } from 'zod';
import type { WireOf } from './wire-shape.js';

/*
 * The pit review's round list: asked a page at a time, newest first, filtered in the projection.
 * Kept in a section of its own, so a change to how the list is asked for and paged touches this
 * file only.
 */

export const ROUND_FLAGS = ['misdeal', 'correction', 'alarm', 'void'] as const;
export const roundFlagSchema = z.enum(ROUND_FLAGS);
/** The most rounds one page holds (50 unless the request says). */
export const ROUND_PAGE_MAX = 500;

const round = z.number().int().min(1);

/** A page of the pit boss's list: the newest rounds before `before` (a round number), filtered. */
export const roundPageRequest = z.strictObject({
  limit: z.number().int().min(1).max(ROUND_PAGE_MAX).optional(),
  before: round.optional(),
  box: z.number().int().min(1).max(7).optional(),
  bettor: z.string().max(40).optional(),
  flag: roundFlagSchema.optional(),
});

export const roundSummarySchema = z.object({
  round,
  shoe: z.number().int().min(1),
  boxes: z.array(z.number().int()),
  bettors: z.array(z.string()),
  flags: z.array(roundFlagSchema),
  /** Each bettor's net in table units. */
  net: z.record(z.string(), z.number()),
  startedAt: z.string(),
  settledAt: z.string().nullable(),
  croupier: z.string(),
  croupierBadge: z.string().nullable(),
});

export const roundPageSchema = z.object({
  rounds: z.array(roundSummarySchema),
  /** The `before` of the next (older) page; null on the last page. */
  next: round.nullable(),
});

export type RoundFlag = WireOf<typeof roundFlagSchema>;
export type RoundSummary = WireOf<typeof roundSummarySchema>;
export type RoundPage = WireOf<typeof roundPageSchema>;
export type RoundPageRequest = WireOf<typeof roundPageRequest>;
