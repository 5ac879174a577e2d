import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * PINs are kept only as scrypt hashes. The cost (N = 2^15) makes each guess take tens of
 * milliseconds, and a short PIN is guarded by the lockout after repeated failures as well.
 */
const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

export function hashPin(pin: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(pin.normalize('NFKC'), salt, KEY_LENGTH, { N, r: R, p: P, maxmem: MAX_MEMORY });
  return ['scrypt', N, R, P, salt.toString('hex'), key.toString('hex')].join('$');
}

export function pinMatches(pin: string, stored: string): boolean {
  const [scheme, n, r, p, saltHex, keyHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  const key = scryptSync(pin.normalize('NFKC'), Buffer.from(saltHex, 'hex'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return timingSafeEqual(key, expected);
}

/** A PIN a person can key on a pit terminal: 4 to 12 digits. */
export function pinRefusal(pin: string): string | null {
  return /^\d{4,12}$/.test(pin) ? null : 'a PIN is 4 to 12 digits';
}
