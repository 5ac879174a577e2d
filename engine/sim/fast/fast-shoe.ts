import { type RandomSource, shuffleInPlace } from '../../random/seeded.js';
import type { RuleProfile } from '../../rules/profile-schema.js';
import { DECK_SIZE } from './card-codes.js';

/**
 * The shoe as the statechart's auto table holds it: card indexes in a typed array, shuffled with
 * the same Fisher–Yates and the same generator, dealt from the end. It follows the driver's rule
 * for an empty stock too: at the next input the driver shuffles a fresh deck (the backup deck of
 * `home-1d`), whether or not a card is wanted then, so the generator is drawn on at the same
 * moments.
 */
export class FastShoe {
  private readonly cards: Uint8Array;
  private readonly decks: number;
  private readonly backupDeck: boolean;
  private left = 0;
  /** A stock emptied at a table without a backup deck: its next card cannot come out. */
  private exhausted = false;
  /** Cards dealt from this shoe, as the statechart counts them for the cut card. */
  dealt = 0;

  constructor(
    profile: RuleProfile,
    private readonly random: RandomSource,
  ) {
    this.decks = profile.shoe.decks;
    this.backupDeck = profile.shoe.backupDeck;
    this.cards = new Uint8Array(this.decks * DECK_SIZE);
  }

  /** A new shoe (or the home deck gathered): every card, shuffled. */
  fresh(): void {
    this.fill(this.decks);
    this.dealt = 0;
  }

  /** What the driver does at every input: an empty stock is replaced by a fresh, shuffled one. */
  follow(): void {
    if (this.left > 0) return;
    this.fill(this.decks);
    this.exhausted = !this.backupDeck;
  }

  /** The next card, at an input that deals one. */
  draw(): number {
    this.follow();
    if (this.exhausted) throw new Error('the auto table ran out of cards');
    this.dealt += 1;
    this.left -= 1;
    return this.cards[this.left] as number;
  }

  private fill(decks: number): void {
    // The driver's order before shuffling: each card of the deck `decks` times, deck order.
    let at = 0;
    for (let card = 0; card < DECK_SIZE; card++) for (let n = 0; n < decks; n++) this.cards[at++] = card;
    shuffleInPlace(this.cards, this.random);
    this.left = at;
  }
}
