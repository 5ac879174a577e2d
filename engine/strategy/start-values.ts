import type { CardValue } from '../cards/card.js';
import type { RuleProfile } from '../rules/profile-schema.js';
import { type DealerOutlook, dealerOutlook } from './dealer-outlook.js';
import { type HandValues, handValues, type TotalState, withCard } from './hand-values.js';
import { splitValue } from './split-value.js';

/**
 * The values of a first decision on two cards, from the cards left once the up-card and those two
 * cards are out. The card a hit, a double or a split hand draws first is taken out exactly (the
 * dealer's odds are computed again without it); from then on every draw comes from that
 * composition. On one deck the first removal is what moves close plays such as A-8 against a 6.
 */
export interface StartValues {
  readonly outlook: DealerOutlook;
  stand(total: number): number;
  hit(state: TotalState): number;
  double(state: TotalState): number;
  split(pairValue: CardValue): number;
}

/** Hand values for one composition (counts by value, index 1 = aces … 10). */
export type ValuesAt = (counts: readonly number[]) => { outlook: DealerOutlook; values: HandValues };

/**
 * A memo of hand values by composition for one up-card: the starts of a chart share most of their
 * three-card compositions, and each composition costs one exact dealer-odds computation.
 */
export function valuesByComposition(profile: RuleProfile, upcard: CardValue): ValuesAt {
  const memo = new Map<string, { outlook: DealerOutlook; values: HandValues }>();
  return (counts) => {
    const key = counts.join(',');
    const known = memo.get(key);
    if (known) return known;
    const outlook = dealerOutlook(profile, upcard, counts);
    const made = { outlook, values: handValues(outlook, profile.player) };
    memo.set(key, made);
    return made;
  };
}

export function startValues(
  counts: readonly number[],
  valuesAt: ValuesAt,
  profile: RuleProfile,
): StartValues {
  const { outlook, values } = valuesAt(counts);
  const withoutCard = (card: number): number[] => {
    const fewer = counts.slice();
    fewer[card] = (fewer[card] ?? 0) - 1;
    return fewer;
  };
  // The hand values once `card` has come out: the hand and the dealer both play without it.
  const afterCard = (card: number): HandValues => valuesAt(withoutCard(card)).values;
  const overFirstCard = (valueAfter: (card: number, after: HandValues) => number): number => {
    let value = 0;
    for (let card = 1; card <= 10; card++) {
      const chance = outlook.draw[card] ?? 0;
      if (chance > 0) value += chance * valueAfter(card, afterCard(card));
    }
    return value;
  };
  const landing = (state: TotalState, card: number): TotalState | null => withCard(state, card);

  return {
    outlook,
    stand: (total) => values.stand(total),
    hit: (state) =>
      overFirstCard((card, after) => {
        const next = landing(state, card);
        return next === null ? -1 : after.playOn(next);
      }),
    double: (state) =>
      2 *
      overFirstCard((card, after) => {
        const next = landing(state, card);
        return next === null ? -1 : after.stand(next.total);
      }),
    split: (pairValue) => splitValue(pairValue, outlook, afterCard, profile),
  };
}
