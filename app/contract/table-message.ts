import { z } from 'zod';
import { messageParamsSchema, messageSchema } from './outcome.js';
import { cardSchema, phaseSchema, roundReportSchema, settlementKindSchema } from './round-report.js';
import type { WireOf } from './wire-shape.js';

export const decisionSchema = z.enum(['hit', 'stand', 'double', 'split', 'surrender']);

/** What the croupier needs on screen now: the round, who acts, where the next card goes. */
export const tableViewSchema = z.object({
  profile: z.string(),
  /** The profile's name for screens (the table's boxes and limits are the message's `limits`). */
  layout: z.object({
    name: z.string(),
    /** Whether a natural may take even money at this table. */
    evenMoney: z.boolean(),
  }),
  /** The rounds agreed for a home session, after which players are ranked; null at a casino table. */
  sessionRounds: z.number().int().nullable(),
  /** The first round of the home session in play (a new session restarts the count); null at a casino table. */
  sessionFirstRound: z.number().int().nullable(),
  phase: phaseSchema,
  round: roundReportSchema,
  /** The dealer's obligation as a coded message, said by each screen in its language. */
  dealerSaid: messageSchema.nullable(),
  onTurn: z
    .object({
      box: z.number().int(),
      hand: z.number().int(),
      labelSaid: messageSchema,
      total: z.number().int(),
      soft: z.boolean(),
      decisions: z.array(decisionSchema),
    })
    .nullable(),
  /** The profile's advice for the hand on turn, or null. */
  hint: z
    .object({
      kind: z.enum(['basic-strategy', 'double-suggested']),
      box: z.number().int(),
      hand: z.number().int(),
      choice: decisionSchema,
      /** What the hint says, coded: the screen says it in its language. */
      said: messageSchema,
    })
    .nullable(),
  offer: z.object({ card: cardSchema, to: z.number().int() }).nullable(),
  shoe: z.object({
    cardsOut: z.number().int(),
    cardsInShoe: z.number().int(),
    cutCardAt: z.number().int().nullable(),
    shuffleDue: z.boolean(),
  }),
});

export const alarmSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** The alarm as a code and its parameters, for a screen that renders it in its own language. */
  code: z.string(),
  params: messageParamsSchema,
  sentence: z.string(),
  raisedAt: z.string(),
  /** Alarms of one kind and cause coalesce: how many times it happened, and the last time. */
  count: z.number().int().min(1),
  lastAt: z.string(),
  clearedAt: z.string().optional(),
});

/**
 * What an alarm push carries: only the alarms that changed (raised, counted again or cleared,
 * a cleared one with its `clearedAt`), never the whole board; and whether cards are held.
 */
export const alarmChangeSchema = z.object({
  changed: z.array(alarmSchema),
  paused: z.boolean(),
});

/** A card no hand kept, with why: the croupier puts it in the discard rack (engine/views/burn-box.ts). */
export const burnedCardSchema = z.object({
  card: cardSchema,
  round: z.number().int(),
  /** Pulled after the settlement or while bets were open, not during the play. */
  betweenRounds: z.boolean(),
  why: messageSchema,
  pitBossNote: z.boolean(),
});

/** Where the next card goes (`to`), or why no hand may take one (`why`): one of the two is set. */
export const nextCardToSchema = z.union([
  z.object({ to: messageSchema, why: z.null() }),
  z.object({ to: z.null(), why: messageSchema }),
]);

/** The table's boxes and limits, in table units: what the bet form offers and starts from. */
export const tableLimitsSchema = z.object({
  boxes: z.number().int().min(1),
  minStake: z.number(),
  maxStake: z.number(),
});

/**
 * The table's books as the croupier's header and the pit boss's forms show them, in table units:
 * open or closed (a table never opened plays as a home game does), the croupier on duty, the
 * limits that wait for the next round, the chip set a count names, the slip each series expects,
 * and the alarm of an opener that differs from the last closer (both counts) while the table is open.
 */
export const booksSeenSchema = z.object({
  status: z.enum(['never-opened', 'open', 'closed']),
  croupier: z.string().nullable(),
  chipSet: z.array(z.number()).min(1),
  nextLimits: z.object({ minStake: z.number(), maxStake: z.number() }).nullable(),
  openerDiffers: z.object({ opener: z.number(), closer: z.number() }).nullable(),
  nextSlip: z.object({ fill: z.string().nullable(), credit: z.string().nullable() }),
});

