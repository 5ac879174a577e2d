import { z } from 'zod';
import { tableInput } from '../../engine/round/inputs.js';
import { changeTableRequest, recordBooksRequest, shiftReportRequest } from './books-requests.js';
import { badge, operator, pin } from './credentials.js';
import { keyInReplySchema } from './key-in.js';
import { connectionNonce } from './nonce.js';
import { outcomeSchema } from './outcome.js';
import { ratingsReplySchema, ratingsRequest } from './ratings.js';
import {
  roundReplaySchema,
  roundScriptSchema,
  sessionResultsSchema,
  verifiedLogSchema,
} from './review-replies.js';
import { roundPageRequest, roundPageSchema } from './round-list.js';
import { ruleEconomicsRequest, ruleEconomicsSchema } from './rule-economics.js';
import { shiftReportSchema } from './shift-report.js';
import { changeStaffRequest, staffRegisterSchema, staffReportRequest, staffReportSchema } from './staff.js';
import { tableMessageSchema } from './table-message.js';
import { withTypedRequests } from './typed-request.js';
import { describeIssues, type WireOf } from './wire-shape.js';

/**
 * Every operation the dashboard may ask for: the schema its payload must pass and the schema of
 * its reply. Electron IPC (one preload function per operation) and the WebSocket of web mode both
 * carry exactly this; the payload is checked before anything reaches the table, and the reply
 * where it arrives, so a table service of another version is named as such, not drawn as nonsense.
 */

const round = z.number().int().min(1);
const nothing = z.strictObject({});
/** A hand as the round report names it: the dealer's, or a box's (`hand` counted from the left once split). */
export const handNameSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('dealer') }),
  z.strictObject({
    kind: z.literal('box'),
    box: z.number().int().min(1).max(999),
    hand: z.number().int().min(1).max(99).optional(),
  }),
]);
const correction = {
  card: z.string().min(2).max(4),
  reason: z.string().trim().min(1).max(500),
  operator,
  pin,
};

const untypedOperations = {
  viewTable: { request: nothing, reply: tableMessageSchema },
  submitInput: { request: z.strictObject({ input: tableInput }), reply: outcomeSchema },
  keyIn: { request: z.strictObject({ line: z.string().max(200) }), reply: keyInReplySchema },
  pullSimulatedCard: { request: nothing, reply: outcomeSchema },
  confirmNoCardLost: { request: nothing, reply: outcomeSchema },
  listRounds: { request: roundPageRequest, reply: roundPageSchema },
  replayRound: { request: z.strictObject({ round }), reply: roundReplaySchema.nullable() },
  exportRoundScript: { request: z.strictObject({ round }), reply: roundScriptSchema.nullable() },
  sessionResults: { request: nothing, reply: sessionResultsSchema },
  verifyLog: { request: nothing, reply: verifiedLogSchema },
  voidRound: {
    request: z.strictObject({ round, reason: z.string().trim().min(1).max(500), operator, pin }),
    reply: outcomeSchema,
  },
  /**
   * The card as the pit boss points at it (round, hand, its place in the hand: 1 the first), or by
   * its place in the log; `card` is the card it was in fact.
   */
  correctCard: {
    request: z.union([
      z.strictObject({ position: z.number().int().min(1), ...correction }),
      z.strictObject({ round, hand: handNameSchema, place: z.number().int().min(1).max(30), ...correction }),
    ]),
    reply: outcomeSchema,
  },
  recordRuling: {
    request: z.strictObject({ round, text: z.string().trim().min(1).max(2000), operator, pin }),
    reply: outcomeSchema,
  },
  /** The table's books, signed with the pit boss's and the croupier's PINs (see books-requests.ts). */
  recordBooks: { request: recordBooksRequest, reply: outcomeSchema },
  /** New limits or a new croupier on duty, behind the pit boss's PIN. */
  changeTable: { request: changeTableRequest, reply: outcomeSchema },
  /**
   * A croupier takes the table with their badge and own PIN, relieving the one on duty, or leaves
   * it: at a table that keeps a staff register, the table's inputs and cards are then theirs.
   */
  signIn: { request: z.strictObject({ badge, pin }), reply: outcomeSchema },
  signOut: { request: z.strictObject({ badge, pin }), reply: outcomeSchema },
  /** The staff register, for the manager's screen. */
  staffRegister: { request: nothing, reply: staffRegisterSchema },
  /** A change of the register behind the PIN of the person asking (a manager's, or one's own for a PIN). */
  changeStaff: { request: changeStaffRequest, reply: outcomeSchema },
  /** Who did what: a person's rounds, hours, slips, rulings, register changes and refusals by gaming day. */
  staffReport: { request: staffReportRequest, reply: staffReportSchema },
  /** The shift report of a gaming day or a month to date, in table units. */
  shiftReport: { request: shiftReportRequest, reply: shiftReportSchema },
  /** The rated players' sessions: time, stakes, the actual result and the theoretical win. */
  ratings: { request: ratingsRequest, reply: ratingsReplySchema },
  /** The table profile's exact edge by up-card, beside another shipped profile's, for the pit boss. */
  ruleEconomics: { request: ruleEconomicsRequest, reply: ruleEconomicsSchema },
  /**
   * Beyond loopback every connection logs in first: croupier, pit boss, or read-only review. The
   * nonce is the one the server greeted the connection with (`hello`); the screen leaves it out
   * and the transport that holds the connection adds it, and the server refuses a login without
   * its connection's nonce.
   */
  login: {
    request: z.strictObject({
      role: z.enum(['croupier', 'pit-boss', 'review']),
      operator,
      pin: pin.optional(),
      nonce: connectionNonce.optional(),
    }),
    reply: outcomeSchema,
  },
} as const satisfies Record<string, { readonly request: z.ZodType; readonly reply: z.ZodType }>;

