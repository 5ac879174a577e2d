import { z } from 'zod';
import { roundFlagSchema } from './round-list.js';
import { shiftReportSchema } from './shift-report.js';
import type { WireOf } from './wire-shape.js';

/*
 * What the pit's central checks, reports and searches answer (`sabot pit verify`, `sabot pit
 * report`, `sabot pit rounds`, and the pit server carrying them).
 */

const position = z.number().int().min(0);

/** Why a table's stored chain is not intact, at its first bad position. */
export const CHAIN_PROBLEMS = [
  /** A stored fact's content does not hash to its stored hash. */
  'hash-mismatch',
  /** A stored fact's previous hash is not the hash of the fact before it. */
  'breaks-chain',
  /** A position is missing from the stored facts. */
  'gap',
  /** The center's head for the table is not its last stored fact. */
  'head-differs',
  /** A stored fact chains, but is not a fact Sabot can read (its JSON, its type, a field). */
  'not-a-fact',
  /** The table reports fewer facts than the center stored: its log was cut or rewritten. */
  'table-shorter',
  /** An entry of the refusal journal or the device journal is missing. */
  'journal-gap',
  /** A journal entry does not follow the one before (its previous seal is not that entry's seal). */
  'journal-breaks',
  /** A journal entry's seal is not the seal of its content: it was altered or invented. */
  'journal-altered',
] as const;
export const chainProblemSchema = z.enum(CHAIN_PROBLEMS);

export const tableVerdictSchema = z.strictObject({
  table: z.string(),
  intact: z.boolean(),
  /** The center's head for the table: its last stored fact and hash. */
  head: z.strictObject({ position, hash: z.string() }),
  /** What the table last reported of its own log: its last position. */
  reported: position,
  /** Facts the table reported that the center has not stored yet (shipping lag, not a fault). */
  behind: position,
  /** The first thing found wrong, null when intact. */
  problem: z
    .strictObject({
      reason: chainProblemSchema,
      position,
      /** Which journal, for a journal's problem. */
      journal: z.enum(['journal', 'device']).nullable(),
    })
    .nullable(),
});

export const pitVerifySchema = z.strictObject({
  intact: z.boolean(),
  tables: z.array(tableVerdictSchema),
});

/** The pit's figures summed over its tables; hold recomputed from the sums (win ÷ drop). */
export const pitTotalsSchema = z.strictObject({
  tableCount: z.number().int(),
  opener: z.number(),
  closer: z.number(),
  fills: z.number(),
  credits: z.number(),
  drop: z.number(),
  markers: z.number(),
  chipsSold: z.number(),
  win: z.number(),
  hold: z.number().nullable(),
  houseResult: z.number(),
  expectedCloser: z.number(),
  discrepancy: z.number(),
  rounds: z.number().int(),
});

/** The pit's shift report of one period: each table's report and the totals. */
export const pitPeriodReportSchema = z.strictObject({
  day: z.string(),
  /** Each table's own shift report, named. */
  tables: z.array(shiftReportSchema),
  totals: pitTotalsSchema,
});

/** A round found by a search across tables. */
export const pitRoundSchema = z.strictObject({
  table: z.string(),
  round: z.number().int().min(1),
  shoe: z.number().int().min(1),
  flags: z.array(roundFlagSchema),
  bettors: z.array(z.string()),
  /** Each bettor's net in table units. */
  net: z.record(z.string(), z.number()),
  startedAt: z.string(),
  settledAt: z.string().nullable(),
  croupier: z.string(),
  /** The croupier's badge where the table's staff register names them; null before it was on. */
  croupierBadge: z.string().nullable(),
  /** The table's gaming day the round began in. */
  gamingDay: z.string(),
});

export const PIT_ROUNDS_MAX = 1000;

export const pitRoundSearchSchema = z.strictObject({
  flag: roundFlagSchema.optional(),
  bettor: z.string().min(1).max(40).optional(),
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  table: z.string().max(64).optional(),
  limit: z.number().int().min(1).max(PIT_ROUNDS_MAX).optional(),
});

export type ChainProblem = WireOf<typeof chainProblemSchema>;
export type TableVerdict = WireOf<typeof tableVerdictSchema>;
export type PitVerify = WireOf<typeof pitVerifySchema>;
export type PitTotals = WireOf<typeof pitTotalsSchema>;
export type PitPeriodReport = WireOf<typeof pitPeriodReportSchema>;
export type PitRound = WireOf<typeof pitRoundSchema>;
export type PitRoundSearch = WireOf<typeof pitRoundSearchSchema>;
