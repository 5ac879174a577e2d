import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../../app/core/sentences.js';
import { FULL_DECK } from '../../../engine/cards/card.js';
import { unwrap } from '../../../engine/result.js';
import {
  cardsInShoe,
  cardsRemoved,
  freshShoe,
  remainingByValue,
  remainingCards,
  remainingOf,
  removeCard,
  removeCards,
} from '../../../engine/shoe/composition.js';

describe('a six-deck shoe', () => {
  it('holds 312 cards: 24 of each value from 2 to 9, 24 aces and 96 tens', () => {
    const shoe = freshShoe(6);
    expect(cardsInShoe(shoe)).toBe(312);
    expect(remainingByValue(shoe)).toEqual([0, 24, 24, 24, 24, 24, 24, 24, 24, 24, 96]);
  });

  it('counts the cards that have left it', () => {
    const shoe = unwrap(removeCards(freshShoe(6), ['AS', 'AS', 'KD']));
    expect(cardsRemoved(shoe)).toBe(3);
    expect(shoe.remainingTotal).toBe(309);
    expect(remainingOf(shoe, 'AS')).toBe(4);
    expect(remainingByValue(shoe)[1]).toBe(22);
    expect(remainingByValue(shoe)[10]).toBe(95);
  });

  it('refuses a seventh ace of spades, naming the card and the count', () => {
    const sixOut = unwrap(removeCards(freshShoe(6), Array(6).fill('AS')));
    const seventh = removeCard(sixOut, 'AS');
    expect(seventh.ok).toBe(false);
    if (!seventh.ok) {
      expect(reasonOf(seventh)).toContain('A♠');
      expect(reasonOf(seventh)).toContain('6 decks hold 6');
    }
  });

  it('leaves the original composition untouched when a card is removed', () => {
    const shoe = freshShoe(1);
    unwrap(removeCard(shoe, 'QH'));
    expect(remainingOf(shoe, 'QH')).toBe(1);
  });
});

describe('a one-deck game', () => {
  it('holds each card once and lists what remains', () => {
    const shoe = unwrap(removeCard(freshShoe(1), '7C'));
    const left = remainingCards(shoe);
    expect(left).toHaveLength(51);
    expect(left).not.toContain('7C');
    expect(new Set(left).size).toBe(51);
    expect(FULL_DECK.filter((card) => !left.includes(card))).toEqual(['7C']);
  });

  it('refuses a shoe of no decks', () => {
    expect(() => freshShoe(0)).toThrow(/whole number of decks/);
  });
});
