import { type Card, cardValue, rankOf } from './card.js';

/**
 * The total of a hand as RULES.md counts it: every ace as 1, then 10 more if that keeps the
 * total at 21 or under; when the 10 was added the hand is soft.
 */
export interface HandTotal {
  readonly total: number;
  readonly soft: boolean;
}

export function hardTotal(cards: readonly Card[]): number {
  let total = 0;
  for (const card of cards) total += cardValue(card);
  return total;
}

export function handTotal(cards: readonly Card[]): HandTotal {
  const hard = hardTotal(cards);
  const hasAce = cards.some((card) => rankOf(card) === 'A');
  return hasAce && hard + 10 <= 21 ? { total: hard + 10, soft: true } : { total: hard, soft: false };
}

export const isBust = (cards: readonly Card[]): boolean => hardTotal(cards) > 21;

/**
 * A natural is an ace and a 10-value card as the first two cards of an unsplit hand;
 * 21 reached after a split is an ordinary 21 (RULES.md, "What every profile shares").
 */
export function isNatural(cards: readonly Card[], fromSplit = false): boolean {
  return !fromSplit && cards.length === 2 && handTotal(cards).total === 21;
}

/** Two cards of equal value (10 and J split at `classic-6d` and `open-6d`). */
export function isPairByValue(cards: readonly Card[]): boolean {
  const [first, second] = cards;
  return (
    cards.length === 2 &&
    first !== undefined &&
    second !== undefined &&
    cardValue(first) === cardValue(second)
  );
}

/** Two cards of the same rank (K and Q do not split at `home-1d`). */
export function isPairByRank(cards: readonly Card[]): boolean {
  const [first, second] = cards;
  return (
    cards.length === 2 && first !== undefined && second !== undefined && rankOf(first) === rankOf(second)
  );
}

/** `soft 17`, `15`, `bust 24`: how a croupier says a total. */
export function describeTotal(cards: readonly Card[]): string {
  if (isBust(cards)) return `bust ${hardTotal(cards)}`;
  const { total, soft } = handTotal(cards);
  return soft ? `soft ${total}` : `${total}`;
}
