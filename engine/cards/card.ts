import { say } from '../refusals/message.js';
import { ok, type Result, refuse } from '../result.js';

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];

/**
 * A card is its canonical two-character code, rank then suit: `AS`, `TH`, `QC`.
 * A string keeps cards cheap to compare, to store in the log and to print.
 */
export type Card = `${Rank}${Suit}`;

/** Blackjack value of a rank: ace 1 (the hand decides whether it counts 11), court cards 10. */
export type CardValue = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

const SUIT_SYMBOLS: Record<string, Suit> = {
  '♠': 'S',
  '♤': 'S',
  '♥': 'H',
  '♡': 'H',
  '♦': 'D',
  '♢': 'D',
  '♣': 'C',
  '♧': 'C',
};
const SUIT_GLYPH: Record<Suit, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

export const rankOf = (card: Card): Rank => card[0] as Rank;
export const suitOf = (card: Card): Suit => card[1] as Suit;

export function rankValue(rank: Rank): CardValue {
  if (rank === 'A') return 1;
  if (rank === 'T' || rank === 'J' || rank === 'Q' || rank === 'K') return 10;
  return Number(rank) as CardValue;
}

export const cardValue = (card: Card): CardValue => rankValue(rankOf(card));

/** Every card of one 52-card deck, suit by suit. */
export const FULL_DECK: readonly Card[] = SUITS.flatMap((suit) =>
  RANKS.map((rank): Card => `${rank}${suit}`),
);

const CANONICAL_CARDS: ReadonlySet<string> = new Set(FULL_DECK);

/** Reads a card as a croupier or a shoe reader writes it; an unknown card says what is accepted. */
export function parseCard(text: string): Result<Card> {
  // A canonical code (what a shoe reader and the simulator send) is already the card.
  if (CANONICAL_CARDS.has(text)) return ok(text as Card);
  const trimmed = text.trim();
  const match = /^(10|[2-9tjqka])(.)$/iu.exec(trimmed);
  if (match) {
    const rankText = (match[1] ?? '').toUpperCase();
    const suitText = match[2] ?? '';
    const rank = (rankText === '10' ? 'T' : rankText) as Rank;
    const suit =
      SUIT_SYMBOLS[suitText] ?? (SUITS as readonly string[]).find((s) => s === suitText.toUpperCase());
    if (suit !== undefined) return ok<Card>(`${rank}${suit as Suit}`);
  }
  return refuse(say('card.unreadable', { text }));
}

/** True for a canonical card code (`AS`, not `as` or `A♠`). */
export function isCard(value: string): value is Card {
  const parsed = parseCard(value);
  return parsed.ok && parsed.value === value;
}

/** The rank as printed on tables and charts: `10` rather than `T`. */
export const rankLabel = (rank: Rank): string => (rank === 'T' ? '10' : rank);

/** `A♠`, `10♥`: for screens and readable reports. */
export const cardGlyph = (card: Card): string => `${rankLabel(rankOf(card))}${SUIT_GLYPH[suitOf(card)]}`;
