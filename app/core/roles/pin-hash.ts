import { randomBytes, type ScryptOptions, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { type Message, say } from '../../../engine/refusals/message.js';
import { sentenceOf } from '../sentences.js';

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

interface StoredHash {
  readonly salt: Buffer;
  readonly expected: Buffer;
  readonly options: ScryptOptions;
}

function parseStored(stored: string): StoredHash | null {
  const [scheme, n, r, p, saltHex, keyHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !keyHex) return null;
  return {
    salt: Buffer.from(saltHex, 'hex'),
    expected: Buffer.from(keyHex, 'hex'),
    options: { N: Number(n), r: Number(r), p: Number(p), maxmem: MAX_MEMORY },
  };
}

export function pinMatches(pin: string, stored: string): boolean {
  const hash = parseStored(stored);
  if (!hash) return false;
  const key = scryptSync(pin.normalize('NFKC'), hash.salt, hash.expected.length, hash.options);
  return timingSafeEqual(key, hash.expected);
}

/**
 * The same comparison on libuv's thread pool: a server answering logins keeps its one thread for
 * the croupier while a PIN is hashed (tens of milliseconds each, more on a busy machine).
 */
export function pinMatchesOffThread(pin: string, stored: string): Promise<boolean> {
  const hash = parseStored(stored);
  if (!hash) return Promise.resolve(false);
  return new Promise((resolve, reject) => {
    scrypt(pin.normalize('NFKC'), hash.salt, hash.expected.length, hash.options, (error, key) => {
      if (error) reject(error);
      else resolve(timingSafeEqual(key, hash.expected));
    });
  });
}

/** A PIN a person can key on a pit terminal: 4 to 12 digits. */
export function pinRefusal(pin: string): string | null {
  const refused = pinFormRefusal(pin);
  return refused && sentenceOf(refused);
}

/** The same, as a coded message for a command or a screen to say in its language. */
export const pinFormRefusal = (pin: string): Message | null =>
  /^\d{4,12}$/.test(pin) ? null : say('pin.form');
