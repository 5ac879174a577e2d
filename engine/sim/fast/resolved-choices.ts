import type { FastRules } from './fast-rules.js';
import {
  CELL_COUNT,
  DOUBLE,
  HARD,
  HIT,
  SOFT,
  STAND,
  type StrategyTable,
  SURRENDER,
  TOTALS,
  UPCARDS,
} from './strategy-table.js';

/** No choice of the cell is open in that case: the ranking is walked at the table (and refuses). */
export const UNRESOLVED = 255;

/**
 * The chart's ranking already walked for the hands most rounds ask about, at a table where chips
 * never run short: a hand of two cards that is not a pair (fresh, or from a split, not of aces),
 * and a hand of three cards or more. In each case every refusal `FastChoices.isOpen` asks depends
 * on the cell alone (its kind, its total, the up-card) and on the profile, so the first open choice
 * is known before the run; a round then reads one byte where it walked the ranking. Pairs, split
 * aces and chips that can run short stay on the walk.
 */
export class ResolvedChoices {
  /** Two cards, not from a split, not a pair. */
  readonly fresh = new Uint8Array(CELL_COUNT).fill(UNRESOLVED);
  /** Two cards from a split (not of aces), not a pair. */
  readonly afterSplit = new Uint8Array(CELL_COUNT).fill(UNRESOLVED);
  /** Three cards or more. */
  readonly drawn = new Uint8Array(CELL_COUNT).fill(UNRESOLVED);

  constructor(table: StrategyTable, rules: FastRules) {
    for (const kind of [HARD, SOFT]) {
      for (let total = 0; total < TOTALS; total++) {
        for (let upcard = 1; upcard < UPCARDS; upcard++) {
          const cell = table.cellIndex(kind, total, upcard);
          const mayStand = rules.mustDrawBelow === 0 || total >= rules.mustDrawBelow;
          const mayDouble = rules.doubleAllowed && (rules.doubleTotals?.includes(total) ?? true);
          // Two cards that are not a pair hold an ace exactly when their total is soft.
          const maySurrender =
            rules.surrender &&
            (rules.surrenderAgainstAce || upcard !== 1) &&
            (rules.surrenderWithAce || kind === HARD) &&
            (rules.surrenderTotals?.includes(total) ?? true);
          const first = (open: (choice: number) => boolean): number => {
            const start = table.startOf(cell);
            for (let at = 0; at < table.lengthAt(start); at++) {
              const choice = table.choiceAt(start, at);
              if (open(choice)) return choice;
            }
            return UNRESOLVED;
          };
          const basic = (choice: number): boolean => choice === HIT || (choice === STAND && mayStand);
          this.drawn[cell] = first(basic);
          this.afterSplit[cell] = first(
            (choice) => basic(choice) || (choice === DOUBLE && mayDouble && rules.doubleAfterSplit),
          );
          this.fresh[cell] = first(
            (choice) =>
              basic(choice) || (choice === DOUBLE && mayDouble) || (choice === SURRENDER && maySurrender),
          );
        }
      }
    }
  }
}
