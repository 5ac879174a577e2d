import { handOnTurn } from '../round/hands.js';
import { contextOf, type TableSnapshot } from '../round/table.js';

/**
 * Which fact of the log put each card of a round where it lies: the log position of every card of
 * every hand, box by box and hand by hand as the round report lists them, and of the dealer's. A
 * pit boss names a card by its place ("round 4, box 3.2, card 2"); a correction names the fact
 * that drew it, and this says which.
 */
export interface CardPositions {
  /** By box number: one list of positions per hand, left to right. */
  readonly boxes: ReadonlyMap<number, readonly (readonly number[])[]>;
  readonly dealer: readonly number[];
}

/**
 * Follows one round fact by fact (fed as a fold's observer). A card reaches a hand by its own draw,
 * or later from the misdeal offer (the card drawn to it, or taken back from a hand); a split moves
 * the pair's second card, with its position, to the new hand.
 */
export class CardPositionTracker {
  readonly #boxes = new Map<number, number[][]>();
  readonly #dealer: number[] = [];
  /** The card off any hand, waiting for one: drawn to the offer, or taken back by a misdeal. */
  #loose: number | null = null;

  constructor(private readonly round: number) {}

  observe(before: TableSnapshot, after: TableSnapshot, position: number, type: string): void {
    const next = contextOf(after).round;
    if (next.number !== this.round) return;
    const previous = contextOf(before).round;
    const was = previous.number === this.round ? previous : null;
    if (type === 'HandSplit' && was) {
      const split = handOnTurn(was, contextOf(before).profile);
      if (split) this.#split(split.box, split.hand);
      return;
    }
    const drawn = type === 'CardDrawn' ? position : null;
    const lists: [number[], number][] = [[this.#dealer, next.dealer.length]];
    for (const box of next.boxes) {
      const hands = this.#handsOf(box.box);
      box.hands.forEach((hand, index) => {
        hands[index] ??= [];
        lists.push([hands[index] as number[], hand.cards.length]);
      });
    }
    // A card taken off one hand may go to another by the same fact: every hand gives up first.
    for (const [positions, count] of lists) {
      while (positions.length > count) this.#loose = positions.pop() as number;
    }
    for (const [positions, count] of lists) this.#take(positions, count, drawn);
    if (drawn !== null && next.lastCard?.to.kind === 'offer') this.#loose = drawn;
  }

  get positions(): CardPositions {
    return { boxes: this.#boxes, dealer: this.#dealer };
  }

  /** A hand with more cards than positions took the card drawn now, or the loose one. */
  #take(positions: number[], count: number, drawn: number | null): void {
    while (positions.length < count) {
      const from = drawn ?? this.#loose;
      if (from === null) return;
      positions.push(from);
      if (drawn === null) this.#loose = null;
    }
  }

  #split(box: number, hand: number): void {
    const hands = this.#handsOf(box);
    const [first, second] = hands[hand] ?? [];
    if (first === undefined || second === undefined) return;
    hands.splice(hand, 1, [first], [second]);
  }

  #handsOf(box: number): number[][] {
    let hands = this.#boxes.get(box);
    if (!hands) {
      hands = [];
      this.#boxes.set(box, hands);
    }
    return hands;
  }
}
