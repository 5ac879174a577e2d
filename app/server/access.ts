import { type OperationName, PIT_BOSS_OPERATIONS, REVIEW_OPERATIONS, type RequestOf } from '../contract.js';
import type { Journal } from '../core/log/journal.js';
import { accessMessages, type AccessMessage as Message } from '../core/roles/access-messages.js';
import { ADDRESS_LOCK, type PinGate, type PinSource, SOURCE_LOCK } from '../core/roles/pin-gate.js';
import { sentenceOf } from '../core/sentences.js';
import type { PitBossDesk } from '../core/table/pit-boss-desk.js';
import type { SessionPins } from './session-pins.js';

export type SessionRole = RequestOf<'login'>['role'];

/** Who a connection acts as; `role` is null until a login beyond loopback. */
export interface Session {
  role: SessionRole | null;
  operator: string;
  /** Sent to the client when it connected: a login must carry it (see loginRefusal). */
  readonly nonce: string;
  /** Where its PIN attempts come from, for the lockout: this connection, and its address. */
  readonly from: PinSource;
}

export interface AccessPolicy {
  /** Beyond loopback every connection logs in first. */
  readonly requireLogin: boolean;
  /** The croupier's and reviewer's PINs; given only beyond loopback. */
  readonly sessionPins: SessionPins | null;
  /** The lockout the session PINs are checked behind. */
  readonly sessionGate: PinGate;
  readonly desk: PitBossDesk;
  readonly journal: Pick<Journal, 'append'>;
}

/** A connection's attempts count under the connection and, more loosely, under its address. */
export const connectionSource = (connection: number, address: string): PinSource => ({
  source: 'web',
  scopes: [
    {
      key: `connection ${connection}`,
      rule: SOURCE_LOCK,
      name: accessMessages.fromConnection(address),
      transient: true,
    },
    { key: `address ${address}`, rule: ADDRESS_LOCK, name: accessMessages.fromAddress(address) },
  ],
  where: { connection, address },
});

/**
 * On loopback the connection is the croupier's own screen on the table's machine, so it starts
 * as the croupier; beyond loopback it starts as nobody.
 */
export const openingSession = (
  policy: AccessPolicy,
  operator: string,
  nonce: string,
  from: PinSource,
): Session => ({ role: policy.requireLogin ? null : 'croupier', operator, nonce, from });

/** null when the session may use the operation; else why not. */
export function accessRefusal(session: Session, op: OperationName, requireLogin: boolean): Message | null {
  if (op === 'login') return null;
  if (session.role === null) return accessMessages.loginFirst();
  if (session.role === 'review' && !REVIEW_OPERATIONS.includes(op)) return accessMessages.reviewOnly(op);
  if (session.role === 'croupier' && requireLogin && PIT_BOSS_OPERATIONS.includes(op))
    return accessMessages.pitBossOnly(op);
  return null;
}

/** A login refused: the sentence, and the code when the connection journals it (a PIN's gate journals its own). */
export type LoginRefusal = { readonly reason: string; readonly refusal?: Message };

/**
 * A login. The pit boss (the bank at a home game) is checked against the log's PIN through the
 * desk's RoleGuard; the croupier and the reviewer against the run's session PINs beyond loopback
 * (on loopback they need none: review only gives rights up), or, at a table whose staff register is
 * on, as people: a croupier's or a surveillance officer's badge with their own PIN. A wrong PIN is journaled by the gate
 * that checked it; a failed login leaves the session as it was.
 */
export async function logIn(
  policy: AccessPolicy,
  session: Session,
  request: RequestOf<'login'>,
): Promise<LoginRefusal | null> {
  const refused = await loginRefusal(policy, session, request);
  if (refused) return refused;
  session.role = request.role;
  session.operator = request.operator;
  return null;
}

const said = (refusal: Message): LoginRefusal => ({ reason: sentenceOf(refusal), refusal });

async function loginRefusal(
  policy: AccessPolicy,
  session: Session,
  { role, operator, pin, nonce }: RequestOf<'login'>,
): Promise<LoginRefusal | null> {
  // Bound to the connection: a login frame captured (a proxy's log, a shared screen's devtools)
  // and sent again on another connection is refused there. Why a nonce and not a proof of the
  // PIN over it: the PINs are stored as salted scrypt hashes, so a challenge-response would make
  // the stored hash itself the secret a client proves (whoever reads the log's file could log in
  // without the PIN), and a 4-12 digit PIN under a captured challenge and answer falls to an
  // offline search anyway. Keeping the PIN from the wire is TLS's work (`--tls-cert`).
  if (nonce === undefined) return said(accessMessages.nonceMissing());
  if (nonce !== session.nonce) return said(accessMessages.otherConnection());
  if (role === 'pit-boss') {
    if (pin === undefined) return said(accessMessages.pinNeeded(role));
    const { desk } = policy;
    const who = { operator, pin, from: session.from };
    return refusedBy(await desk.guard.checkOffThread(desk.role, who, 'log in to the dashboard'));
  }
  // With a staff register every login with a PIN names a person: the croupier by a croupier's
  // badge, the review by a surveillance officer's, each with their own PIN. On loopback a login
  // without one still only gives rights up (the table's own screen turned read-only).
  if (policy.desk.guard.personal && (policy.requireLogin || pin !== undefined)) {
    if (pin === undefined) return said(accessMessages.pinNeeded(role));
    const who = { operator, pin, from: session.from };
    const as = role === 'review' ? 'surveillance' : 'croupier';
    return refusedBy(await policy.desk.guard.checkPersonOffThread(who, 'log in to the dashboard', as));
  }
  if (!policy.sessionPins) return policy.requireLogin ? said(accessMessages.loginClosed(role)) : null;
  if (pin === undefined) return said(accessMessages.pinNeeded(role));
  const attempt = { role, operator, pin, action: 'login', from: session.from };
  return refusedBy(await policy.sessionGate.checkOffThread(attempt, policy.sessionPins.hashOf(role)));
}

const refusedBy = (wrong: string | null): LoginRefusal | null => (wrong === null ? null : { reason: wrong });

/** Operations that change or try to change the table: their refused payloads are journaled. */
export const TOUCHES_TABLE: ReadonlySet<OperationName> = new Set<OperationName>([
  'submitInput',
  'keyIn',
  'pullSimulatedCard',
  'confirmNoCardLost',
  'voidRound',
  'correctCard',
  'recordRuling',
  'recordBooks',
  'changeTable',
  'signIn',
  'signOut',
  'changeStaff',
]);