/** Whether croupiers sign in by badge and PIN at this table (its staff register is on), and who is signed in. */
export const staffSeenSchema = z.object({
  registerOn: z.boolean(),
  onDuty: z.object({ badge: z.string(), name: z.string() }).nullable(),
});

/**
 * How the table's shipping to the pit's central database stands, for the croupier's header:
 * `shipped` (the center holds every fact), `behind` (catching up, `behind` facts to go),
 * `unreachable` (since `since`, `behind` facts waiting) or `refused` (the center refused the log;
 * `said` says why, naming the position).
 */
export const shippingSchema = z.object({
  state: z.enum(['shipped', 'behind', 'unreachable', 'refused']),
  table: z.string(),
  behind: z.number().int().min(0),
  since: z.string().nullable(),
  said: messageSchema.nullable(),
});

/** One bet of a paid round a ruling changed: the bettor's net as paid, and as owed now (table units). */
export const adjustedLineSchema = z.object({
  box: z.number().int(),
  hand: z.number().int(),
  bettor: z.string(),
  kind: settlementKindSchema,
  was: z.number(),
  now: z.number(),
});

/**
 * A ruling on a paid round whose chips the croupier has still to move: per bettor and line, what
 * was paid and what is owed now (table units); the screen says the difference to collect or pay.
 */
export const adjustmentSeenSchema = z.object({
  round: z.number().int(),
  cause: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('card'),
      position: z.number().int(),
      was: z.string().nullable(),
      card: z.string(),
    }),
    z.object({ kind: z.literal('void'), reason: z.string() }),
  ]),
  author: z.string(),
  lines: z.array(adjustedLineSchema),
});

/** The live table as the croupier's screen shows it (the reply to viewTable, and every push). */
export const tableMessageSchema = z.object({
  view: tableViewSchema,
  /** This round's burned cards, those pulled between rounds included, in the order they came out. */
  burnBox: z.array(burnedCardSchema),
  nextCardTo: nextCardToSchema,
  limits: tableLimitsSchema,
  books: booksSeenSchema,
  staff: staffSeenSchema,
  /** Rulings on paid rounds still owed, until the croupier says the chips moved. */
  adjustments: z.array(adjustmentSeenSchema),
  /**
   * `'down'` while the dealer's second card lies face down (a peek table, before the dealer's
   * turn). The card is then not in the message at all: the view holds only the up-card, its
   * total and no dealer banner, and the screen draws a card back. null otherwise.
   */
  holeCard: z.literal('down').nullable(),
  alarms: z.array(alarmSchema),
  /** True while automatic assignment waits for the croupier after lost frames. */
  paused: z.boolean(),
  simulator: z.boolean(),
  /** The table as the server knows it: its name (the log's) and who keys at it when nobody logged in. */
  table: z.object({ name: z.string(), croupier: z.string() }),
  /** The shipping to the pit's central database; null when the table ships to none. */
  shipping: shippingSchema.nullable(),
});

export type Decision = WireOf<typeof decisionSchema>;
export type TableView = WireOf<typeof tableViewSchema>;
export type AlarmMessage = WireOf<typeof alarmSchema>;
export type TableMessage = WireOf<typeof tableMessageSchema>;
export type BurnedCard = WireOf<typeof burnedCardSchema>;
export type NextCardTo = WireOf<typeof nextCardToSchema>;
export type TableLimitsSeen = WireOf<typeof tableLimitsSchema>;
export type BooksSeen = WireOf<typeof booksSeenSchema>;
export type AlarmChange = WireOf<typeof alarmChangeSchema>;
export type ShippingSeen = WireOf<typeof shippingSchema>;
export type AdjustmentSeen = WireOf<typeof adjustmentSeenSchema>;

/** The table as a screen shows it once an alarm push is applied: a cleared alarm leaves the list. */
export function withAlarmChange(message: TableMessage, change: AlarmChange): TableMessage {
  const changedIds = new Set(change.changed.map((alarm) => alarm.id));
  const alarms = [
    ...message.alarms.filter((alarm) => !changedIds.has(alarm.id)),
    ...change.changed.filter((alarm) => !alarm.clearedAt),
  ].sort((a, b) => a.id - b.id);
  return { ...message, alarms, paused: change.paused };
}
