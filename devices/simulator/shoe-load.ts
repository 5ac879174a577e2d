import { type Card, parseCard } from '../../engine/cards/card.js';
import { seededRandom, shuffleInPlace } from '../../engine/random/seeded.js';
import { type MessageParam, say } from '../../engine/refusals/message.js';
import { ok, type Result, refuse } from '../../engine/result.js';
import { findProfile } from '../../engine/rules/profiles.js';
import { freshShoe, remainingCards } from '../../engine/shoe/composition.js';

/** The cards a simulated reader will see leave the shoe, in order, and where the cut card sits. */
export interface ShoeLoad {
  readonly cards: readonly Card[];
  /** CUT_CARD is reported after this many cards; null for a shoe without a cut card. */
  readonly cutCardAfter: number | null;
  /** The decks shuffled, or null for a scripted order; the operator's screen words it. */
  readonly decks: number | null;
  /** The shuffle's seed, or null for a scripted order. */
  readonly seed: number | null;
}

export interface ShoeLoadOptions {
  /** A table's profile gives the number of decks and, for a cut-card shoe, the penetration. */
  readonly profileId?: string;
  readonly decks?: number;
  readonly penetration?: number;
  readonly seed?: number;
  /** A scripted order (tests, demonstrations) instead of a shuffle; any cards, even foreign ones. */
  readonly cards?: readonly Card[];
}

export function loadShoe(options: ShoeLoadOptions): Result<ShoeLoad> {
  let decks = options.decks;
  let penetration = options.penetration ?? null;
  if (options.profileId !== undefined) {
    const found = findProfile(options.profileId);
    if (!found.ok) return found;
    decks ??= found.value.shoe.decks;
    // A deck gathered after every round holds no cut card.
    if (found.value.shoe.reshuffle === 'cut-card') penetration ??= found.value.shoe.penetration;
  }
  if (penetration !== null && !(penetration > 0 && penetration < 1))
    return refuse(say('simulator.penetration', { penetration }));
  if (options.cards !== undefined) {
    const cards = [...options.cards];
    const cutCardAfter = penetration === null ? null : Math.floor(cards.length * penetration);
    return ok({ cards, cutCardAfter, decks: null, seed: null });
  }
  decks ??= 1;
  if (!Number.isInteger(decks) || decks < 1 || decks > 8) return refuse(say('simulator.decks', { decks }));
  const seed = options.seed ?? 0;
  const cards = shuffleInPlace(remainingCards(freshShoe(decks)), seededRandom(seed));
  const cutCardAfter = penetration === null ? null : Math.floor(cards.length * penetration);
  return ok({ cards, cutCardAfter, decks, seed });
}

/**
 * A card script: one card per line in any spelling Sabot accepts; blank lines and `#` comments
 * skipped. A refusal is coded, so the operator reads it in the command's language.
 */
export function parseCardScript(
  text: string,
  origin: MessageParam = say('card-script.the-script'),
): Result<Card[]> {
  const cards: Card[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    const content = line.replace(/#.*$/, '').trim();
    if (content === '') continue;
    const card = parseCard(content);
    // parseCard says why in English only: its coded twin is the table's refusal of an unreadable card.
    if (!card.ok)
      return refuse(
        say('card-script.line', { origin, line: index + 1, why: say('card.unreadable', { text: content }) }),
      );
    cards.push(card.value);
  }
  if (cards.length === 0) return refuse(say('card-script.empty', { origin }));
  return ok(cards);
}
