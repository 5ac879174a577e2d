import type { CardValue } from '../../engine/cards/card.js';
import { dealerOddsTable } from '../../engine/odds/dealer-odds.js';
import { UPCARD_VALUES } from '../../engine/odds/dealer-result.js';
import { sampleDealerOddsByValue } from '../../engine/odds/monte-carlo.js';
import { seededRandom } from '../../engine/random/seeded.js';
import { classic6d } from '../../engine/rules/profiles/classic-6d.js';
import { home1d } from '../../engine/rules/profiles/home-1d.js';
import { type BenchSuite, type Measurement, measure } from './harness.js';

const TARGET_MS = 1000;
const SAMPLED_HANDS = 100_000;

const SIX_DECKS = 'exact dealer odds table, six decks (classic-6d, 10 up-cards)';
const ONE_DECK = 'exact dealer odds table, one deck (home-1d, 10 up-cards)';
const MONTE_CARLO = `Monte Carlo baseline: ${SAMPLED_HANDS.toLocaleString('en')} dealer hands, six decks`;

/** Counts by value of a fresh shoe with one card of the up-card's value dealt face up. */
function shoeWithoutUpcard(decks: number, upcard: CardValue): number[] {
  const counts = [0, ...Array.from({ length: 9 }, () => 4 * decks), 16 * decks];
  counts[upcard] = (counts[upcard] ?? 0) - 1;
  return counts;
}

/**
 * The same six-deck table sampled instead of summed: 10,000 hands per up-card. It is the baseline
 * beside the exact figures, so the note can say what exactness costs (or saves) on this machine.
 */
function monteCarloTable(): void {
  const random = seededRandom(2024);
  for (const upcard of UPCARD_VALUES) {
    const counts = shoeWithoutUpcard(classic6d.shoe.decks, upcard);
    sampleDealerOddsByValue(counts, upcard, classic6d.dealer, SAMPLED_HANDS / UPCARD_VALUES.length, random);
  }
}

export const oddsSuite: BenchSuite = {
  title: 'Exact dealer odds',
  async run(): Promise<Measurement[]> {
    const rows = await measure({
      [SIX_DECKS]: () => dealerOddsTable(classic6d),
      [ONE_DECK]: () => dealerOddsTable(home1d),
      [MONTE_CARLO]: monteCarloTable,
    });
    const baseline = rows.find((row) => row.name === MONTE_CARLO)?.medianMs ?? Number.NaN;
    const beside = (ms: number): string => {
      const ratio = baseline / ms;
      return ratio >= 1
        ? `${ratio.toFixed(1)}× faster than the Monte Carlo baseline`
        : `${(1 / ratio).toFixed(1)}× slower than the Monte Carlo baseline`;
    };
    const notes: Record<string, (ms: number) => string> = {
      [SIX_DECKS]: (ms) => `${ms < TARGET_MS ? 'meets' : 'MISSES'} the 1 s target; ${beside(ms)}`,
      [ONE_DECK]: beside,
      [MONTE_CARLO]: () => 'sampled, standard error about 0.5 percentage points per result',
    };
    return rows.map((row) => ({ ...row, note: notes[row.name]?.(row.medianMs) ?? '' }));
  },
};
