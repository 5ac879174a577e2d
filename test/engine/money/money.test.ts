import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../../app/core/sentences.js';
import { formatUnits, MAX_MINOR, toMinor } from '../../../engine/money.js';

describe('table units into minor units', () => {
  it.each([
    [0.29, 29],
    [7.5, 750],
    [10, 1000],
    [2.675, null],
    [-5.25, -525],
    [9_999_999_999_999.99, MAX_MINOR],
  ])('given %d units, then %s minor units, exactly', (units, minor) => {
    const converted = toMinor(units);
    if (minor === null)
      expect(converted).toMatchObject({ ok: false, refusal: { code: 'amount.too-precise' } });
    else expect(converted).toEqual({ ok: true, value: minor });
  });

  it.each([Infinity, -Infinity, Number.NaN, 1e308, 10_000_000_000_000, 123_456_789_012_345.67])(
    'given %d, then it is refused as more than the table can count, never rounded',
    (units) => {
      const converted = toMinor(units);
      expect(converted).toMatchObject({ ok: false, refusal: { code: 'amount.too-large' } });
      expect(!converted.ok && reasonOf(converted)).toContain('at most 9999999999999.99');
    },
  );

  it('given a fraction below a cent written as an exponent, then it is too precise', () => {
    expect(toMinor(5e-7)).toMatchObject({ ok: false, refusal: { code: 'amount.too-precise' } });
    expect(toMinor(0.1 + 0.2)).toMatchObject({ ok: false, refusal: { code: 'amount.too-precise' } });
  });
});

describe('minor units shown as table units', () => {
  it('shows every amount the table holds to the cent, the largest included', () => {
    expect(formatUnits(MAX_MINOR)).toBe('9999999999999.99');
    expect(formatUnits(12_345_678_901_205)).toBe('123456789012.05');
    expect(formatUnits(-1205)).toBe('-12.05');
    expect(formatUnits(500)).toBe('5');
    expect(formatUnits(7)).toBe('0.07');
  });
});
