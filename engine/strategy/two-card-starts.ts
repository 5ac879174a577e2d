import type { CardValue } from '../cards/card.js';
import type { RuleProfile } from '../rules/profile-schema.js';
import { freshShoe, remainingByValue } from '../shoe/composition.js';
import type { PlayerChoice } from '../sim/auto-table.js';
import { startValues, valuesByComposition } from './start-values.js';
import { type ChartRowKey, type ChoiceValues, rowValues } from './strategy-values.js';

/** `hard:12`, `soft:18`, `pair:8`: a row as a map key. */
export const rowId = (row: ChartRowKey): string =>
  row.kind === 'pair' ? `pair:${row.value}` : `${row.kind}:${row.total}`;

interface WeightedValues {
  weight: number;
  readonly sums: Partial<Record<PlayerChoice, number>>;
}

/**
 * The value of every choice of every row against one up-card, total-dependent: a row is the mean
 * over the two-card starts that make it, weighted by how often each is dealt, and each start is
 * valued with its own two cards and the up-card out of a fresh shoe (and its first drawn card, see
 * `start-values.ts`). On one deck this is what makes a 9 against a 2 a double: a 9 of two small
 * cards leaves the deck richer in tens. A hand of three or more cards is played by the row of its
 * total.
 *
 * Pairs stay out of the hard and soft rows (the pair rows say how to play them) unless only a
 * pair makes the total: 2-2 for hard 4, 10-10 for hard 20, A-A for soft 12. A row that no two
 * cards make (hard 21; soft 21 is a natural) is valued from the fresh shoe less the up-card.
 */
export function rowValuesAgainst(
  profile: RuleProfile,
  upcard: CardValue,
  rows: readonly ChartRowKey[],
): Map<string, ChoiceValues> {
  const shoe = remainingByValue(freshShoe(profile.shoe.decks));
  shoe[upcard] = (shoe[upcard] ?? 0) - 1;
  const left = shoe.reduce((sum, count) => sum + count, 0);
  const valuesAt = valuesByComposition(profile, upcard);
  const fromStarts = new Map<string, WeightedValues>();
  const fromPairsAsTotals = new Map<string, WeightedValues>();

  for (let first = 1; first <= 10; first++) {
    for (let second = first; second <= 10; second++) {
      const firstCount = shoe[first] ?? 0;
      const secondCount = (shoe[second] ?? 0) - (first === second ? 1 : 0);
      const isNatural = first === 1 && second === 10;
      if (firstCount <= 0 || secondCount <= 0 || isNatural) continue;
      const orders = first === second ? 1 : 2;
      const chance = (orders * firstCount * secondCount) / (left * (left - 1));
      const counts = shoe.slice();
      counts[first] = firstCount - 1;
      counts[second] = (counts[second] ?? 0) - 1;
      const start = startValues(counts, valuesAt, profile);
      const totalRow = totalRowOf(first as CardValue, second as CardValue);
      const valuesOf = (row: ChartRowKey): ChoiceValues => rowValues(row, start, profile);
      if (first === second) {
        addWeighted(fromStarts, { kind: 'pair', value: first as CardValue }, chance, valuesOf);
        addWeighted(fromPairsAsTotals, totalRow, chance, valuesOf);
      } else {
        addWeighted(fromStarts, totalRow, chance, valuesOf);
      }
    }
  }

  let fromShoe: ((row: ChartRowKey) => ChoiceValues) | undefined;
  const result = new Map<string, ChoiceValues>();
  for (const row of rows) {
    const weighted = fromStarts.get(rowId(row)) ?? fromPairsAsTotals.get(rowId(row));
    if (weighted) {
      result.set(rowId(row), meanOf(weighted));
      continue;
    }
    if (!fromShoe) {
      const start = startValues(shoe, valuesAt, profile);
      fromShoe = (key) => rowValues(key, start, profile);
    }
    result.set(rowId(row), fromShoe(row));
  }
  return result;
}

/** The hard or soft row of two cards: an ace with another card is soft. */
function totalRowOf(first: CardValue, second: CardValue): ChartRowKey {
  const hard = first + second;
  const soft = (first === 1 || second === 1) && hard + 10 <= 21;
  return soft ? { kind: 'soft', total: hard + 10 } : { kind: 'hard', total: hard };
}

function addWeighted(
  into: Map<string, WeightedValues>,
  row: ChartRowKey,
  chance: number,
  valuesOf: (row: ChartRowKey) => ChoiceValues,
): void {
  const id = rowId(row);
  const entry = into.get(id) ?? { weight: 0, sums: {} };
  into.set(id, entry);
  entry.weight += chance;
  for (const [choice, value] of Object.entries(valuesOf(row)) as [PlayerChoice, number][]) {
    entry.sums[choice] = (entry.sums[choice] ?? 0) + chance * value;
  }
}

function meanOf(weighted: WeightedValues): ChoiceValues {
  const mean: Partial<Record<PlayerChoice, number>> = {};
  for (const [choice, sum] of Object.entries(weighted.sums) as [PlayerChoice, number][]) {
    mean[choice] = sum / weighted.weight;
  }
  return mean;
}
