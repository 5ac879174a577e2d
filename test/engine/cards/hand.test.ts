import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Card, cardValue, FULL_DECK, rankOf } from '../../../engine/cards/card.js';
import {
  describeTotal,
  handTotal,
  hardTotal,
  isBust,
  isNatural,
  isPairByRank,
  isPairByValue,
} from '../../../engine/cards/hand.js';

const hand = (...codes: string[]): Card[] => codes as Card[];

describe('hand totals', () => {
  it('counts A-6 as soft 17 and A-6-10 as hard 17 (002_951ea54078d4073d.txt)', () => {
    expect(handTotal(hand('AS', '6D'))).toEqual({ total: 17, soft: true });
    expect(handTotal(hand('AS', '6D', 'TC'))).toEqual({ total: 17, soft: false });
  });

  it('lets A-6-9 fall back to 16 when the ace must count 1', () => {
    expect(handTotal(hand('AH', '6C', '9S'))).toEqual({ total: 16, soft: false });
    expect(handTotal(hand('AH', '6C', '9S', '5D'))).toEqual({ total: 21, soft: false });
  });

  it('counts only one ace as 11', () => {
    expect(handTotal(hand('AS', 'AD'))).toEqual({ total: 12, soft: true });
    expect(handTotal(hand('AS', 'AD', '9C'))).toEqual({ total: 21, soft: true });
  });

  it('calls a hand bust above 21 only when every ace counts 1', () => {
    expect(isBust(hand('KS', 'QD', '2C'))).toBe(true);
    expect(isBust(hand('AS', 'KD', 'QC'))).toBe(false);
    expect(describeTotal(hand('KS', 'QD', '5C'))).toBe('bust 25');
    expect(describeTotal(hand('AS', '6D'))).toBe('soft 17');
  });

  it('agrees with a brute-force count over every way of valuing the aces', () => {
    const cards = fc.array(fc.constantFrom(...FULL_DECK), { minLength: 1, maxLength: 11 });
    fc.assert(
      fc.property(cards, (drawn) => {
        const aces = drawn.filter((card) => rankOf(card) === 'A').length;
        const base = drawn.reduce((sum, card) => sum + cardValue(card), 0);
        // Each ace may count 1 or 11: the best total is the largest one not over 21, if any.
        const totals = Array.from({ length: aces + 1 }, (_, elevens) => base + 10 * elevens);
        const fitting = totals.filter((total) => total <= 21);
        const best = fitting.length > 0 ? Math.max(...fitting) : base;
        const result = handTotal(drawn);
        expect(result.total).toBe(best);
        expect(result.soft).toBe(fitting.length > 0 && best !== base);
        expect(hardTotal(drawn)).toBe(base);
        expect(isBust(drawn)).toBe(base > 21);
      }),
    );
  });
});

describe('naturals', () => {
  it('is an ace and a 10-value card as the first two cards', () => {
    expect(isNatural(hand('AS', 'KD'))).toBe(true);
    expect(isNatural(hand('TC', 'AH'))).toBe(true);
  });

  it('is not a 21 of three cards nor a 21 after a split', () => {
    expect(isNatural(hand('7S', '7D', '7C'))).toBe(false);
    expect(isNatural(hand('AS', 'KD'), true)).toBe(false);
    expect(isNatural(hand('AS', '9D'))).toBe(false);
  });
});

describe('pairs', () => {
  it('splits 10-J by value but not by rank', () => {
    expect(isPairByValue(hand('TS', 'JD'))).toBe(true);
    expect(isPairByRank(hand('TS', 'JD'))).toBe(false);
  });

  it('splits K-K by value and by rank, and never three cards or unequal values', () => {
    expect(isPairByValue(hand('KS', 'KD'))).toBe(true);
    expect(isPairByRank(hand('KS', 'KD'))).toBe(true);
    expect(isPairByValue(hand('8S', '8D', '8C'))).toBe(false);
    expect(isPairByValue(hand('8S', '9D'))).toBe(false);
  });
});
