import type { RuleProfile } from '../../rules/profile-schema.js';
import type { ChartRow } from '../../strategy/chart.js';
import { strategyChartFor } from '../../strategy/chart.js';
import type { PlayerChoice } from '../auto-table.js';

/** The choices as the fast table numbers them. */
export const HIT = 0;
export const STAND = 1;
export const DOUBLE = 2;
export const SPLIT = 3;
export const SURRENDER = 4;

const CODE_OF: Readonly<Record<PlayerChoice, number>> = {
  hit: HIT,
  stand: STAND,
  double: DOUBLE,
  split: SPLIT,
  surrender: SURRENDER,
};

export const HARD = 0;
export const SOFT = 1;
export const PAIR = 2;
export const TOTALS = 22;
export const UPCARDS = 11;
/** Cells of the table: `[hard/soft/pair][total or pair value][up-card]`. */
export const CELL_COUNT = 3 * TOTALS * UPCARDS;
/** A cell's ranking holds at most the five choices; the sixth byte is its length. */
const CELL = 6;

/**
 * Basic strategy as a flat table: `[hard/soft/pair][total or pair value][up-card]` → the chart
 * cell's ranking of choices, best first, exactly as `strategyChartFor` ranks them. Which of them is
 * open to a hand is asked at the table, as `legalChoice` asks the statechart's rules.
 */
export class StrategyTable {
  private readonly cells = new Uint8Array(CELL_COUNT * CELL);

  constructor(profile: RuleProfile) {
    const chart = strategyChartFor(profile);
    this.fill(HARD, chart.hard);
    this.fill(SOFT, chart.soft);
    this.fill(PAIR, chart.pairs);
  }

  /** Where the ranking of a cell starts; its length is at `start + 5`; 0 length: no cell. */
  cellAt(kind: number, row: number, upcard: number): number {
    return this.cellIndex(kind, row, upcard) * CELL;
  }

  /** The cell's number, 0 … CELL_COUNT − 1, for tables kept beside this one. */
  cellIndex(kind: number, row: number, upcard: number): number {
    return (kind * TOTALS + row) * UPCARDS + upcard;
  }

  startOf(cell: number): number {
    return cell * CELL;
  }

  choiceAt(start: number, index: number): number {
    return this.cells[start + index] as number;
  }

  lengthAt(start: number): number {
    return this.cells[start + CELL - 1] as number;
  }

  private fill(kind: number, rows: readonly (ChartRow | undefined)[]): void {
    rows.forEach((row, index) => {
      row?.forEach((cell, upcard) => {
        const start = this.cellAt(kind, index, upcard);
        cell.ranked.forEach((choice, at) => {
          this.cells[start + at] = CODE_OF[choice];
        });
        this.cells[start + CELL - 1] = cell.ranked.length;
      });
    });
  }
}
