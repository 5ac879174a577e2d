import { type Message, say } from '../../engine/refusals/message.js';
import { registerIsOn, type StaffRegister, type StaffRole } from '../../engine/staff/register.js';
import {
  PIT_COMPLIANCE_ROLE_OPERATIONS,
  PIT_REVIEW_ROLE_OPERATIONS,
  type PitOperationName,
  type PitReplyOf,
  type PitRequestOf,
  type PitRole,
  pitOperations,
} from '../contract/pit-floor.js';
import { describeIssues, operations } from '../contract.js';
import { accessMessages, frameMessages } from '../core/roles/access-messages.js';
import type { PinAttempt, PinGate, PinSource } from '../core/roles/pin-gate.js';
import { sentenceOf } from '../core/sentences.js';
import type { Center } from '../core/shipping/center.js';
import { centerRegister } from '../core/staff/center-register.js';
import { changeRegister } from '../core/staff/register-change.js';
import { registerListing } from '../core/staff/register-listing.js';
import { reviewAnswers } from '../server/review-operations.js';
import { refusedAnswer, type SideAnswer } from '../socket-host/framed-connection.js';
import { journalable } from '../socket-host/journalable.js';
import { pitCashCompliance } from './center/cash-compliance.js';
import { reviewedTableMessage } from './center/reviewed-table.js';
import { searchRounds } from './center/rounds-search.js';
import type { CenterJournal } from './center-journal.js';
import { CenterStaffDesk, personPinAtCenter } from './center-staff-desk.js';
import { acknowledgeAlarm } from './pit-alarms.js';
import type { PitFloor } from './pit-floor.js';
import { pitPinHash } from './pit-pins.js';

/** Who a pit connection acts as: nobody until its login. */
export interface PitSession {
  role: PitRole | null;
  operator: string;
  readonly nonce: string;
  readonly from: PinSource;
  /** The table whose pit review this connection shows, told of each change of its replica. */
  reviewing: string | null;
}

export interface PitServed {
  readonly write: Center;
  readonly floor: PitFloor;
  readonly gate: PinGate;
  readonly journal: CenterJournal;
}

const refusedOutcome = (refusal: Message) => ({ ok: false as const, reason: sentenceOf(refusal), refusal });

type Handler<N extends PitOperationName> = (
  payload: PitRequestOf<N>,
  session: PitSession,
  served: PitServed,
) => Promise<SideAnswer>;

const replied = <N extends PitOperationName>(reply: PitReplyOf<N>): SideAnswer => ({ ok: true, reply });

const handlers: { readonly [N in PitOperationName]: Handler<N> } = {
  login: async (request, session, served) => {
    const refusal = await loginRefusal(request, session, served);
    if (refusal !== null) return replied<'login'>(refusedOutcome(refusal));
    session.role = request.role;
    session.operator = request.operator;
    void served.journal.record({
      operator: request.operator,
      role: request.role,
      action: 'login',
      detail: session.from.where ?? {},
    });
    return replied<'login'>({ ok: true });
  },
  viewFloor: async (_, __, { floor }) =>
    replied<'viewFloor'>({ lines: floor.lines(), alarms: [...floor.alarms()], center: floor.center() }),
  acknowledgeAlarm: async ({ alarm }, session, served) => {
    const by = { operator: session.operator, role: session.role ?? '' };
    const refused = await acknowledgeAlarm(served.write, alarm, by);
    if (refused === null) {
      served.floor.alarmsChanged();
      return replied<'acknowledgeAlarm'>({ ok: true });
    }
    void served.journal.record({
      ...by,
      action: 'refused',
      alarm: null,
      detail: refusedDetail('acknowledgeAlarm', { alarm }, refused),
    });
    return replied<'acknowledgeAlarm'>(refusedOutcome(refused));
  },
  openReview: async ({ table }, session, { floor }) => {
    const reviewed = floor.reviewed(table);
    session.reviewing = reviewed ? table : null;
    return replied<'openReview'>(reviewed && reviewedTableMessage(table, reviewed.service));
  },
  searchRounds: async (search, _, { write }) => replied<'searchRounds'>(await searchRounds(write, search)),
  pitReport: async (_, __, { floor }) => replied<'pitReport'>(floor.pitReport()),
  cashCompliance: async ({ day }, _, { floor }) =>
    replied<'cashCompliance'>(pitCashCompliance(floor.replicas(), floor.compliance, day)),
  staffRegister: async (_, __, { write }) => {
    const { register } = await centerRegister(write);
    return replied<'staffRegister'>({ people: registerListing(register), followsCenter: false });
  },
  changeStaff: async (request, session, served) => {
    // The PINs behind the door's lockout, counted for this connection and its address.
    const desk = new CenterStaffDesk(served.write, (attempt, hash) =>
      served.gate.checkSaidOffThread({ ...attempt, from: session.from }, hash),
    );
    const result = await changeRegister(desk, request);
    if (result.ok) return replied<'changeStaff'>({ ok: true });
    void served.journal.record({
      operator: session.operator,
      role: session.role ?? '',
      action: 'refused',
      detail: refusedDetail('changeStaff', request, result.refusal),
    });
    return replied<'changeStaff'>(refusedOutcome(result.refusal));
  },
  review: async ({ table, op, payload }, _, { floor }) => {
    const reviewed = floor.reviewed(table);
    if (!reviewed) return refusedAnswer(say('pit.no-such-table', { table }));
    const parsed = operations[op].request.safeParse(payload);
    if (!parsed.success) return refusedAnswer(frameMessages.invalidRequest(op, describeIssues(parsed.error)));
    const answer = reviewAnswers[op] as (request: unknown, log: typeof reviewed) => unknown;
    return { ok: true, reply: await answer(parsed.data, reviewed) };
  },
};

