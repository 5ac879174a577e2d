import { z } from 'zod';
import { cashComplianceRequest, cashComplianceSchema } from './cash-compliance.js';
import { operator, pin } from './credentials.js';
import { connectionNonce } from './nonce.js';
import { type OperationName, operations } from './operations.js';
import { messageParamsSchema, outcomeSchema } from './outcome.js';
import { pitPeriodReportSchema, pitRoundSchema, pitRoundSearchSchema } from './pit-report.js';
import { changeStaffRequest, staffRegisterSchema } from './staff.js';
import { tableMessageSchema } from './table-message.js';
import { withTypedRequests } from './typed-request.js';
import { describeIssues, type WireOf } from './wire-shape.js';

/**
 * The pit server's socket (`sabot pit serve`): the floor of every table, its open alarms, and a
 * table's pit review read from the center's copy of its log. The frames are the table socket's
 * (`{id, op, payload}`, replies `{id, ok, reply | error}`, the server's `hello` first); the
 * operations and pushes are the pit's own, listed here.
 */

/** The pit's WebSocket path, on the server that serves the floor view. */
export const PIT_SOCKET_PATH = '/pit';

export const PIT_HELLO = 'hello';
/** Pushed when table lines changed: only the lines that changed. */
export const FLOOR_CHANGED = 'floorChanged';
/** Pushed when an alarm was raised, acknowledged or cleared: every open alarm (a handful). */
export const PIT_ALARMS_CHANGED = 'pitAlarmsChanged';
/** Pushed to a connection reviewing a table when its central copy grew: the table as it stands. */
export const REVIEWED_TABLE_CHANGED = 'reviewedTableChanged';
/** Pushed when the pit server lost its center (PostgreSQL) or found it again. */
export const CENTER_CHANGED = 'centerChanged';

export const PIT_ROLES = ['pit-boss', 'review', 'compliance'] as const;
export type PitRole = (typeof PIT_ROLES)[number];

const tableId = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'a table is named with letters, digits, . _ -');

/** How far the center holds what the table said it holds, and when it last heard from it. */
export const floorShippingSchema = z.strictObject({
  /** The last fact stored centrally, and the last the table reported holding. */
  head: z.number().int(),
  reported: z.number().int(),
  /** ISO times of the center's clock; null before the first batch. */
  reportedAt: z.string().nullable(),
  storedAt: z.string().nullable(),
  /** The facts the center knows to be waiting at the table. */
  behind: z.number().int(),
  /** How far the pit's replica has read the center's copy. */
  replica: z.number().int(),
});

/** One table as the pit boss's floor shows it, folded from its replica by the table's own code. */
export const floorLineSchema = z.strictObject({
  table: tableId,
  /** The books' status: never opened, open or closed; `inPlay` when a round is dealt now. */
  status: z.enum(['never-opened', 'open', 'closed']),
  inPlay: z.boolean(),
  /** The rule profile's name and id. */
  game: z.string(),
  profile: z.string(),
  /** Table units. */
  limits: z.strictObject({ min: z.number(), max: z.number() }),
  croupier: z.string().nullable(),
  /** The round dealt now, or the last one; null before the first. */
  round: z.strictObject({ number: z.number().int(), state: z.string() }).nullable(),
  /** Rounds begun in the hour before the line was folded. */
  roundsPerHour: z.number().int(),
  /** The current gaming day's shift report's figures (the gaming day of the table's last fact). */
  day: z.string().nullable(),
  drop: z.number(),
  win: z.number(),
  /** win ÷ drop; null on zero drop. */
  hold: z.number().nullable(),
  shipping: floorShippingSchema,
  /** The table's last fact's time (its own clock). */
  lastFactAt: z.string().nullable(),
  /** When the pit server folded this line (the server's clock). */
  foldedAt: z.string(),
});

/** An acknowledgement as the center's journal holds it. */
export const acknowledgementSchema = z.strictObject({
  operator: z.string(),
  role: z.string(),
  at: z.string(),
});

/** An open alarm of the pit, its sentence as a code and parameters for the screen's language. */
export const pitAlarmSchema = z.strictObject({
  id: z.number().int(),
  table: z.string(),
  kind: z.enum(['chain', 'journal', 'lag', 'table']),
  subject: z.string(),
  code: z.string(),
  params: messageParamsSchema,
  raisedAt: z.string(),
  /** Set once what it is about is over (the table shipped again, the round was acknowledged). */
  clearedAt: z.string().nullable(),
  acknowledged: acknowledgementSchema.nullable(),
});

/**
 * Whether the pit server reaches its center: while it does not, the floor's figures are those of
 * `asOf` (the last answer it had) and nothing new can show, so the page says so and greys them.
 */
export const floorCenterSchema = z.strictObject({
  reachable: z.boolean(),
  /** When the center stopped answering; null while it answers. */
  since: z.string().nullable(),
  /** The last time the center answered; null before its first answer. */
  asOf: z.string().nullable(),
});

export const floorSchema = z.strictObject({
  lines: z.array(floorLineSchema),
  alarms: z.array(pitAlarmSchema),
  center: floorCenterSchema,
});

