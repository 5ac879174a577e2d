import { z } from 'zod';
import { gamingDay } from './books-requests.js';
import type { WireOf } from './wire-shape.js';

/** The ratings of a player's card, of a gaming day, or (neither) every rating session of the log. */
export const ratingsRequest = z.strictObject({
  player: z.string().trim().min(1).max(40).optional(),
  day: gamingDay.optional(),
});

const units = z.number().finite();

/**
 * One rating session, as `sabot ratings --json` prints it: money in table units, times in ISO 8601,
 * the edge as a fraction (0.005 is half a percent). The theo and the edge are null while the log
 * holds no house edge for the rules the session was played by.
 */
export const ratingSchema = z.strictObject({
  player: z.string(),
  name: z.string(),
  table: z.string(),
  box: z.number().int(),
  gamingDay: z.string(),
  start: z.string(),
  end: z.string(),
  /** Still seated at the log's end: the time runs to the last settlement. */
  open: z.boolean(),
  rounds: z.number().int(),
  hands: z.number().int(),
  hours: units,
  roundsPerHour: units.nullable(),
  averageBet: units.nullable(),
  stakes: units,
  actual: units,
  theo: units.nullable(),
  theoLow: units.nullable(),
  theoHigh: units.nullable(),
  edge: units.nullable(),
  edgeStandardError: units.nullable(),
  edgeMethod: z.enum(['simulation', 'exact']).nullable(),
  profile: z.string(),
});

export const ratingsReplySchema = z.strictObject({
  ratings: z.array(ratingSchema),
  /** The profiles whose rules have no house edge in the log yet, and the command that records one. */
  withoutEdge: z.array(z.strictObject({ profile: z.string(), command: z.string() })),
});

export type RatingReply = WireOf<typeof ratingSchema>;
export type RatingsReply = WireOf<typeof ratingsReplySchema>;
