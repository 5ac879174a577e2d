import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../../app/core/sentences.js';
import { cardGlyph, cardValue, FULL_DECK, isCard, parseCard } from '../../../engine/cards/card.js';

describe('reading a card as a croupier or a shoe reader writes it', () => {
  it.each([
    ['AS', 'AS'],
    ['as', 'AS'],
    ['A♠', 'AS'],
    ['10h', 'TH'],
    ['Th', 'TH'],
    ['td', 'TD'],
    ['QC', 'QC'],
    ['k♥', 'KH'],
    [' 7d ', '7D'],
    ['9♧', '9C'],
  ])('reads %s as %s', (text, expected) => {
    expect(parseCard(text)).toEqual({ ok: true, value: expected });
  });

  it.each(['1S', '11H', 'AX', 'A', '', 'joker', 'ZS', '10'])(
    'refuses %j and lists the accepted forms',
    (text) => {
      const result = parseCard(text);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(reasonOf(result)).toContain(`"${text}" is not a card`);
        expect(reasonOf(result)).toContain('10 or T');
        expect(reasonOf(result)).toContain('♠');
      }
    },
  );

  it('reads back every card of a deck from its code and from its glyph', () => {
    for (const card of FULL_DECK) {
      expect(parseCard(card)).toEqual({ ok: true, value: card });
      expect(parseCard(cardGlyph(card))).toEqual({ ok: true, value: card });
    }
  });

  it('tells canonical codes from other spellings', () => {
    expect(isCard('TH')).toBe(true);
    expect(isCard('10H')).toBe(false);
    expect(isCard('th')).toBe(false);
  });
});

describe('card values and names', () => {
  it('counts court cards as 10 and the ace as 1 before the hand decides', () => {
    expect(['TS', 'JH', 'QD', 'KC'].map((code) => cardValue(code as never))).toEqual([10, 10, 10, 10]);
    expect(cardValue('AS')).toBe(1);
    expect(cardValue('7D')).toBe(7);
  });

  it('names cards for sentences and screens', () => {
    expect(cardGlyph('TS')).toBe('10♠');
  });

  it('has 52 different cards in a deck, 16 of them worth 10', () => {
    expect(new Set(FULL_DECK).size).toBe(52);
    expect(FULL_DECK.filter((card) => cardValue(card) === 10)).toHaveLength(16);
  });
});
