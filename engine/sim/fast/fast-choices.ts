import { VALUE_OF } from './card-codes.js';
import { DOUBLED, type FastLayout, FROM_SPLIT, SPLIT_ACES, STOOD, SURRENDERED } from './fast-layout.js';
import type { FastRules } from './fast-rules.js';
import { ResolvedChoices, UNRESOLVED } from './resolved-choices.js';
import {
  DOUBLE,
  HARD,
  HIT,
  PAIR,
  SOFT,
  SPLIT,
  STAND,
  type StrategyTable,
  SURRENDER,
} from './strategy-table.js';

/** `nextStep`'s answers beside the choices (HIT … SURRENDER, 0–4). */
export const FINISHED = 100;
export const TAKE_CARD = 101;

/**
 * The statechart's rules for the hand on turn, asked of the fast layout: when a hand's turn is
 * over (`handIsFinished`), and which of the chart's ranked choices the table would accept now
 * (`legalChoice` walking `hitRefusal`, `standRefusal`, `doubleRefusal`, `splitRefusal`,
 * `surrenderRefusal`). The auto table asks only for a hand of two or more cards that is not
 * waiting for its double's card, so the refusals that cannot arise then are not asked.
 */
export class FastChoices {
  private readonly resolved: ResolvedChoices;
  /** A casino table: a bettor's chips never stop a double or a split, and most hands skip the walk. */
  private readonly chipsUnlimited: boolean;

  constructor(
    private readonly layout: FastLayout,
    private readonly rules: FastRules,
    private readonly table: StrategyTable,
  ) {
    this.resolved = new ResolvedChoices(table, rules);
    this.chipsUnlimited = rules.playerChips === null;
  }

  /**
   * What the hand on turn does next: FINISHED, TAKE_CARD (its second card, or its double's card),
   * or the chart's first open choice; `free` is the bettor's chips off the layout (read only where
   * chips can run short). One pass over the hand's fields answers both questions the table asks.
   */
  nextStep(box: number, slot: number, upcard: number, free: number): number {
    const { layout } = this;
    const flags = layout.flags[slot] as number;
    if ((flags & (STOOD | SURRENDERED)) !== 0) return FINISHED;
    const length = layout.length[slot] as number;
    if (length < 2) return TAKE_CARD;
    const hard = layout.hard[slot] as number;
    if (hard > 21) return FINISHED;
    const soft = (layout.aces[slot] as number) > 0 && hard + 10 <= 21;
    // 21: a natural (two cards, not from a split) ends the turn, any 21 where the table stands on it.
    if (
      (soft ? hard + 10 : hard) === 21 &&
      (this.rules.standsOn21 || (length === 2 && (flags & FROM_SPLIT) === 0))
    )
      return FINISHED;
    if ((flags & DOUBLED) !== 0) return length >= 3 ? FINISHED : TAKE_CARD;
    if ((flags & SPLIT_ACES) !== 0 && !this.mayResplitAce(box, slot)) return FINISHED;
    const first = VALUE_OF[layout.cardAt(slot, 0)] as number;
    const pair = length === 2 && first === VALUE_OF[layout.cardAt(slot, 1)];
    if (!pair && this.chipsUnlimited && (flags & SPLIT_ACES) === 0) {
      const cell = soft
        ? this.table.cellIndex(SOFT, hard + 10, upcard)
        : this.table.cellIndex(HARD, hard, upcard);
      const resolved =
        length !== 2
          ? this.resolved.drawn
          : (flags & FROM_SPLIT) === 0
            ? this.resolved.fresh
            : this.resolved.afterSplit;
      const choice = resolved[cell] as number;
      if (choice !== UNRESOLVED) return choice;
    }
    return this.walk(
      box,
      slot,
      upcard,
      free,
      pair ? PAIR : soft ? SOFT : HARD,
      pair ? first : soft ? hard + 10 : hard,
    );
  }

  /** The chart cell's ranking walked, each choice asked of the statechart's refusals in turn. */
  private walk(box: number, slot: number, upcard: number, free: number, kind: number, row: number): number {
    const { table } = this;
    const start = table.cellAt(kind, row, upcard);
    const ranked = table.lengthAt(start);
    if (ranked === 0)
      throw new Error(`no chart cell for a hand of ${this.layout.hard[slot]} against ${upcard}`);
    for (let index = 0; index < ranked; index++) {
      const choice = table.choiceAt(start, index);
      if (this.isOpen(choice, box, slot, upcard, free)) return choice;
    }
    throw new Error('no choice of the chart cell is open to the hand on turn');
  }

  private isOpen(choice: number, box: number, slot: number, upcard: number, free: number): boolean {
    const { layout, rules } = this;
    const flags = layout.flags[slot] as number;
    switch (choice) {
      case HIT:
        return (flags & SPLIT_ACES) === 0;
      case STAND:
        return rules.mustDrawBelow === 0 || layout.total(slot) >= rules.mustDrawBelow;
      case DOUBLE:
        return (
          rules.doubleAllowed &&
          layout.length[slot] === 2 &&
          !layout.isNatural(slot) &&
          (flags & SPLIT_ACES) === 0 &&
          ((flags & FROM_SPLIT) === 0 || rules.doubleAfterSplit) &&
          (rules.doubleTotals === null || rules.doubleTotals.includes(layout.total(slot))) &&
          (this.chipsUnlimited || free >= (layout.stake[slot] as number))
        );
      case SPLIT:
        return (
          rules.splitAllowed &&
          layout.isPair(slot, rules.splitByRank) &&
          (rules.maxHands === 0 || (layout.handCount[box] as number) < rules.maxHands) &&
          ((flags & SPLIT_ACES) === 0 || rules.resplitAces) &&
          (this.chipsUnlimited || free >= (layout.stake[slot] as number))
        );
      case SURRENDER:
        return (
          rules.surrender &&
          layout.handCount[box] === 1 &&
          (flags & FROM_SPLIT) === 0 &&
          layout.length[slot] === 2 &&
          !layout.isNatural(slot) &&
          (rules.surrenderAgainstAce || upcard !== 1) &&
          (rules.surrenderWithAce || layout.aces[slot] === 0) &&
          (rules.surrenderTotals === null || rules.surrenderTotals.includes(layout.total(slot)))
        );
      default:
        throw new Error(`no choice ${choice}`);
    }
  }

  /** Two split aces, the second card another ace, where the profile lets them split again. */
  private mayResplitAce(box: number, slot: number): boolean {
    const { layout, rules } = this;
    return (
      layout.length[slot] === 2 &&
      VALUE_OF[layout.cardAt(slot, 1)] === 1 &&
      rules.resplitAces &&
      (rules.maxHands === 0 || (layout.handCount[box] as number) < rules.maxHands)
    );
  }
}
