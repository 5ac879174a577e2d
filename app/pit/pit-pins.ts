import type { PitRole } from '../contract/pit-floor.js';
import type { Center } from '../core/pit/center.js';
import { hashPin } from '../core/roles/pin-hash.js';

/** The PIN a pit role logs in with, as its scrypt hash; null while none was set. */
export async function pitPinHash(center: Center, role: PitRole): Promise<string | null> {
  const result = await center.query<{ hash: string }>(
    'SELECT hash FROM pit_pins WHERE role = $1 ORDER BY id DESC LIMIT 1',
    [role],
  );
  return result.rows[0]?.hash ?? null;
}

/**
 * A new PIN for a pit role: a new row (the old ones stay, so who set which PIN when is read back),
 * and the change in the center's journal. The PIN itself is never stored, only its hash.
 */
export async function setPitPin(center: Center, role: PitRole, pin: string, operator: string): Promise<void> {
  await center.query(
    `WITH set AS (INSERT INTO pit_pins (role, hash, set_by) VALUES ($1, $2, $3) RETURNING id)
     INSERT INTO pit_center_journal (operator, role, action, detail)
       SELECT $3, $1, 'pin-set', jsonb_build_object('pin', set.id) FROM set`,
    [role, hashPin(pin), operator],
  );
}
