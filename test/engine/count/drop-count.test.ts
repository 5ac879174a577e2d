import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countVariance, DEFAULT_COUNT_TOLERANCE, winOnCount } from '../../../engine/count/drop-count.js';
import { MINOR_PER_UNIT } from '../../../engine/money.js';

const units = (amount: number) => Math.round(amount * MINOR_PER_UNIT);

describe('the counted drop beside the recorded drop', () => {
  it('flags a 3 % variance and not a 1 % one, at the default tolerance of 2 %', () => {
    // Recorded 10,000 (the buy-ins keyed at the table); the box held 10,300: 300 over, 3 %.
    expect(countVariance(units(10_000), units(10_300), DEFAULT_COUNT_TOLERANCE)).toEqual({
      recorded: units(10_000),
      counted: units(10_300),
      variance: units(300),
      percent: 3,
      flagged: true,
    });
    // Recorded 10,000; the box held 9,900: 100 short, −1 %, within the tolerance.
    expect(countVariance(units(10_000), units(9_900), DEFAULT_COUNT_TOLERANCE)).toMatchObject({
      variance: units(-100),
      percent: -1,
      flagged: false,
    });
  });

  it('keeps a variance of exactly the tolerance within it, and flags one cent more', () => {
    // 2 % of 10,000 is 200: 10,200 is at the tolerance, 10,200.01 beyond it.
    expect(countVariance(units(10_000), units(10_200), 2).flagged).toBe(false);
    expect(countVariance(units(10_000), units(10_200.01), 2).flagged).toBe(true);
    expect(countVariance(units(10_000), units(9_799.99), 2).flagged).toBe(true);
  });

  it('flags cash in the box of a table that recorded no drop, without a per cent', () => {
    expect(countVariance(0, units(50), 2)).toEqual({
      recorded: 0,
      counted: units(50),
      variance: units(50),
      percent: null,
      flagged: true,
    });
  });

  it('moves the win by the variance and takes the hold on the counted drop', () => {
    // Recorded drop 10,000, recorded win 1,500 (hold 15 %); counted 10,300: the 300 the box held
    // beyond the keyed buy-ins is won too: win 1,800, hold 1,800 ÷ 10,300 = 0.1748.
    const variance = countVariance(units(10_000), units(10_300), 2);
    expect(winOnCount(units(1_500), variance)).toEqual({ win: units(1_800), hold: 0.1748 });
    // 100 short: win 1,400 on a counted 9,900, hold 0.1414.
    expect(winOnCount(units(1_500), countVariance(units(10_000), units(9_900), 2))).toEqual({
      win: units(1_400),
      hold: 0.1414,
    });
  });

  it('flags exactly the counts whose variance exceeds the tolerance (random drops)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_00 }),
        fc.integer({ min: 1, max: 10_000_000_00 }),
        fc.integer({ min: 0, max: 10 }),
        (recorded, counted, tolerance) => {
          const judged = countVariance(recorded, counted, tolerance);
          expect(judged.variance).toBe(counted - recorded);
          // In integers: |counted − recorded| / recorded > tolerance / 100.
          expect(judged.flagged).toBe(Math.abs(counted - recorded) * 100 > tolerance * recorded);
          expect(winOnCount(0, judged).win).toBe(counted - recorded);
        },
      ),
    );
  });
});
