import type { CardValue } from '../cards/card.js';
import { assertNever } from '../result.js';
import type { RuleProfile } from '../rules/profile-schema.js';
import type { PlayerChoice } from '../sim/auto-table.js';
import { type ChartRowKey, type ChoiceValues, rankChoices } from './strategy-values.js';
import { rowId, rowValuesAgainst } from './two-card-starts.js';

/**
 * A chart cell as printed charts write it: the best play, and for a double or a surrender the
 * play when it is not allowed (after a third card, after a split): `Dh` double else hit, `Ds`
 * double else stand, `Rh`/`Rs`/`Rp` surrender else hit, stand or split.
 */
export type CellCode = 'H' | 'S' | 'Dh' | 'Ds' | 'P' | 'Rh' | 'Rs' | 'Rp';

export interface ChartCell {
  readonly code: CellCode;
  /** Every choice the chart weighed, best first: the strategy takes the first one that is legal. */
  readonly ranked: readonly PlayerChoice[];
  /** Expected value of each choice weighed, in original stakes. */
  readonly values: ChoiceValues;
}

/** Cells of one row, indexed by the up-card's value: 1 (ace) … 10; index 0 is unused. */
export type ChartRow = readonly ChartCell[];

/**
 * The total-dependent basic strategy of one profile. Rows are indexed by what the player holds:
 * `hard[total]` (4 … 21), `soft[total]` (12 … 21), `pairs[value]` (1 = aces … 10).
 */
export interface StrategyChart {
  readonly hard: readonly (ChartRow | undefined)[];
  readonly soft: readonly (ChartRow | undefined)[];
  readonly pairs: readonly (ChartRow | undefined)[];
}

export const HARD_TOTALS = range(4, 21);
export const SOFT_TOTALS = range(12, 21);
export const PAIR_VALUES: readonly CardValue[] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 1];
const UPCARDS: readonly CardValue[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const ROWS: readonly ChartRowKey[] = [
  ...HARD_TOTALS.map((total): ChartRowKey => ({ kind: 'hard', total })),
  ...SOFT_TOTALS.map((total): ChartRowKey => ({ kind: 'soft', total })),
  ...PAIR_VALUES.map((value): ChartRowKey => ({ kind: 'pair', value })),
];

// Computed once per profile: the simulator asks at every decision and the table view at every
// change. A profile read again from JSON (a restored table, a --rules file) is another object with
// the same rules, so charts are also kept by the fields the strategy reads.
const chartsByProfile = new WeakMap<RuleProfile, StrategyChart>();
const chartsByRules = new Map<string, StrategyChart>();

export function strategyChartFor(profile: RuleProfile): StrategyChart {
  const known = chartsByProfile.get(profile);
  if (known) return known;
  const rules = strategyRulesKey(profile);
  const chart = chartsByRules.get(rules) ?? buildChart(profile);
  chartsByRules.set(rules, chart);
  chartsByProfile.set(profile, chart);
  return chart;
}

/**
 * Every field a chart depends on. Payouts are not among them: a natural takes no decision and a
 * 21 after a split is paid as any win. Nor are `double.forLess` (a double worth making is worth
 * making in full) and `surrender.beforeTurn` (when a box may surrender, not what it is worth).
 */
function strategyRulesKey(profile: RuleProfile): string {
  const { shoe, dealing, dealer, player, double, split, surrender } = profile;
  return JSON.stringify([shoe.decks, dealing, dealer, player, double, split, surrender]);
}

function buildChart(profile: RuleProfile): StrategyChart {
  const valuesByUpcard = new Map(UPCARDS.map((upcard) => [upcard, rowValuesAgainst(profile, upcard, ROWS)]));
  const rowOf = (key: ChartRowKey): ChartRow => {
    const cells: ChartCell[] = [];
    for (const [upcard, values] of valuesByUpcard) cells[upcard] = toCell(values.get(rowId(key)) ?? {});
    return cells;
  };
  const hard: ChartRow[] = [];
  const soft: ChartRow[] = [];
  const pairs: ChartRow[] = [];
  for (const total of HARD_TOTALS) hard[total] = rowOf({ kind: 'hard', total });
  for (const total of SOFT_TOTALS) soft[total] = rowOf({ kind: 'soft', total });
  for (const value of PAIR_VALUES) pairs[value] = rowOf({ kind: 'pair', value });
  return { hard, soft, pairs };
}

function toCell(values: ChoiceValues): ChartCell {
  const ranked = rankChoices(values);
  return { code: cellCode(ranked), ranked, values };
}

function cellCode(ranked: readonly PlayerChoice[]): CellCode {
  const [best] = ranked;
  const firstOf = (choices: readonly PlayerChoice[]): PlayerChoice | undefined =>
    ranked.find((choice) => choices.includes(choice));
  switch (best) {
    case 'hit':
      return 'H';
    case 'stand':
      return 'S';
    case 'split':
      return 'P';
    case 'double':
      return firstOf(['hit', 'stand']) === 'stand' ? 'Ds' : 'Dh';
    case 'surrender': {
      const otherwise = firstOf(['hit', 'stand', 'split']);
      return otherwise === 'stand' ? 'Rs' : otherwise === 'split' ? 'Rp' : 'Rh';
    }
    case undefined:
      throw new Error('a chart cell weighs at least hit and stand');
    default:
      return assertNever(best);
  }
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
