import { describe, expect, it } from 'vitest';
import { Lockout, type LockRule } from '../../../app/core/roles/lockout.js';

const RULE: LockRule = { failures: 5, windowMs: 10 * 60_000, lockMs: 5 * 60_000 };
const MINUTE = 60_000;

describe('the lockout of one source', () => {
  it('locks after five wrong PINs in the window, and attempts refused meanwhile do not extend it', () => {
    const book = new Lockout();
    for (let i = 0; i < 4; i++) expect(book.fail('a', RULE, i)).toBe(false);
    expect(book.fail('a', RULE, 4)).toBe(true);
    expect(book.lockedUntil('a', 5)).toBe(4 + RULE.lockMs);
    for (let i = 0; i < 10_000; i++) book.refuse('a', 5 + i);
    expect(book.lockedUntil('a', 4 + RULE.lockMs)).toBeNull();
    expect(book.report('a', 4 + RULE.lockMs)).toEqual({ key: 'a', refused: 10_000 });
    // Told once.
    expect(book.report('a', 4 + RULE.lockMs, true)).toBeNull();
    // Another source is not touched.
    expect(book.lockedUntil('b', 5)).toBeNull();
  });

  it('does not lock five wrong PINs spread beyond the window', () => {
    const book = new Lockout();
    for (let i = 0; i < 5; i++) expect(book.fail('a', RULE, i * 3 * MINUTE)).toBe(false);
  });

  it('keeps a source with recent wrong PINs when it sweeps a thousand others', () => {
    const book = new Lockout();
    for (let i = 0; i < 4; i++) book.fail('address', RULE, i);
    for (let i = 0; i < 1500; i++) book.fail(`connection ${i}`, RULE, 10 + i);
    expect(book.fail('address', RULE, 2000)).toBe(true);
  });
});
