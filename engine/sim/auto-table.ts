import type { Card } from '../cards/card.js';
import { handTotal } from '../cards/hand.js';
import { toUnits } from '../money.js';
import { type RandomSource, shuffleInPlace } from '../random/seeded.js';
import { boxDefaultName, chipsRefusal } from '../round/betting.js';
import { findHand, handMayTakeCard, handOnTurn } from '../round/hands.js';
import type { TableInput } from '../round/inputs.js';
import { ruleRefusal } from '../round/refusal.js';
import { shuffleIsDue } from '../round/shoe.js';
import { withNextRound } from '../round/table-context.js';
import type { TablePhase } from '../round/table-machine.js';
import type { Hand, TableContext } from '../round/types.js';
import { freshShoe, remainingCards } from '../shoe/composition.js';

/** A player's choice for the hand on turn; the auto table turns it into an input. */
export type PlayerChoice = 'hit' | 'stand' | 'double' | 'split' | 'surrender';

/** Decides for the hand on turn; `dealerUp` is the dealer's up-card. */
export type Strategy = (hand: Hand, dealerUp: Card, context: TableContext) => PlayerChoice;

/** Hits below 17, stands from 17: the simplest strategy a table can be driven with. */
export const drawToSeventeen: Strategy = (hand) => (handTotal(hand.cards).total < 17 ? 'hit' : 'stand');

/** The name the auto table gives a box's player: `box3`, then `box3-2` for the next at that box. */
export const seatName = (box: number, seat: number): string =>
  seat === 1 ? boxDefaultName(box) : `${boxDefaultName(box)}-${seat}`;

/** The stake for a box's next bet, in table units; the table minimum when a driver gives none. */
export type BetSize = (box: number, context: TableContext) => number;

export interface AutoTableOptions {
  readonly boxes: number;
  readonly strategy: Strategy;
  readonly random: RandomSource;
  readonly stake?: BetSize;
}

/**
 * Drives a table as a croupier with a shuffled shoe would: bets the minimum (or the `stake` a
 * simulated player chooses) on the first `boxes` boxes, deals, closes insurance, plays each hand by the strategy, deals the dealer's cards, and
 * shuffles a new shoe when one is due. Used by the crash harness, the benchmarks and the simulator;
 * it only produces inputs, the round statechart decides as always.
 */
export class AutoTable {
  private shoe: Card[] = [];
  private shoeNumber = -1;
  /** The seat of each box's current player: `box3-2` is seat 2 of box 3. */
  private readonly seatOfBox = new Map<number, number>();

  constructor(private readonly options: AutoTableOptions) {}

  nextInput(phase: TablePhase, context: TableContext): TableInput {
    this.followShoe(context);
    if (shuffleIsDue(phase, context)) return { type: 'shuffle' };
    // The statechart's own rule: a home session's agreed rounds are played, and no bet is down yet.
    if (ruleRefusal(phase, context, { type: 'SessionStarted' }) === null) return { type: 'new-session' };
    switch (phase) {
      case 'betting':
        return context.round.boxes.length < this.options.boxes ? this.bet(context) : { type: 'deal' };
      case 'settled':
        return this.bet(context);
      case 'insurance':
        return { type: 'insurance-closed' };
      case 'offer':
        return { type: 'pass' };
      case 'players':
        return this.play(context);
      default:
        return this.card();
    }
  }

  private bet(context: TableContext): TableInput {
    const box = (context.round.settlement ? 0 : context.round.boxes.length) + 1;
    return {
      type: 'bet',
      box,
      amount: this.options.stake?.(box, context) ?? toUnits(context.limits.min),
      bettor: this.bettorWithChips(context, box),
    };
  }

  /**
   * At a home session a player who can no longer bet leaves and another sits down (`box1`,
   * `box1-2`, …). A player who left never gets chips back, so the search starts at the box's
   * current player; a table without chips always has `boxN`.
   */
  private bettorWithChips(context: TableContext, box: number): string {
    if (!context.chips) return `box${box}`;
    const next = context.round.settlement ? withNextRound(context) : context;
    for (let seat = this.seatOfBox.get(box) ?? 1; ; seat++) {
      const bettor = seatName(box, seat);
      if (chipsRefusal(next, bettor, context.limits.min) === null) {
        this.seatOfBox.set(box, seat);
        return bettor;
      }
    }
  }

  private play(context: TableContext): TableInput {
    const ref = handOnTurn(context.round, context.profile);
    const up = context.round.dealer[0];
    if (!ref || !up) return this.card();
    const { hand } = findHand(context.round, ref);
    if (hand.cards.length < 2 || (hand.doubled && handMayTakeCard(hand))) return this.card();
    const choice = this.options.strategy(hand, up, context);
    return choice === 'hit' ? this.card() : { type: choice };
  }

  private card(): TableInput {
    const card = this.shoe.pop();
    if (!card) throw new Error('the auto table ran out of cards');
    return { type: 'card', card };
  }

  /**
   * Deals from what the table's shoe still holds, shuffled: when the table changes its shoe (a new
   * shoe, the home deck after every round), when it opens a backup deck, and when this driver
   * joins a table already in play (after a restart).
   */
  private followShoe(context: TableContext): void {
    const shoeChanged = context.shoe.shoeNumber !== this.shoeNumber;
    const stockEmpty = context.shoe.composition.remainingTotal === 0;
    if (shoeChanged || this.shoe.length === 0) {
      this.shoeNumber = context.shoe.shoeNumber;
      const left = stockEmpty ? freshShoe(context.profile.shoe.decks) : context.shoe.composition;
      this.shoe = shuffleInPlace(remainingCards(left), this.options.random);
    }
  }
}
