import { z } from 'zod';
import type { WireOf } from './wire-shape.js';

/**
 * A round as the croupier's screen and the pit boss's scrubber show it, amounts in table units.
 * Defined here, not taken from the engine: the wire is the contract's, and a test shows that the
 * engine's report fits it.
 */

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
const SUITS = ['S', 'H', 'D', 'C'] as const;

/** A card is its two-character code, rank then suit: `AS`, `TH`, `QC`. */
/** The bet a settlement line is on: insurance and even money are bets of their own (RULES.md). */
export const settlementKindSchema = z.enum(['hand', 'insurance', 'even-money', 'surrender']);

export const cardSchema = z.templateLiteral([z.enum(RANKS), z.enum(SUITS)]);

export const phaseSchema = z.enum([
  'betting',
  'dealing',
  'insurance',
  'players',
  'offer',
  'dealer',
  'settled',
  'resume',
]);

const amount = z.number();
const byBettor = z.record(z.string(), amount);
const handRef = z.object({ box: z.number().int(), hand: z.number().int() });

const handReport = z.object({
  cards: z.array(cardSchema),
  total: z.number().int(),
  soft: z.boolean(),
  status: z.string(),
  stakes: z.array(z.object({ bettor: z.string(), stake: amount, doubled: amount })),
});

const boxReport = z.object({
  box: z.number().int(),
  decider: z.string(),
  bettors: z.array(z.object({ bettor: z.string(), stake: amount })),
  insurance: z.array(z.object({ bettor: z.string(), amount })),
  hands: z.array(handReport),
});

const misdealReport = z.object({
  card: cardSchema,
  why: z.string(),
  resolution: z.string(),
  takenBy: handRef.optional(),
  passedBy: z.array(handRef),
  pitBossNote: z.boolean(),
});

export const roundReportSchema = z.object({
  round: z.number().int(),
  /** `settled` when finished, else the phase the round stopped in. */
  state: phaseSchema,
  dealer: z.object({
    cards: z.array(cardSchema),
    total: z.number().int(),
    /** An ace counts 11 in the total (A-2 is soft 13). */
    soft: z.boolean(),
    blackjack: z.boolean(),
  }),
  boxes: z.array(boxReport),
  /** Every bettor with a stake in the round and their net result (empty until settled). */
  net: byBettor,
  burned: z.array(cardSchema),
  misdeals: z.array(misdealReport),
  /** Pay/take instructions for the croupier, one per settled bet. */
  settlement: z.array(z.string()),
  /** The same bets as data, in the same order: `net` above 0 is paid, below 0 taken, 0 a push. */
  settlementLines: z.array(
    z.object({
      box: z.number().int(),
      hand: z.number().int(),
      bettor: z.string(),
      kind: settlementKindSchema,
      staked: amount,
      net: amount,
    }),
  ),
  backupDeckOpened: z.boolean(),
  cutCardCameOut: z.boolean(),
  voided: z.object({ reason: z.string(), author: z.string() }).nullable(),
  /** Whose round it is: the croupier on duty at its first card, by badge where the staff register names them. */
  croupier: z.object({ badge: z.string().nullable(), name: z.string() }).nullable(),
  /** Home session: chips after this round (players, the bank, the bank's fictitious top-ups so far). */
  chips: z.object({ players: byBettor, bank: amount, fictitious: amount }).nullable(),
});

export type Card = WireOf<typeof cardSchema>;
export type Phase = WireOf<typeof phaseSchema>;
export type RoundReport = WireOf<typeof roundReportSchema>;