/** Each request behind the one door for typed text (typed-request.ts). */
export const operations = withTypedRequests(untypedOperations);

export type HandName = WireOf<typeof handNameSchema>;
export type OperationName = keyof typeof operations;
export type RequestOf<N extends OperationName> = z.infer<(typeof operations)[N]['request']>;
export type ReplyOf<N extends OperationName> = WireOf<(typeof operations)[N]['reply']>;
export const OPERATION_NAMES = Object.keys(operations) as OperationName[];

export const isOperationName = (name: string): name is OperationName => Object.hasOwn(operations, name);

/** An operation's answer as its caller sees it: the reply, or why there is none. */
export type Answer<N extends OperationName> =
  | { readonly ok: true; readonly reply: ReplyOf<N> }
  | { readonly ok: false; readonly error: string };

/** The sentence for a message of the table that this side of the contract cannot read. */
export const contractBroken = (what: string, error: z.ZodError): string =>
  `${what} is not what this dashboard understands (${describeIssues(error)}): ` +
  'the table service and the dashboard are not the same version';

/** The reply checked against the contract where it arrives. */
export function checkReply<N extends OperationName>(op: N, reply: unknown): Answer<N> {
  const checked = operations[op].reply.safeParse(reply);
  return checked.success
    ? { ok: true, reply: checked.data as ReplyOf<N> }
    : { ok: false, error: contractBroken(`the table's reply to ${op}`, checked.error) };
}

/** Operations the read-only review role may use. */
export const REVIEW_OPERATIONS: readonly OperationName[] = [
  'viewTable',
  'listRounds',
  'replayRound',
  'exportRoundScript',
  'verifyLog',
  'sessionResults',
  'shiftReport',
  'ratings',
  'ruleEconomics',
  // Who did what, and the register it reads: the surveillance room's audit of people.
  'staffRegister',
  'staffReport',
  'login',
];

/**
 * Operations beyond loopback only a pit-boss session may use (the request carries the PINs too):
 * a croupier logged in at a remote screen does not record the books. On loopback the table's own
 * screen may, with the PINs.
 */
export const PIT_BOSS_OPERATIONS: readonly OperationName[] = [
  'recordBooks',
  'changeTable',
  'staffRegister',
  'staffReport',
];
