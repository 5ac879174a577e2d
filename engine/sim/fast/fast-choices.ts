import { VALUE_OF } from './card-codes.js';
import { DOUBLED, type FastLayout, FROM_SPLIT, SPLIT_ACES, STOOD, SURRENDERED } from './fast-layout.js';
import type { FastRules } from './fast-rules.js';
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

/**
 * The statechart's rules for the hand on turn, asked of the fast layout: when a hand's turn is
 * over (`handIsFinished`), and which of the chart's ranked choices the table would accept now
 * (`legalChoice` walking `hitRefusal`, `standRefusal`, `doubleRefusal`, `splitRefusal`,
 * `surrenderRefusal`). The auto table asks only for a hand of two or more cards that is not
 * waiting for its double's card, so the refusals that cannot arise then are not asked.
 */
export class FastChoices {
  constructor(
    private readonly layout: FastLayout,
    private readonly rules: FastRules,
    private readonly table: StrategyTable,
  ) {}

  isFinished(box: number, slot: number): boolean {
    const { layout } = this;
    const flags = layout.flags[slot] as number;
    if ((flags & (STOOD | SURRENDERED)) !== 0) return true;
    const length = layout.length[slot] as number;
    if (length < 2) return false;
    const hard = layout.hard[slot] as number;
    if (hard > 21) return true;
    // 21: a natural (two cards, not from a split) ends the turn, any 21 where the table stands on it.
    const total = (layout.aces[slot] as number) > 0 && hard + 10 <= 21 ? hard + 10 : hard;
    if (total === 21 && (this.rules.standsOn21 || (length === 2 && (flags & FROM_SPLIT) === 0))) return true;
    if ((flags & DOUBLED) !== 0) return length >= 3;
    if ((flags & SPLIT_ACES) !== 0) return !this.mayResplitAce(box, slot);
    return false;
  }

  /** The first choice of the chart cell's ranking open to the hand; `free` is the bettor's chips off the layout. */
  choose(box: number, slot: number, upcard: number, free: number): number {
    const { layout, table } = this;
    const hard = layout.hard[slot] as number;
    const first = VALUE_OF[layout.cardAt(slot, 0)] as number;
    const start =
      layout.length[slot] === 2 && first === VALUE_OF[layout.cardAt(slot, 1)]
        ? table.cellAt(PAIR, first, upcard)
        : (layout.aces[slot] as number) > 0 && hard + 10 <= 21
          ? table.cellAt(SOFT, hard + 10, upcard)
          : table.cellAt(HARD, hard, upcard);
    const length = table.lengthAt(start);
    if (length === 0) throw new Error(`no chart cell for a hand of ${hard} against ${upcard}`);
    for (let index = 0; index < length; index++) {
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
          free >= (layout.stake[slot] as number)
        );
      case SPLIT:
        return (
          rules.splitAllowed &&
          layout.isPair(slot, rules.splitByRank) &&
          (rules.maxHands === 0 || (layout.handCount[box] as number) < rules.maxHands) &&
          ((flags & SPLIT_ACES) === 0 || rules.resplitAces) &&
          free >= (layout.stake[slot] as number)
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
