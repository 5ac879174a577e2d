import { describe, expect, it } from 'vitest';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { home1d } from '../../../engine/rules/profiles/home-1d.js';
import { open6d } from '../../../engine/rules/profiles/open-6d.js';
import { handOf, insuranceOf, onlyLine, settle, stakeOf, units } from './table.js';

describe.each([classic6d, open6d])('surrender at $id', (profile) => {
  const surrendered = (stake: number) =>
    handOf(['TS', '6H'], { surrendered: true, stakes: [stakeOf('ann', stake)] });

  it('given 10 surrendered, when the dealer stands on 20, then 5 is lost and 5 returned', () => {
    const line = onlyLine(profile, ['TC', 'QD'], surrendered(10));
    expect(line).toMatchObject({ kind: 'surrender', staked: units(10), net: units(-5) });
  });

  it('given 10 surrendered, when the dealer later turns a natural, then it still costs only 5', () => {
    expect(onlyLine(profile, ['AC', 'QD'], surrendered(10)).net).toBe(units(-5));
  });

  it('given 10 surrendered, when the dealer busts, then it still costs 5: the hand left play', () => {
    expect(onlyLine(profile, ['TC', '6D', '9H'], surrendered(10)).net).toBe(units(-5));
  });

  it('given 5.05 surrendered, when settled, then the bettor keeps 2.52 (the smaller half) and loses 2.53', () => {
    expect(onlyLine(profile, ['TC', 'QD'], surrendered(5.05)).net).toBe(-253);
  });
});

describe.each([classic6d, open6d, home1d])('insurance at $id', (profile) => {
  it('given 5 insurance, when the dealer has a natural, then it pays 10 (2:1)', () => {
    const { lines } = settle(profile, ['AC', 'KD'], [], [insuranceOf('ann', 5)]);
    expect(lines).toEqual([
      expect.objectContaining({ kind: 'insurance', outcome: 'win', staked: units(5), net: units(10) }),
    ]);
  });

  it('given 5 insurance, when the dealer makes 21 in three cards, then it is lost: no natural', () => {
    const { lines } = settle(profile, ['AC', '5D', '5H'], [], [insuranceOf('ann', 5)]);
    expect(lines[0]).toMatchObject({ outcome: 'lose', net: units(-5) });
  });

  it('given 10 on 20 insured for 5, when the dealer has a natural, then hand and insurance settle apart and cancel out', () => {
    const { lines, netByBettor } = settle(
      profile,
      ['AC', 'KD'],
      [handOf(['TS', 'QH'])],
      [insuranceOf('ann', 5)],
    );
    expect(lines.map((line) => [line.kind, line.net])).toEqual([
      ['hand', units(-10)],
      ['insurance', units(10)],
    ]);
    expect(netByBettor).toEqual({ ann: 0 });
  });

  it('given 5 insurance on 20, when the dealer has 19, then insurance is lost and the hand wins 10', () => {
    const { netByBettor } = settle(profile, ['AC', '8D'], [handOf(['TS', 'QH'])], [insuranceOf('ann', 5)]);
    expect(netByBettor).toEqual({ ann: units(5) });
  });

  it('given insurance, when the dealer has not drawn the second card, then it cannot be settled', () => {
    expect(() => settle(profile, ['AC'], [], [insuranceOf('ann', 5)])).toThrow(/second card/);
  });
});

describe('even money at open-6d', () => {
  const natural = () => handOf(['AS', 'KH'], { evenMoney: true });

  it.each([
    ['a natural', ['AC', 'QD']],
    ['20', ['AC', '9D']],
    ['a bust', ['AC', '5D', '8H', '9S']],
  ] as const)(
    'given 10 on a natural taking even money, when the dealer has %s, then 10 is paid',
    (_, dealer) => {
      const line = onlyLine(open6d, [...dealer], natural());
      expect(line).toMatchObject({ kind: 'even-money', outcome: 'win', net: units(10) });
    },
  );

  it('given two bettors on a natural taking even money, then each is paid 1:1 on their own stake', () => {
    const hand = handOf(['AS', 'KH'], { evenMoney: true, stakes: [stakeOf('ann', 10), stakeOf('bob', 5)] });
    expect(settle(open6d, ['AC', 'QD'], [hand]).netByBettor).toEqual({ ann: units(10), bob: units(5) });
  });
});
