import { z } from 'zod';
import { streamOfRound } from '../../engine/log/log-events.js';
import { messageSchema } from './outcome.js';
import { roundReportSchema } from './round-report.js';
import type { WireOf } from './wire-shape.js';

/** The pit boss's readings of the log, but for the round list (./round-list.ts). */

/** The file a round's table script is downloaded as: named after the round's stream. */
export const roundScriptFile = (round: number): string => `${streamOfRound(round)}.script`;

const byBettor = z.record(z.string(), z.number());

/** Where a fact took place (see engine/views/fact-place.ts); hands counted from 1. */
export const factPlaceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hand'), box: z.number().int(), hand: z.number().int() }),
  z.object({ kind: z.literal('dealer'), hole: z.boolean() }),
  z.object({ kind: z.literal('burned') }),
  z.object({ kind: z.literal('offer') }),
]);

export const replayStepSchema = z.object({
  position: z.number().int(),
  type: z.string(),
  /** The fact's own data, whose shape depends on its type: the scrubber shows it as JSON. */
  data: z.unknown(),
  /** Who, when and through what; a fact may carry more (the reader's sequence number...). */
  metadata: z.looseObject({ time: z.string(), source: z.string(), operator: z.string() }),
  /** The round as it stood after this fact. */
  round: roundReportSchema,
  /** Where it took place: the hand a card went to or that acted, the dealer; null when the fact says it. */
  at: factPlaceSchema.nullable(),
});

/** One round fact by fact, and what was paid then against what replay pays now. */
export const roundReplaySchema = z.object({
  steps: z.array(replayStepSchema),
  recorded: byBettor.nullable(),
  recomputed: byBettor,
  matches: z.boolean(),
});

export const roundScriptSchema = z.object({ script: z.string() });

/** A finished round as the dashboard's charts draw it; amounts in table units (chips at home). */
const roundResultSchema = z.object({
  round: z.number().int(),
  shoe: z.number().int(),
  cardsOut: z.number().int(),
  houseNet: z.number(),
  houseTotal: z.number(),
  voided: z.boolean(),
  bank: z.object({ chips: z.number(), toppedUp: z.number(), fictitious: z.number() }).nullable(),
});

/** The last rounds' results for the charts: the house's (or the bank's) result, and the shoe. */
export const sessionResultsSchema = z.object({
  shoe: z.number().int(),
  rounds: z.array(roundResultSchema),
  bankBefore: z.number().nullable(),
});

/** The same audit as `sabot verify`. */
export const verifiedLogSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), events: z.number().int() }),
  z.object({
    ok: z.literal(false),
    position: z.number().int().nullable(),
    /** In English; `said` is the same sentence as a code, for the screen's language. */
    problem: z.string(),
    said: messageSchema,
  }),
]);

export type FactPlace = WireOf<typeof factPlaceSchema>;
export type ReplayStep = WireOf<typeof replayStepSchema>;
export type RoundReplay = WireOf<typeof roundReplaySchema>;
export type RoundResult = WireOf<typeof roundResultSchema>;
export type SessionResults = WireOf<typeof sessionResultsSchema>;
