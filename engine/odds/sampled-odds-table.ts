import type { CardValue } from '../cards/card.js';
import type { RandomSource } from '../random/seeded.js';
import type { RuleProfile } from '../rules/profile-schema.js';
import { freshShoe, remainingByValue } from '../shoe/composition.js';
import { UPCARD_VALUES } from './dealer-result.js';
import { type DealerOddsEstimate, sampleDealerOddsByValue } from './monte-carlo.js';

/** Sampled odds for every up-card, ace first, as `dealerOddsTable` gives the exact ones. */
export type SampledOddsTable = ReadonlyMap<CardValue, DealerOddsEstimate>;

/**
 * The Monte Carlo counterpart of `dealerOddsTable`: for each up-card taken out of a fresh shoe,
 * `trials` dealer hands played out. One generator serves the up-cards in turn (ace, 2 … 10), so
 * the same seed always gives the same table.
 */
export function sampledDealerOddsTable(
  profile: RuleProfile,
  trials: number,
  random: RandomSource,
): SampledOddsTable {
  const counts = remainingByValue(freshShoe(profile.shoe.decks));
  const table = new Map<CardValue, DealerOddsEstimate>();
  for (const upcard of UPCARD_VALUES) {
    const withoutUpcard = counts.slice();
    withoutUpcard[upcard] = (withoutUpcard[upcard] ?? 0) - 1;
    table.set(upcard, sampleDealerOddsByValue(withoutUpcard, upcard, profile.dealer, trials, random));
  }
  return table;
}
