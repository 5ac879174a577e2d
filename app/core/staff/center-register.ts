import pg from 'pg';
import { ok, type Result } from '../../../engine/result.js';
import { registerOf, type StaffFact, type StaffRegister } from '../../../engine/staff/register.js';
import type { Center } from '../shipping/center.js';

/** One fact of a pit's register as the center keeps it; a PIN change carries the PIN's hash. */
export interface CenterStaffRow {
  readonly seq: number;
  readonly fact: StaffFact;
  readonly pinHash: string | null;
}

/** A fact to append, with the hash of the PIN it sets (a PIN change only). */
export interface CenterStaffFact {
  readonly fact: StaffFact;
  readonly pinHash?: string;
}

/** The register's facts after `seq`, in order (at most `limit`): what a table that follows it has not folded yet. */
export async function centerStaffRows(center: Center, after = 0, limit = 1000): Promise<CenterStaffRow[]> {
  const result = await center.query<{ seq: number; fact: StaffFact; pin_hash: string | null }>(
    'SELECT seq, fact, pin_hash FROM center_staff WHERE seq > $1 ORDER BY seq LIMIT $2',
    [after, limit],
  );
  return result.rows.map((row) => ({ seq: row.seq, fact: row.fact, pinHash: row.pin_hash }));
}

/** The pit's register as its facts make it, and how many there are (the next append's place). */
export async function centerRegister(center: Center): Promise<{ register: StaffRegister; length: number }> {
  const rows = await centerStaffRows(center, 0, 2 ** 31 - 1);
  const folded = registerOf(rows.map((row) => row.fact));
  // The center's rows were each decided on the register before them: one that does not fold is a
  // database changed by hand, said rather than read past.
  if (!folded.ok) throw new Error(`the center's staff register does not fold: ${folded.refusal.code}`);
  return { register: folded.value, length: rows.length };
}

/** A person's current PIN hash at the center; null while they have none. */
export async function centerPinHash(center: Center, badge: string): Promise<string | null> {
  const result = await center.query<{ pin_hash: string }>(
    `SELECT pin_hash FROM center_staff WHERE fact->>'type' = 'StaffPinChanged' AND fact->>'badge' = $1
     ORDER BY seq DESC LIMIT 1`,
    [badge],
  );
  return result.rows[0]?.pin_hash ?? null;
}

/** Tries before a change decided on a register another manager keeps changing is given up. */
const APPEND_TRIES = 5;

/**
 * A change of the pit's register: decided on the register as the center holds it now, appended in
 * one statement at the places after it. Another manager's change in between takes those places
 * first (the key refuses the second statement whole), so the change is decided again on the new
 * register: two changes never both pass on a register that no longer holds.
 */
export async function changeCenterRegister(
  center: Center,
  decide: (register: StaffRegister) => Result<readonly CenterStaffFact[]>,
): Promise<Result<readonly StaffFact[]>> {
  for (let attempt = 1; ; attempt += 1) {
    const { register, length } = await centerRegister(center);
    const decided = decide(register);
    if (!decided.ok) return decided;
    const rows = decided.value.map((item, index) => ({
      seq: length + index + 1,
      fact: item.fact,
      pin_hash: item.pinHash ?? null,
    }));
    try {
      await center.query(
        `INSERT INTO center_staff (seq, fact, pin_hash)
         SELECT seq, fact, pin_hash FROM jsonb_to_recordset($1::jsonb) AS r(seq integer, fact jsonb, pin_hash text)`,
        [JSON.stringify(rows)],
      );
      return ok(decided.value.map((item) => item.fact));
    } catch (error) {
      if (!(error instanceof pg.DatabaseError && error.code === '23505') || attempt === APPEND_TRIES)
        throw error;
    }
  }
}
