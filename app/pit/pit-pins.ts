import { type Message, say } from '../../engine/refusals/message.js';
import { PIT_ROLES, type PitRole } from '../contract/pit-floor.js';
import { PinGate, type PinSource, SOURCE_LOCK } from '../core/roles/pin-gate.js';
import { hashPin, pinFormRefusal, pinMatchesOffThread } from '../core/roles/pin-hash.js';
import type { Center } from '../core/shipping/center.js';
import { CenterJournal } from './center-journal.js';

/** The PIN a pit role logs in with, as its scrypt hash; null while none was set. */
export async function pitPinHash(center: Center, role: PitRole): Promise<string | null> {
  const result = await center.query<{ hash: string }>(
    'SELECT hash FROM pit_pins WHERE role = $1 ORDER BY id DESC LIMIT 1',
    [role],
  );
  return result.rows[0]?.hash ?? null;
}

/**
 * The pit's commands prove a PIN from the command line of whichever machine holds the center's URL:
 * their wrong PINs count in the center's journal, so a lock outlives the process that tried.
 */
const COMMAND_LINE: PinSource = {
  source: 'command-line',
  scopes: [{ key: 'command-line', rule: SOURCE_LOCK, name: say('from.command-line'), persisted: true }],
};

/**
 * A pit role's PIN checked for a command (a PIN change, an admission): null when it is right; else
 * the refusal. A wrong PIN is journaled at the center and five within ten minutes lock the role's
 * command-line use for five minutes, as at the pit server's door.
 */
export async function provePitPin(
  center: Center,
  role: PitRole,
  pin: string,
  operator: string,
  action: string | Message,
): Promise<Message | null> {
  const stored = await pitPinHash(center, role);
  if (stored === null) return say('pit.no-pin', { role });
  return provePinAtCenter(center, { role, operator, pin, action }, stored);
}

/**
 * A PIN given on a command line checked against its hash at the center: a pit role's, or a person's
 * of the pit's register (`badge`, `role` then the register's role asked). Its wrong PINs count in the
 * center's journal, so a lock outlives the process that tried.
 */
export async function provePinAtCenter(
  center: Center,
  asked: { role: string; operator: string; pin: string; action: string | Message; badge?: string },
  stored: string,
): Promise<Message | null> {
  const wrong = await center.query<{ ms: string }>(
    `SELECT (extract(epoch FROM at) * 1000)::bigint AS ms FROM pit_center_journal
     WHERE role = $1 AND action = 'wrong-pin' AND detail->>'source' = $2 ORDER BY at DESC LIMIT $3`,
    [asked.role, COMMAND_LINE.source, SOURCE_LOCK.failures],
  );
  const times = wrong.rows.map((row) => Number(row.ms));
  let failed: string | null = null;
  const journal = new CenterJournal(center, (detail) => {
    failed = detail;
  });
  const gate = new PinGate(
    journal,
    () => new Date(),
    () => times,
  );
  const refused = await gate.checkSaidOffThread({ ...asked, from: COMMAND_LINE }, stored);
  await journal.flushed();
  // A wrong PIN that could not be journaled must not go uncounted: the command stops.
  if (failed !== null) throw new Error(`the center's journal could not be written: ${failed}`);
  return refused;
}

/** Whose current PIN a change of `role`'s PIN needs; null at a new center, where no role has one yet. */
export async function pitPinAuthority(center: Center, role: PitRole, by?: PitRole): Promise<PitRole | null> {
  const set = new Set<PitRole>();
  for (const known of PIT_ROLES) if ((await pitPinHash(center, known)) !== null) set.add(known);
  if (set.size === 0) return null;
  // The pit boss is the manager of the pit's PINs: their PIN changes either role's.
  if (by !== undefined) return by;
  return set.has(role) ? role : 'pit-boss';
}

/** At most this many PIN changes (or refused candidates) per role in ten minutes. */
export const PIN_CHANGES_PER_TEN_MINUTES = 5;

export interface PitPinChange {
  readonly role: PitRole;
  readonly next: string;
  readonly operator: string;
  /** The role whose current PIN authorises the change (pitPinAuthority), and that PIN. */
  readonly proof: { readonly role: PitRole; readonly pin: string } | null;
}

/**
 * A new PIN for a pit role, or the refusal. It needs the current PIN of the role, or the pit boss's
 * (pitPinAuthority); the review role's PIN never changes the pit boss's. A PIN that already opens
 * the other role is refused: a role's PIN never opens another. The refused candidates count with
 * the changes against a bound per role, so the refusal cannot be used to guess the other role's PIN.
 * A change is a new row (the old ones stay, so who set which PIN when is read back) and a row in
 * the center's journal; the PIN itself is never stored, only its hash.
 */
export async function changePitPin(center: Center, change: PitPinChange): Promise<Message | null> {
  const { role, next, operator, proof } = change;
  const form = pinFormRefusal(next);
  if (form) return form;
  const authority = await pitPinAuthority(center, role, proof?.role);
  if (authority !== null) {
    // Only the pit boss's PIN changes another role's: the review's and the compliance officer's their own.
    if (authority !== 'pit-boss' && authority !== role) return say('pit.pin-review-changes-own', { role });
    if (proof === null) return say('pin.already-set', { role: authority });
    const refused = await provePitPin(center, authority, proof.pin, operator, say('pin.action-change'));
    if (refused) return refused;
  }
  const recent = await center.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pit_center_journal
     WHERE role = $1 AND action IN ('pin-set', 'pin-same-as-other') AND at > now() - interval '10 minutes'`,
    [role],
  );
  if ((recent.rows[0]?.n ?? 0) >= PIN_CHANGES_PER_TEN_MINUTES)
    return say('pit.pin-changes-bounded', { role, count: PIN_CHANGES_PER_TEN_MINUTES });
  for (const other of PIT_ROLES.filter((known) => known !== role)) {
    const hash = await pitPinHash(center, other);
    if (hash === null || !(await pinMatchesOffThread(next, hash))) continue;
    await center.query(
      `INSERT INTO pit_center_journal (operator, role, action, detail) VALUES ($1, $2, 'pin-same-as-other', '{}')`,
      [operator, role],
    );
    return say('pit.pin-same-as-other', { role, other });
  }
  await setPitPin(center, role, next, operator);
  return null;
}

/** Writes the new PIN's hash and its journal row in one statement. */
export async function setPitPin(center: Center, role: PitRole, pin: string, operator: string): Promise<void> {
  await center.query(
    `WITH set AS (INSERT INTO pit_pins (role, hash, set_by) VALUES ($1, $2, $3) RETURNING id)
     INSERT INTO pit_center_journal (operator, role, action, detail)
       SELECT $3, $1, 'pin-set', jsonb_build_object('pin', set.id) FROM set`,
    [role, hashPin(pin), operator],
  );
}
