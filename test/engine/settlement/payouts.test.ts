import { describe, expect, it } from 'vitest';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { home1d } from '../../../engine/rules/profiles/home-1d.js';
import { open6d } from '../../../engine/rules/profiles/open-6d.js';
import { handOf, onlyLine, settle, stakeOf, units } from './table.js';

describe.each([classic6d, open6d, home1d])('payouts at $id', (profile) => {
  it('given 10 on 20 against 19, when settled, then the win pays 10 (1:1)', () => {
    const line = onlyLine(profile, ['9C', 'KD'], handOf(['TS', 'QH']));
    expect(line).toMatchObject({ kind: 'hand', outcome: 'win', staked: units(10), net: units(10) });
    expect(line.reason).toContain('1:1');
  });

  it('given 5 on a natural against 20, when settled, then the blackjack pays 7.50 (3:2)', () => {
    const line = onlyLine(profile, ['TC', 'QD'], handOf(['AS', 'KH'], { stakes: [stakeOf('ann', 5)] }));
    expect(line).toMatchObject({ outcome: 'blackjack', net: 750 });
    expect(line.reason).toBe('blackjack pays 3:2');
  });

  it('given 10 on 18 against 18, when settled, then the stake stays and nothing changes hands', () => {
    const line = onlyLine(profile, ['9C', '9D'], handOf(['8S', 'TH']));
    expect(line).toMatchObject({ outcome: 'push', net: 0 });
  });

  it('given 10 on 17 against 19, when settled, then the stake of 10 is lost', () => {
    const line = onlyLine(profile, ['9C', 'KD'], handOf(['TS', '7H']));
    expect(line).toMatchObject({ outcome: 'lose', net: units(-10) });
  });

  it('given 10 doubled by 10 on 11 that made 21, when the dealer stands on 20, then 20 is won', () => {
    const hand = handOf(['5S', '6H', 'KD'], { stakes: [stakeOf('ann', 10, 10)] });
    expect(onlyLine(profile, ['TC', 'QD'], hand)).toMatchObject({ staked: units(20), net: units(20) });
  });

  it('given 10 doubled by 10 that busted, when the dealer busts too, then all 20 is lost', () => {
    const hand = handOf(['6S', '6H', 'KD'], { stakes: [stakeOf('ann', 10, 10)] });
    const line = onlyLine(profile, ['TC', '6D', '9H'], hand);
    expect(line).toMatchObject({ outcome: 'lose', net: units(-20) });
    expect(line.reason).toContain('doubled');
  });

  it('given a box split into two hands, when one wins and one pushes, then each settles on its own stake', () => {
    const first = handOf(['8S', 'TH'], { hand: 0, fromSplit: true });
    const second = handOf(['8D', '9C'], { hand: 1, fromSplit: true });
    const { lines, netByBettor } = settle(profile, ['TC', '7D'], [first, second]);
    expect(lines.map((line) => [line.hand, line.outcome, line.net])).toEqual([
      [0, 'win', units(10)],
      [1, 'push', 0],
    ]);
    expect(netByBettor).toEqual({ ann: units(10) });
  });

  it('given a split ace that drew a king, when the dealer has 20, then it wins 1:1, not 3:2', () => {
    const hand = handOf(['AS', 'KH'], { hand: 1, fromSplit: true });
    expect(onlyLine(profile, ['TC', 'QD'], hand)).toMatchObject({ outcome: 'win', net: units(10) });
  });
});

describe('payouts that only some tables allow', () => {
  it('given open-6d, 10 doubled for less by 6, when the hand wins, then 16 is paid', () => {
    const hand = handOf(['4S', '5H', 'KD'], { stakes: [stakeOf('ann', 10, 6)] });
    expect(onlyLine(open6d, ['TC', '8D'], hand)).toMatchObject({ staked: units(16), net: units(16) });
  });

  it('given open-6d, 10 doubled for less by 6, when the hand loses, then only the 16 on it is lost', () => {
    const hand = handOf(['4S', '5H', '3D'], { stakes: [stakeOf('ann', 10, 6)] });
    expect(onlyLine(open6d, ['TC', '8D'], hand)).toMatchObject({ outcome: 'lose', net: units(-16) });
  });

  it('given home-1d, 2 chips on a natural, when the dealer has no natural, then 3 chips are paid', () => {
    const hand = handOf(['AS', 'QH'], { stakes: [stakeOf('ann', 2)] });
    expect(onlyLine(home1d, ['9C', '8D'], hand).net).toBe(units(3));
  });

  it('given a stake of 1.25, when a natural is paid 3:2 (1.875), then the half minor unit is kept by the house', () => {
    const hand = handOf(['AS', 'QH'], { stakes: [stakeOf('ann', 1.25)] });
    expect(onlyLine(classic6d, ['9C', '8D'], hand).net).toBe(187);
  });

  it('given a table paying 6:5 on naturals, when 10 is on a natural, then 12 is paid: the ratio is profile data', () => {
    const sixToFive: RuleProfile = {
      ...classic6d,
      payouts: { ...classic6d.payouts, blackjack: { pays: 6, per: 5 } },
    };
    const line = onlyLine(sixToFive, ['9C', '8D'], handOf(['AS', 'QH']));
    expect(line).toMatchObject({ net: units(12), reason: 'blackjack pays 6:5' });
  });
});

describe.each([classic6d, open6d])('back-bettors at $id', (profile) => {
  const box = (cards: Parameters<typeof handOf>[0]) =>
    handOf(cards, { stakes: [stakeOf('ann', 10), stakeOf('bob', 5), stakeOf('cid', 20)] });

  it('given three bettors on a winning box, when settled, then each is paid on their own stake', () => {
    const { lines, netByBettor, bankNet } = settle(profile, ['TC', '7D'], [box(['TS', '9H'])]);
    expect(lines).toHaveLength(3);
    expect(netByBettor).toEqual({ ann: units(10), bob: units(5), cid: units(20) });
    expect(bankNet).toBe(units(-35));
  });

  it('given three bettors on a natural, when paid 3:2, then 15, 7.50 and 30', () => {
    const { netByBettor, bankNet } = settle(profile, ['TC', '7D'], [box(['AS', 'JH'])]);
    expect(netByBettor).toEqual({ ann: units(15), bob: units(7.5), cid: units(30) });
    expect(bankNet).toBe(units(-52.5));
  });
});
