import { type OperationName, type Outcome, REVIEW_OPERATIONS, type RequestOf } from '../contract.js';
import type { Journal } from '../core/log/journal.js';
import type { PitBossDesk } from '../core/table/pit-boss-desk.js';
import type { SessionPins } from './session-pins.js';

export type SessionRole = RequestOf<'login'>['role'];

/** Who a connection acts as; `role` is null until a login beyond loopback. */
export interface Session {
  role: SessionRole | null;
  operator: string;
}

export interface AccessPolicy {
  /** Beyond loopback every connection logs in first. */
  readonly requireLogin: boolean;
  /** The croupier's and reviewer's PINs; given only beyond loopback. */
  readonly sessionPins: SessionPins | null;
  readonly desk: PitBossDesk;
  readonly journal: Journal;
}

/**
 * On loopback the connection is the croupier's own screen on the table's machine, so it starts
 * as the croupier; beyond loopback it starts as nobody.
 */
export const openingSession = (policy: AccessPolicy, operator: string): Session => ({
  role: policy.requireLogin ? null : 'croupier',
  operator,
});

/** null when the session may use the operation; else the sentence shown. */
export function accessRefusal(session: Session, op: OperationName): string | null {
  if (op === 'login') return null;
  if (session.role === null) return 'log in first: croupier, pit boss or review';
  if (session.role === 'review' && !REVIEW_OPERATIONS.includes(op))
    return `the review role only reads the table and its log: ${op} is not open to it`;
  return null;
}

/**
 * A login. The pit boss (the bank at a home game) is checked against the log's PIN through the
 * desk's RoleGuard, which journals failures itself. The croupier and the reviewer are checked
 * against the run's session PINs beyond loopback; on loopback they need none (review only gives
 * rights up). A failed login leaves the session as it was.
 */
export function logIn(policy: AccessPolicy, session: Session, request: RequestOf<'login'>): Outcome {
  const refused = loginRefusal(policy, request);
  if (refused) return { ok: false, reason: refused };
  session.role = request.role;
  session.operator = request.operator;
  return { ok: true };
}

function loginRefusal(policy: AccessPolicy, request: RequestOf<'login'>): string | null {
  const { role, operator, pin } = request;
  if (role === 'pit-boss') {
    if (pin === undefined) return 'the pit boss logs in with the PIN';
    return policy.desk.guard.check(policy.desk.role, { operator, pin }, 'log in to the dashboard');
  }
  if (!policy.sessionPins) {
    return policy.requireLogin ? `no ${role} PIN was given to this server: ${role} login is closed` : null;
  }
  const refused = policy.sessionPins.check(role, pin);
  if (refused)
    policy.journal.append({
      time: new Date().toISOString(),
      kind: 'security',
      operator,
      source: 'web',
      asked: { check: 'pin', role, action: 'log in to the dashboard' },
      reason: refused,
    });
  return refused;
}

/** Operations that change or try to change the table: their refused payloads are journaled. */
export const TOUCHES_TABLE: ReadonlySet<OperationName> = new Set<OperationName>([
  'submitInput',
  'keyIn',
  'pullSimulatedCard',
  'confirmNoCardLost',
  'voidRound',
  'correctCard',
  'recordRuling',
]);