/**
 * One request: may this session use the operation, is the payload the contract's, then the
 * answer. A refused act of a logged-in connection is journaled centrally with its operator.
 */
export async function answerPit(
  op: PitOperationName,
  payload: unknown,
  session: PitSession,
  served: PitServed,
): Promise<SideAnswer> {
  const refused = accessRefusal(session, op);
  if (refused) {
    if (session.role !== null)
      void served.journal.record({
        operator: session.operator,
        role: session.role,
        action: 'refused',
        detail: refusedDetail(op, payload, refused),
      });
    return refusedAnswer(refused);
  }
  const parsed = pitOperations[op].request.safeParse(payload);
  if (!parsed.success) return refusedAnswer(frameMessages.invalidRequest(op, describeIssues(parsed.error)));
  const handler = handlers[op] as Handler<PitOperationName>;
  return handler(parsed.data as PitRequestOf<PitOperationName>, session, served);
}

function accessRefusal(session: PitSession, op: PitOperationName): Message | null {
  if (op === 'login') return null;
  if (session.role === null) return accessMessages.loginFirst();
  if (session.role === 'review' && !PIT_REVIEW_ROLE_OPERATIONS.includes(op))
    return accessMessages.reviewOnly(op);
  if ((session.role === 'compliance') !== PIT_COMPLIANCE_ROLE_OPERATIONS.includes(op))
    return session.role === 'compliance'
      ? accessMessages.complianceOnly(op)
      : accessMessages.notCompliance(op);
  return null;
}

/** A login's refusal, as its code (a wrong PIN was journaled by the gate that checked it). */
async function loginRefusal(
  { role, operator, pin, nonce }: PitRequestOf<'login'>,
  session: PitSession,
  served: PitServed,
): Promise<Message | null> {
  // Bound to the connection, as the table's own server does (see app/server/access.ts).
  if (nonce === undefined) return accessMessages.nonceMissing();
  if (nonce !== session.nonce) return accessMessages.otherConnection();
  const attempt = { role, operator, pin, action: say('pit.login-action'), from: session.from };
  const { register } = await centerRegister(served.write);
  if (registerIsOn(register)) return personLoginRefusal(register, attempt, served);
  const stored = await pitPinHash(served.write, role);
  if (stored === null) return say('pit.no-pin', { role });
  return served.gate.checkSaidOffThread(attempt, stored);
}

/** The register's role each pit role logs in as: the pit boss a supervisor, the review surveillance. */
const LOGS_IN_AS = {
  'pit-boss': 'supervisor',
  review: 'surveillance',
  compliance: 'compliance',
} as const satisfies Record<PitRole, StaffRole>;

/**
 * At a pit with a staff register, each person logs in with their own badge and PIN: a badge unknown,
 * disabled, without the role or without a PIN is refused and journaled at the center (a badge is no
 * secret, so it never counts as a wrong PIN); a wrong PIN counts in the door's lockout.
 */
async function personLoginRefusal(
  register: StaffRegister,
  attempt: PinAttempt & { role: PitRole },
  served: PitServed,
): Promise<Message | null> {
  const badge = attempt.operator.trim();
  const stored = await personPinAtCenter(served.write, register, badge, LOGS_IN_AS[attempt.role]);
  if ('refusal' in stored) {
    void served.journal.record({
      operator: badge,
      role: attempt.role,
      action: 'refused',
      detail: {
        check: 'pin-signer',
        ...refusedDetail('login', { badge, role: attempt.role }, stored.refusal),
      },
    });
    return stored.refusal;
  }
  return served.gate.checkSaidOffThread({ ...attempt, operator: badge, badge }, stored.hash);
}

/** A refused act as the center's journal keeps it: what was asked, never a PIN. */
const refusedDetail = (op: string, payload: unknown, refusal: Message) => ({
  op,
  payload: journalable(payload),
  reason: sentenceOf(refusal),
  code: refusal.code,
  params: refusal.params,
});
