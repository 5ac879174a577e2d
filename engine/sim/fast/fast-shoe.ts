import type { SeededStream } from '../../random/seeded.js';
import { cutCardPosition } from '../../round/shoe.js';
import type { RuleProfile } from '../../rules/profile-schema.js';
import { DECK_SIZE } from './card-codes.js';

/**
 * The shoe as the statechart's auto table holds it: card indexes in a typed array, in the order
 * the driver lists them before shuffling, shuffled by the same Fisher–Yates from the same
 * generator, dealt from the end.
 *
 * The shuffle is done lazily and gives the same cards: Fisher–Yates fixes position i at its step
 * i, from the end down, and no later step touches it, so each step is taken when its card is
 * dealt; the steps no card needed are skipped on the generator (`SeededStream.skip`) when the next
 * shuffle begins, leaving it where the driver's whole shuffle left it. A home round deals a few
 * cards of 52: most of its shuffle is never computed.
 *
 * It follows the driver's rule for an empty stock too: at the next input the driver shuffles a
 * fresh deck (the backup deck of `home-1d`), whether or not a card is wanted then.
 */
export class FastShoe {
  private readonly cards: Uint8Array;
  private readonly ordered: Uint8Array;
  private readonly backupDeck: boolean;
  private left = 0;
  /** A stock emptied at a table without a backup deck: its next card cannot come out. */
  private exhausted = false;
  /**
   * The cut card is out once this few cards are left in the stock (−1: never, at a deck gathered
   * every round): the statechart's count of cards dealt from the shoe reaching the cut card's
   * position, read off the stock rather than counted at every card.
   */
  private readonly cutCardLeft: number;
  /** The stock ran empty past the cut card (and was refilled): the cut card stays out. */
  private emptiedPastCut = false;

  constructor(
    profile: RuleProfile,
    private readonly random: SeededStream,
  ) {
    const decks = profile.shoe.decks;
    this.backupDeck = profile.shoe.backupDeck;
    this.cards = new Uint8Array(decks * DECK_SIZE);
    this.cutCardLeft =
      profile.shoe.reshuffle === 'cut-card' ? this.cards.length - cutCardPosition(profile) : -1;
    // The driver's order before shuffling: each card of the deck `decks` times, deck order.
    this.ordered = new Uint8Array(decks * DECK_SIZE);
    let at = 0;
    for (let card = 0; card < DECK_SIZE; card++) for (let n = 0; n < decks; n++) this.ordered[at++] = card;
  }

  /** A new shoe (or the home deck gathered): every card, to be shuffled. */
  fresh(): void {
    this.fill();
    this.emptiedPastCut = false;
  }

  /** The cut card has come out of this shoe: a new shoe is due after the round. */
  cutCardOut(): boolean {
    return this.emptiedPastCut || this.left <= this.cutCardLeft;
  }

  /** What the driver does at every input: an empty stock is replaced by a fresh, shuffled one. */
  follow(): void {
    if (this.left > 0) return;
    if (this.cutCardLeft >= 0) this.emptiedPastCut = true;
    this.fill();
    this.exhausted = !this.backupDeck;
  }

  /**
   * The next card, at an input that deals one: the shuffle's step for its position. Kept small
   * (the empty stock is handled apart) so that it is inlined where cards are dealt.
   */
  draw(): number {
    if (this.left === 0 || this.exhausted) this.restock();
    const at = --this.left;
    const cards = this.cards;
    if (at === 0) return cards[0] as number;
    const other = this.random.below(at + 1);
    const card = cards[other] as number;
    cards[other] = cards[at] as number;
    cards[at] = card;
    return card;
  }

  private restock(): void {
    this.follow();
    if (this.exhausted) throw new Error('the auto table ran out of cards');
  }

  private fill(): void {
    // The steps of the last shuffle no card needed: positions left-1 … 1.
    if (this.left > 1) this.random.skip(this.left - 1);
    this.cards.set(this.ordered);
    this.left = this.cards.length;
  }
}
