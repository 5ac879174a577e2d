import { type Card, type CardValue, cardGlyph, cardValue, FULL_DECK } from '../cards/card.js';
import { say } from '../refusals/message.js';
import { ok, type Result, refuse } from '../result.js';

/**
 * What is left in a shoe of N decks: a count for each of the 52 cards. A card leaving the shoe is
 * a fact, so removing one the shoe cannot hold (a seventh A♠ in six decks) is an error that names
 * the card and the count — it means a misread or a foreign card at the table.
 */
export interface ShoeComposition {
  readonly decks: number;
  /** Remaining count per card, indexed like FULL_DECK. */
  readonly remaining: readonly number[];
  readonly remainingTotal: number;
}

const CARD_INDEX = new Map<Card, number>(FULL_DECK.map((card, index) => [card, index]));

function indexOf(card: Card): number {
  const index = CARD_INDEX.get(card);
  if (index === undefined) throw new Error(`not a canonical card code: ${card}`);
  return index;
}

export function freshShoe(decks: number): ShoeComposition {
  if (!Number.isInteger(decks) || decks < 1)
    throw new Error(`a shoe holds a whole number of decks, not ${decks}`);
  return { decks, remaining: FULL_DECK.map(() => decks), remainingTotal: decks * FULL_DECK.length };
}

export const cardsInShoe = (shoe: ShoeComposition): number => shoe.decks * FULL_DECK.length;
export const cardsRemoved = (shoe: ShoeComposition): number => cardsInShoe(shoe) - shoe.remainingTotal;
export const remainingOf = (shoe: ShoeComposition, card: Card): number => shoe.remaining[indexOf(card)] ?? 0;

export function removeCard(shoe: ShoeComposition, card: Card): Result<ShoeComposition> {
  const index = indexOf(card);
  const left = shoe.remaining[index] ?? 0;
  if (left === 0) return refuse(say('card.not-in-shoe', { card: cardGlyph(card), count: shoe.decks }));
  const remaining = shoe.remaining.slice();
  remaining[index] = left - 1;
  return ok({ decks: shoe.decks, remaining, remainingTotal: shoe.remainingTotal - 1 });
}

export function removeCards(shoe: ShoeComposition, cards: readonly Card[]): Result<ShoeComposition> {
  let current = shoe;
  for (const card of cards) {
    const next = removeCard(current, card);
    if (!next.ok) return next;
    current = next.value;
  }
  return ok(current);
}

/** Remaining cards by blackjack value: index 1 (aces) … 10 (tens and court cards); index 0 unused. */
export function remainingByValue(shoe: ShoeComposition): number[] {
  const byValue = new Array<number>(11).fill(0);
  FULL_DECK.forEach((card, index) => {
    const value: CardValue = cardValue(card);
    byValue[value] = (byValue[value] ?? 0) + (shoe.remaining[index] ?? 0);
  });
  return byValue;
}

/** Every remaining card, one entry per physical card, in deck order (shuffling is the caller's). */
export function remainingCards(shoe: ShoeComposition): Card[] {
  return FULL_DECK.flatMap((card, index) => new Array<Card>(shoe.remaining[index] ?? 0).fill(card));
}