/** The pit review's operations, answered from the table's replica (read-only: no ruling here). */
export const PIT_REVIEW_OPERATIONS = [
  'listRounds',
  'replayRound',
  'exportRoundScript',
  'sessionResults',
  'verifyLog',
] as const satisfies readonly OperationName[];
export type PitReviewOperation = (typeof PIT_REVIEW_OPERATIONS)[number];

const untypedPitOperations = {
  /** Every connection logs in first, as the pit boss or the read-only review (surveillance). */
  login: {
    request: z.strictObject({
      role: z.enum(PIT_ROLES),
      operator,
      pin,
      nonce: connectionNonce.optional(),
    }),
    reply: outcomeSchema,
  },
  viewFloor: { request: z.strictObject({}), reply: floorSchema },
  /** The pit boss's acknowledgement, journaled centrally with the author. */
  acknowledgeAlarm: { request: z.strictObject({ alarm: z.number().int().min(1) }), reply: outcomeSchema },
  /** Opens a table's review on this connection: its changes are pushed from now on. */
  openReview: { request: z.strictObject({ table: tableId }), reply: tableMessageSchema.nullable() },
  /** Rounds across every table: flagged, of a bettor, of a gaming day (the central round projection). */
  searchRounds: { request: pitRoundSearchSchema, reply: z.array(pitRoundSchema) },
  /** The pit's shift report of the current gaming day: each table's and the totals. */
  pitReport: { request: z.strictObject({}), reply: pitPeriodReportSchema.nullable() },
  /** The pit's staff register at its center, for the manager's screen (the pit boss's). */
  staffRegister: { request: z.strictObject({}), reply: staffRegisterSchema },
  /** A change of the pit's register, behind the badge and own PIN of the person asking. */
  changeStaff: { request: changeStaffRequest, reply: outcomeSchema },
  /** The cash records of a gaming day across the pit, for the compliance officer's screen. */
  cashCompliance: { request: cashComplianceRequest, reply: cashComplianceSchema },
  /** One of the pit review's operations on a table's replica; the reply is that operation's. */
  review: {
    request: z.strictObject({ table: tableId, op: z.enum(PIT_REVIEW_OPERATIONS), payload: z.unknown() }),
    reply: z.unknown(),
  },
} as const satisfies Record<string, { readonly request: z.ZodType; readonly reply: z.ZodType }>;

/** Each request behind the one door for typed text (typed-request.ts). */
export const pitOperations = withTypedRequests(untypedPitOperations);

export type PitOperationName = keyof typeof pitOperations;
export type PitRequestOf<N extends PitOperationName> = z.infer<(typeof pitOperations)[N]['request']>;
export type PitReplyOf<N extends PitOperationName> = WireOf<(typeof pitOperations)[N]['reply']>;
export const isPitOperationName = (name: string): name is PitOperationName =>
  Object.hasOwn(pitOperations, name);

/**
 * Operations the compliance officer may use: their screen only (the cash records are theirs; a
 * suspicious-activity review is never shown to the floor).
 */
export const PIT_COMPLIANCE_ROLE_OPERATIONS: readonly PitOperationName[] = ['login', 'cashCompliance'];

/** Operations the review role may use: everything but the acknowledgement. */
export const PIT_REVIEW_ROLE_OPERATIONS: readonly PitOperationName[] = [
  'login',
  'viewFloor',
  'openReview',
  'review',
  'searchRounds',
  'pitReport',
];

export const pitPushSchema = z.discriminatedUnion('push', [
  z.object({ push: z.literal(PIT_HELLO), nonce: connectionNonce }),
  z.object({ push: z.literal(FLOOR_CHANGED), lines: z.array(floorLineSchema) }),
  z.object({ push: z.literal(PIT_ALARMS_CHANGED), alarms: z.array(pitAlarmSchema) }),
  z.object({ push: z.literal(REVIEWED_TABLE_CHANGED), table: tableId, message: tableMessageSchema }),
  z.object({ push: z.literal(CENTER_CHANGED), center: floorCenterSchema }),
]);

export type FloorLine = WireOf<typeof floorLineSchema>;
export type PitAlarm = WireOf<typeof pitAlarmSchema>;
export type Floor = WireOf<typeof floorSchema>;
export type FloorShipping = WireOf<typeof floorShippingSchema>;
export type FloorCenter = WireOf<typeof floorCenterSchema>;
export type PitPush = WireOf<typeof pitPushSchema>;

/** A pit reply checked where it arrives; a review's reply against the review operation's own schema. */
export function checkPitReply(
  op: PitOperationName,
  asked: unknown,
  reply: unknown,
): { ok: true; reply: unknown } | { ok: false; error: string } {
  const schema =
    op === 'review' ? operations[(asked as PitRequestOf<'review'>).op].reply : pitOperations[op].reply;
  const checked = schema.safeParse(reply);
  return checked.success
    ? { ok: true, reply: checked.data }
    : {
        ok: false,
        error: `the pit server's reply to ${op} is not what this page understands (${describeIssues(checked.error)})`,
      };
}
