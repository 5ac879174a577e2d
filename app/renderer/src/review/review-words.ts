import type { FactPlace } from '../../../contract';
import type { KeyOf, Params } from '../../../i18n';
import { useText, useWords } from '../i18n/words';

/** What the review's words need of the language: its sentences, and money in table units. */
export interface ReviewWords {
  readonly t: (key: KeyOf<'review'>, params?: Params) => string;
  /** Integer minor units as table units, in the language's format. */
  readonly money: (minor: number) => string;
}

/** The wire's reports carry table units (at most two decimals); money() takes minor units. */
const MINOR_PER_UNIT = 100;
export const unitsToMinor = (units: number): number => Math.round(units * MINOR_PER_UNIT);

/** A net as the pit boss reads it: "+25", "−10", "0". */
export function signedMoney(words: ReviewWords, minor: number): string {
  const sign = minor > 0 ? '+' : minor < 0 ? '−' : '';
  return `${sign}${words.money(Math.abs(minor))}`;
}

/** Every bettor's net, in table units: "ann +25, box1 −10". */
export const netsText = (
  words: ReviewWords,
  nets: Readonly<Record<string, number>>,
  toMinor = unitsToMinor,
) =>
  Object.entries(nets)
    .map(([bettor, amount]) => `${bettor} ${signedMoney(words, toMinor(amount))}`)
    .join(', ');

/** "box 3 hand 1", or the hand on turn where the log does not say. */
export const handSaid = (words: ReviewWords, at: FactPlace | null): string =>
  at?.kind === 'hand'
    ? words.t('review.place.hand', { box: at.box, hand: at.hand })
    : words.t('review.place.on-turn');

/** The review's words in the language of the page. */
export function useReviewWords(): ReviewWords {
  const t = useText('review');
  const { money } = useWords();
  return { t, money };
}
