import type { CardValue } from '../cards/card.js';
import type { RuleProfile } from '../rules/profile-schema.js';
import type { DealerOutlook } from './dealer-outlook.js';
import { type HandValues, type TotalState, withCard } from './hand-values.js';

/**
 * Where the profile sets no limit on split hands, resplits are counted up to this many hands: a
 * ninth hand needs six more pair cards in a row, too rare to move any decision.
 */
export const UNLIMITED_HANDS_COUNTED = 8;

/**
 * The hands a split is followed up to: the profile's limit, and never more than an unlimited
 * table is counted to. A limit above that changes nothing the analysis can see, and bounding it
 * here bounds the recursion and the memo whatever profile reaches this code.
 */
export const handsCounted = (split: RuleProfile['split']): number =>
  Math.min(split.maxHands ?? UNLIMITED_HANDS_COUNTED, UNLIMITED_HANDS_COUNTED);

/**
 * The value, in original stakes, of splitting a pair of `pairValue` against this up-card.
 *
 * Each split hand is valued on its own: its second card is taken out of the shoe, and from then on
 * it draws from that composition; cards drawn to one hand are not taken out for the next. Resplits
 * are approximated the same way: a hand that draws another card of the pair is resplit where the
 * profile lets it and that is worth more than playing the pair as a total, every hand being worth
 * the same whatever the others drew, and the number of hands is followed up to `split.maxHands`. A split hand may double if `double.afterSplit` says so; split aces take one
 * card and stand (the statechart ends a split ace at its second card, so `double.onSplitAces`
 * never comes into play).
 */
export function splitValue(
  pairValue: CardValue,
  outlook: DealerOutlook,
  valuesAfterCard: (card: number) => HandValues,
  profile: RuleProfile,
): number {
  const { split } = profile;
  const aces = pairValue === 1;
  const handValue = (secondCard: number): number =>
    (outlook.draw[secondCard] ?? 0) === 0
      ? 0
      : splitHandValue(pairValue, secondCard, valuesAfterCard(secondCard), profile);
  // A card that pairs again: at a rank table only a ten of the same rank (one in four tens).
  const pairChance =
    (outlook.draw[pairValue] ?? 0) * (split.pairsBy === 'rank' && pairValue === 10 ? 1 / 4 : 1);
  let anySecondCard = 0;
  for (let card = 1; card <= 10; card++) anySecondCard += (outlook.draw[card] ?? 0) * handValue(card);
  const pairedValue = handValue(pairValue);
  // The mean value of a split hand whose second card does not pair it again.
  const unpairedValue = (anySecondCard - pairChance * pairedValue) / (1 - pairChance);
  const mostHands = handsCounted(split);
  const mayResplit = (hands: number): boolean => hands < mostHands && (!aces || split.resplitAces);

  // Value of `waiting` hands still to receive their second card, with `hands` on the box so far.
  const memo = new Map<number, number>();
  const handsToFinish = (waiting: number, hands: number): number => {
    if (waiting === 0) return 0;
    const key = waiting * 100 + hands;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const keepPair = pairedValue + handsToFinish(waiting - 1, hands);
    const onPair = mayResplit(hands) ? Math.max(handsToFinish(waiting + 1, hands + 1), keepPair) : keepPair;
    const value =
      (1 - pairChance) * (unpairedValue + handsToFinish(waiting - 1, hands)) + pairChance * onPair;
    memo.set(key, value);
    return value;
  };
  return handsToFinish(2, 2);
}

/** One split hand once its second card has come, played at best without a further split. */
function splitHandValue(
  pairValue: CardValue,
  secondCard: number,
  values: HandValues,
  profile: RuleProfile,
): number {
  const first: TotalState = pairValue === 1 ? { total: 11, soft: true } : { total: pairValue, soft: false };
  const state = withCard(first, secondCard);
  if (state === null) throw new Error('two cards cannot bust');
  if (pairValue === 1) return values.stand(state.total);
  const playing = values.playOn(state);
  const { double, player } = profile;
  const mayDouble =
    double.allowed &&
    double.afterSplit &&
    (double.totals === null || double.totals.includes(state.total)) &&
    !(player.standsOn21 && state.total === 21);
  return mayDouble ? Math.max(playing, values.double(state)) : playing;
}
