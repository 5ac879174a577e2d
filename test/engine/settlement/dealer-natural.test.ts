import { describe, expect, it } from 'vitest';
import type { Card } from '../../../engine/cards/card.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { home1d } from '../../../engine/rules/profiles/home-1d.js';
import { open6d } from '../../../engine/rules/profiles/open-6d.js';
import { classicOriginalBets, handOf, onlyLine, settle, stakeOf, units } from './table.js';

const dealerNatural: Card[] = ['AC', 'KD'];

/** A box that split 8s into two hands of 10 each; hand 0 then doubled by 10 on 8-3. */
const splitAndDoubledBox = () => [
  handOf(['8S', '3H', '9D'], { hand: 0, fromSplit: true, stakes: [stakeOf('ann', 10, 10)] }),
  handOf(['8H', 'TC'], { hand: 1, fromSplit: true }),
];

describe.each([classic6d, open6d])('$id, no hole card, a dealer natural takes all bets', (profile) => {
  it('given a hand doubled 10 + 10, when the dealer turns a natural, then all 20 is lost', () => {
    const hand = handOf(['5S', '6H', '9D'], { stakes: [stakeOf('ann', 10, 10)] });
    const line = onlyLine(profile, dealerNatural, hand);
    expect(line).toMatchObject({ outcome: 'lose', net: units(-20) });
    expect(line.reason).toBe('dealer blackjack takes the doubled stake');
  });

  it('given a split and doubled box, when the dealer turns a natural, then every stake on it is lost (30)', () => {
    const { lines, netByBettor } = settle(profile, dealerNatural, splitAndDoubledBox());
    expect(lines.map((line) => line.net)).toEqual([units(-20), units(-10)]);
    expect(netByBettor).toEqual({ ann: units(-30) });
  });

  it('given 21 made with three cards, when the dealer turns a natural, then the 21 loses', () => {
    expect(onlyLine(profile, dealerNatural, handOf(['7S', '7H', '7D'])).net).toBe(units(-10));
  });

  it('given a player natural, when the dealer turns a natural too, then it pushes', () => {
    expect(onlyLine(profile, dealerNatural, handOf(['AS', 'QH']))).toMatchObject({ outcome: 'push', net: 0 });
  });
});

describe('open-6d: a dealer natural after a double for less', () => {
  it('given 10 doubled for less by 5, when the dealer turns a natural, then the 15 on the hand is lost', () => {
    const hand = handOf(['4S', '6H', 'KD'], { stakes: [stakeOf('ann', 10, 5)] });
    expect(onlyLine(open6d, dealerNatural, hand).net).toBe(units(-15));
  });
});

describe('classic-6d as an "original bets only" table (dealerNaturalTakes: original-bets)', () => {
  it('given a hand doubled 10 + 10, when the dealer turns a natural, then only the original 10 is lost', () => {
    const hand = handOf(['5S', '6H', '9D'], { stakes: [stakeOf('ann', 10, 10)] });
    const line = onlyLine(classicOriginalBets, dealerNatural, hand);
    expect(line).toMatchObject({ outcome: 'lose', staked: units(20), net: units(-10) });
    expect(line.reason).toContain('double is returned');
  });

  it('given a split and doubled box, then hand 0 loses its original 10 and the split hand is returned', () => {
    const { lines, netByBettor } = settle(classicOriginalBets, dealerNatural, splitAndDoubledBox());
    expect(lines.map((line) => [line.hand, line.outcome, line.net])).toEqual([
      [0, 'lose', units(-10)],
      [1, 'push', 0],
    ]);
    expect(netByBettor).toEqual({ ann: units(-10) });
  });

  it('given a player natural, when the dealer turns a natural too, then it still pushes', () => {
    const line = onlyLine(classicOriginalBets, dealerNatural, handOf(['AS', 'QH']));
    expect(line).toMatchObject({ outcome: 'push', net: 0 });
  });

  it('given a doubled hand that busted, then its 20 was taken when it busted, before the dealer card', () => {
    const hand = handOf(['6S', '6H', 'KD'], { stakes: [stakeOf('ann', 10, 10)] });
    expect(onlyLine(classicOriginalBets, dealerNatural, hand).net).toBe(units(-20));
  });

  it('given a split hand that busted, then its stake was taken and is not returned', () => {
    const hand = handOf(['8S', '5H', 'KD'], { hand: 1, fromSplit: true });
    expect(onlyLine(classicOriginalBets, dealerNatural, hand).net).toBe(units(-10));
  });

  it('given two bettors on a doubled box, then each loses only their own original stake', () => {
    const hand = handOf(['5S', '6H', '9D'], { stakes: [stakeOf('ann', 10, 10), stakeOf('bob', 6, 6)] });
    const { netByBettor, bankNet } = settle(classicOriginalBets, dealerNatural, [hand]);
    expect(netByBettor).toEqual({ ann: units(-10), bob: units(-6) });
    expect(bankNet).toBe(units(16));
  });
});

describe('home-1d, peek: a dealer natural is found before the players act', () => {
  it('given an ordinary hand of 10, when the dealer has a natural, then the 10 is lost', () => {
    expect(onlyLine(home1d, dealerNatural, handOf(['9S', '9H'])).net).toBe(units(-10));
  });

  it('given a player natural, when the dealer has a natural, then it pushes', () => {
    expect(onlyLine(home1d, dealerNatural, handOf(['AS', 'QH'])).net).toBe(0);
  });

  it('given "original-bets" in a peek profile, then it has no effect: it is a no-hole-card rule', () => {
    const peekOriginalBets: RuleProfile = {
      ...home1d,
      dealing: { ...home1d.dealing, dealerNaturalTakes: 'original-bets' },
    };
    const hand = handOf(['5S', '6H', '9D'], { stakes: [stakeOf('ann', 2, 2)] });
    expect(onlyLine(peekOriginalBets, dealerNatural, hand).net).toBe(units(-4));
  });
});
