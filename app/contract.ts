import { z } from 'zod';
import { tableInput } from '../engine/round/inputs.js';
import type { RoundReport } from '../engine/round/report.js';
import type { SessionResults } from '../engine/round/session-results.js';
import type { TableView } from '../engine/round/table-view.js';

/**
 * The one contract between the dashboard and the table: every operation the renderer may ask
 * for, with the zod schema its payload must pass and the shape of its reply. Electron IPC (one
 * preload function per operation) and the WebSocket of web mode both implement exactly this, and
 * both validate every payload against it before anything reaches the table. The renderer imports
 * only this module.
 */

const operator = z.string().trim().min(1).max(40);
const pin = z.string().regex(/^\d{4,12}$/, 'a PIN is 4 to 12 digits');
const round = z.number().int().min(1);

/** Every refusal is a sentence the croupier or pit boss can read. */
export const outcomeSchema = z.discriminatedUnion('ok', [
  z.strictObject({ ok: z.literal(true) }),
  z.strictObject({ ok: z.literal(false), reason: z.string() }),
]);
export type Outcome = z.infer<typeof outcomeSchema>;

export interface AlarmMessage {
  readonly id: number;
  readonly kind: string;
  readonly sentence: string;
  readonly raisedAt: string;
  readonly clearedAt?: string;
}

/** The live table as the croupier's screen shows it (pushed on every change). */
export interface TableMessage {
  readonly view: TableView;
  /**
   * `'down'` while the dealer's second card lies face down (a peek table, before the dealer's
   * turn). The card is then not in the message at all: the view holds only the up-card, its
   * total and no dealer banner, and the screen draws a card back. null otherwise.
   */
  readonly holeCard: 'down' | null;
  readonly alarms: readonly AlarmMessage[];
  /** True while automatic assignment waits for the croupier after lost frames. */
  readonly paused: boolean;
  readonly simulator: boolean;
}

export interface ReplayStep {
  readonly position: number;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: unknown;
  /** The round as it stood after this fact. */
  readonly round: RoundReport;
}

export interface RoundReplay {
  readonly steps: readonly ReplayStep[];
  readonly recorded: Readonly<Record<string, number>> | null;
  readonly recomputed: Readonly<Record<string, number>>;
  readonly matches: boolean;
}

const reply = <T>() => z.custom<T>(() => true);

// ── The round list: asked a page at a time, newest first ──────────────────────────────────────
export const ROUND_FLAGS = ['misdeal', 'correction', 'alarm', 'void'] as const;
export type RoundFlag = (typeof ROUND_FLAGS)[number];
/** The most rounds one page holds (50 unless the request says). */
export const ROUND_PAGE_MAX = 500;

/** A page of the pit boss's list: the newest rounds before `before` (a round number), filtered. */
export const roundPageRequest = z.strictObject({
  limit: z.number().int().min(1).max(ROUND_PAGE_MAX).optional(),
  before: round.optional(),
  box: z.number().int().min(1).max(7).optional(),
  bettor: z.string().max(40).optional(),
  flag: z.enum(ROUND_FLAGS).optional(),
});

export const roundSummarySchema = z.strictObject({
  round,
  shoe: z.number().int().min(1),
  boxes: z.array(z.number().int()),
  bettors: z.array(z.string()),
  flags: z.array(z.enum(ROUND_FLAGS)),
  /** Each bettor's net in table units. */
  net: z.record(z.string(), z.number()),
  startedAt: z.string(),
  settledAt: z.string().nullable(),
  croupier: z.string(),
});
export type RoundSummary = z.infer<typeof roundSummarySchema>;

export const roundPageSchema = z.strictObject({
  rounds: z.array(roundSummarySchema),
  /** The `before` of the next (older) page; null on the last page. */
  next: round.nullable(),
});
export type RoundPage = z.infer<typeof roundPageSchema>;
// ───────────────────────────────────────────────────────────────────────────────────────────────

/** Operations: name → payload schema and reply. */
export const operations = {
  viewTable: { request: z.strictObject({}), reply: reply<TableMessage>() },
  submitInput: { request: z.strictObject({ input: tableInput }), reply: outcomeSchema },
  keyIn: { request: z.strictObject({ line: z.string().max(200) }), reply: outcomeSchema },
  pullSimulatedCard: { request: z.strictObject({}), reply: outcomeSchema },
  confirmNoCardLost: { request: z.strictObject({}), reply: outcomeSchema },
  listRounds: { request: roundPageRequest, reply: roundPageSchema },
  replayRound: { request: z.strictObject({ round }), reply: reply<RoundReplay | null>() },
  exportRoundScript: { request: z.strictObject({ round }), reply: reply<{ script: string } | null>() },
  /** The last rounds' results for the dashboard's charts: the house's (or bank's) result, the shoe. */
  sessionResults: { request: z.strictObject({}), reply: reply<SessionResults>() },
  verifyLog: {
    request: z.strictObject({}),
    reply: reply<{ ok: boolean; events?: number; position?: number | null; problem?: string }>(),
  },
  voidRound: {
    request: z.strictObject({ round, reason: z.string().trim().min(1).max(500), operator, pin }),
    reply: outcomeSchema,
  },
  correctCard: {
    request: z.strictObject({
      position: z.number().int().min(1),
      card: z.string().min(2).max(4),
      reason: z.string().trim().min(1).max(500),
      operator,
      pin,
    }),
    reply: outcomeSchema,
  },
  recordRuling: {
    request: z.strictObject({ round, text: z.string().trim().min(1).max(2000), operator, pin }),
    reply: outcomeSchema,
  },
  /** Beyond loopback every connection logs in first: croupier, pit boss, or read-only review. */
  login: {
    request: z.strictObject({
      role: z.enum(['croupier', 'pit-boss', 'review']),
      operator,
      pin: pin.optional(),
    }),
    reply: outcomeSchema,
  },
} as const;

export type OperationName = keyof typeof operations;
export type RequestOf<N extends OperationName> = z.infer<(typeof operations)[N]['request']>;
export type ReplyOf<N extends OperationName> = z.infer<(typeof operations)[N]['reply']>;
export const OPERATION_NAMES = Object.keys(operations) as OperationName[];

/** Pushed by the table to every window: the table changed. */
export const TABLE_CHANGED = 'tableChanged';

/** Operations the read-only review role may use. */
export const REVIEW_OPERATIONS: readonly OperationName[] = [
  'viewTable',
  'listRounds',
  'replayRound',
  'exportRoundScript',
  'verifyLog',
  'sessionResults',
  'login',
];
