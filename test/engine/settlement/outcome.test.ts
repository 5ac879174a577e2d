import { describe, expect, it } from 'vitest';
import type { Card } from '../../../engine/cards/card.js';
import { dealerHasNatural, handOutcome } from '../../../engine/settlement/outcome.js';

const unsplit = (...cards: Card[]) => ({ cards, fromSplit: false });
const split = (...cards: Card[]) => ({ cards, fromSplit: true });

describe('the outcome of a finished hand', () => {
  describe('given neither side has a natural', () => {
    it('when the player has the higher total, then the hand wins', () => {
      expect(handOutcome(unsplit('TS', 'QH'), ['9C', 'KD'])).toBe('win');
    });

    it('when the totals are equal, then the hand pushes', () => {
      expect(handOutcome(unsplit('8S', 'TH'), ['9C', '9D'])).toBe('push');
    });

    it('when the dealer has the higher total, then the hand loses', () => {
      expect(handOutcome(unsplit('TS', '7H'), ['9C', 'KD'])).toBe('lose');
    });

    it('when the player holds soft 18 against 17, then the ace counts 11 and the hand wins', () => {
      expect(handOutcome(unsplit('AS', '7H'), ['TC', '7D'])).toBe('win');
    });

    it('when the ace must count 1 (A-6-K is hard 17) against 18, then the hand loses', () => {
      expect(handOutcome(unsplit('AS', '6H', 'KD'), ['TC', '8D'])).toBe('lose');
    });
  });

  describe('given a bust', () => {
    it('when the dealer busts, then every hand still in play wins, even 12', () => {
      expect(handOutcome(unsplit('TS', '2H'), ['TC', '6D', '8H'])).toBe('win');
    });

    it('when the player busted first, then the hand loses even though the dealer busts too', () => {
      expect(handOutcome(unsplit('TS', '5H', '9D'), ['TC', '6D', '8H'])).toBe('lose');
    });
  });

  describe('given naturals', () => {
    it('when the player has a natural and the dealer makes 21 in three cards, then the natural wins as a blackjack', () => {
      expect(handOutcome(unsplit('AS', 'KH'), ['7C', '7D', '7H'])).toBe('blackjack');
    });

    it('when both have a natural, then the hand pushes', () => {
      expect(handOutcome(unsplit('AS', 'JH'), ['TC', 'AD'])).toBe('push');
    });

    it('when the dealer has a natural and the player 21 in three cards, then the hand loses', () => {
      expect(handOutcome(unsplit('7S', '7H', '7D'), ['AC', 'QD'])).toBe('lose');
    });

    it('when a split hand makes ace-ten, then it is an ordinary 21 that beats 20 as a win', () => {
      expect(handOutcome(split('AS', 'KH'), ['TC', 'QD'])).toBe('win');
    });

    it('when a split ace-ten meets a dealer natural, then it loses like any 21', () => {
      expect(handOutcome(split('AS', 'KH'), ['AC', 'QD'])).toBe('lose');
    });

    it('when a split ace-ten meets a dealer 21 of three cards, then the two 21s push', () => {
      expect(handOutcome(split('AS', 'KH'), ['5C', '6D', 'KS'])).toBe('push');
    });
  });

  describe('given the dealer stopped after one card (every other box settled)', () => {
    it('when a natural faces a 6, which cannot make a natural, then it is paid as a blackjack', () => {
      expect(handOutcome(unsplit('AS', 'KH'), ['6C'])).toBe('blackjack');
    });

    it('when a natural faces an ace, then the dealer still owes the second card', () => {
      expect(() => handOutcome(unsplit('AS', 'KH'), ['AC'])).toThrow(/dealer card/);
    });

    it('when a hand of 20 is still in play, then it cannot be settled yet', () => {
      expect(() => handOutcome(unsplit('TS', 'KH'), ['6C'])).toThrow(/dealer card/);
    });

    it('when the hand busted, then it loses without the second card', () => {
      expect(handOutcome(unsplit('TS', '5H', '9D'), ['6C'])).toBe('lose');
    });
  });
});

describe('the dealer natural', () => {
  it('given an ace and a ten as the first two cards, then the dealer has a natural', () => {
    expect(dealerHasNatural(['AC', 'TD'])).toBe(true);
  });

  it('given 21 in three cards, then it is no natural', () => {
    expect(dealerHasNatural(['5C', '6D', 'KS'])).toBe(false);
  });
});
