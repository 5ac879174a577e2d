import type { Card } from './table-types';

const SUIT_GLYPH = { S: '♠', H: '♥', D: '♦', C: '♣' } as const;
const SUIT_NAME = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' } as const;
type Suit = keyof typeof SUIT_GLYPH;

const suitOf = (card: Card): Suit => card[1] as Suit;

/** `10` rather than `T`, as printed on the cards. */
export const rankLabel = (card: Card): string => (card[0] === 'T' ? '10' : (card[0] ?? '?'));

export const suitGlyph = (card: Card): string => SUIT_GLYPH[suitOf(card)];

export const isRed = (card: Card): boolean => suitOf(card) === 'H' || suitOf(card) === 'D';

/** `A♠`, `10♥`: the card as the croupier reads it. */
export const cardText = (card: Card): string => `${rankLabel(card)}${suitGlyph(card)}`;

/** For screen readers: "10 of hearts". */
export const cardWords = (card: Card): string => `${rankLabel(card)} of ${SUIT_NAME[suitOf(card)]}`;
