import { RANK_OF, VALUE_OF } from './card-codes.js';

/** Hands one box can hold: far beyond the splits a shoe allows in practice (open-6d has no limit). */
export const HANDS_PER_BOX = 32;
/** Cards one hand can hold: 21 aces of six decks and the card that busts them. */
export const CARDS_PER_HAND = 24;

export const FROM_SPLIT = 1;
export const SPLIT_ACES = 2;
export const DOUBLED = 4;
export const STOOD = 8;
export const SURRENDERED = 16;

/**
 * The round's layout in typed arrays, allocated once: hand `h` of box index `b` is slot
 * `b * HANDS_PER_BOX + h`, its cards at `slot * CARDS_PER_HAND`. A hand keeps its hard total and
 * whether it holds an ace as cards arrive, so a total is two reads.
 */
export class FastLayout {
  readonly handCount: Uint8Array;
  readonly cards: Uint8Array;
  readonly length: Uint8Array;
  readonly hard: Uint8Array;
  readonly aces: Uint8Array;
  readonly flags: Uint8Array;
  readonly stake: Int32Array;
  readonly doubled: Int32Array;
  readonly dealer = new Uint8Array(CARDS_PER_HAND);
  dealerLength = 0;
  dealerHard = 0;
  dealerAces = 0;

  constructor(readonly boxes: number) {
    const slots = boxes * HANDS_PER_BOX;
    this.handCount = new Uint8Array(boxes);
    this.cards = new Uint8Array(slots * CARDS_PER_HAND);
    this.length = new Uint8Array(slots);
    this.hard = new Uint8Array(slots);
    this.aces = new Uint8Array(slots);
    this.flags = new Uint8Array(slots);
    this.stake = new Int32Array(slots);
    this.doubled = new Int32Array(slots);
  }

  /** Bets closed: every box has its first hand, empty, with the box's stake. */
  open(stake: number): void {
    for (let box = 0; box < this.boxes; box++) {
      this.handCount[box] = 1;
      this.clear(box * HANDS_PER_BOX, stake, 0);
    }
    this.dealerLength = 0;
    this.dealerHard = 0;
    this.dealerAces = 0;
  }

  give(slot: number, card: number): void {
    const at = this.length[slot] as number;
    this.cards[slot * CARDS_PER_HAND + at] = card;
    this.length[slot] = at + 1;
    this.hard[slot] = (this.hard[slot] as number) + (VALUE_OF[card] as number);
    if (VALUE_OF[card] === 1) this.aces[slot] = (this.aces[slot] as number) + 1;
  }

  giveDealer(card: number): void {
    this.dealer[this.dealerLength++] = card;
    this.dealerHard += VALUE_OF[card] as number;
    if (VALUE_OF[card] === 1) this.dealerAces += 1;
  }

  cardAt(slot: number, index: number): number {
    return this.cards[slot * CARDS_PER_HAND + index] as number;
  }

  /** RULES.md's total: aces as 1, and 10 more when that keeps the hand at 21 or under. */
  total(slot: number): number {
    const hard = this.hard[slot] as number;
    return (this.aces[slot] as number) > 0 && hard + 10 <= 21 ? hard + 10 : hard;
  }

  isNatural(slot: number): boolean {
    return (
      ((this.flags[slot] as number) & FROM_SPLIT) === 0 && this.length[slot] === 2 && this.total(slot) === 21
    );
  }

  dealerTotal(): number {
    return this.dealerAces > 0 && this.dealerHard + 10 <= 21 ? this.dealerHard + 10 : this.dealerHard;
  }

  dealerNatural(): boolean {
    if (this.dealerLength < 2) return false;
    const first = VALUE_OF[this.dealer[0] as number] as number;
    const second = VALUE_OF[this.dealer[1] as number] as number;
    return first + second === 11 && (first === 1 || second === 1);
  }

  /** Two cards of one value (pairsBy value), or of one rank as well when `byRank`. */
  isPair(slot: number, byRank: boolean): boolean {
    if (this.length[slot] !== 2) return false;
    const first = this.cardAt(slot, 0);
    const second = this.cardAt(slot, 1);
    if (VALUE_OF[first] !== VALUE_OF[second]) return false;
    return !byRank || RANK_OF[first] === RANK_OF[second];
  }

  /**
   * The hand at `slot` becomes two, each with one of its cards, at `slot` and the next slot; the
   * box's later hands move one slot right, as the statechart inserts the new hand after it.
   */
  split(box: number, slot: number): void {
    const count = this.handCount[box] as number;
    if (count >= HANDS_PER_BOX) throw new Error(`the fast table holds ${HANDS_PER_BOX} hands per box`);
    const last = box * HANDS_PER_BOX + count - 1;
    for (let from = last; from > slot; from--) this.move(from, from + 1);
    const first = this.cardAt(slot, 0);
    const second = this.cardAt(slot, 1);
    const flags = FROM_SPLIT | (VALUE_OF[first] === 1 ? SPLIT_ACES : 0);
    const stake = this.stake[slot] as number;
    this.clear(slot, stake, flags);
    this.give(slot, first);
    this.clear(slot + 1, stake, flags);
    this.give(slot + 1, second);
    this.handCount[box] = count + 1;
  }

  private clear(slot: number, stake: number, flags: number): void {
    this.length[slot] = 0;
    this.hard[slot] = 0;
    this.aces[slot] = 0;
    this.flags[slot] = flags;
    this.stake[slot] = stake;
    this.doubled[slot] = 0;
  }

  private move(from: number, to: number): void {
    this.cards.copyWithin(to * CARDS_PER_HAND, from * CARDS_PER_HAND, (from + 1) * CARDS_PER_HAND);
    this.length[to] = this.length[from] as number;
    this.hard[to] = this.hard[from] as number;
    this.aces[to] = this.aces[from] as number;
    this.flags[to] = this.flags[from] as number;
    this.stake[to] = this.stake[from] as number;
    this.doubled[to] = this.doubled[from] as number;
  }
}
