import type { BankChartWords } from '../charts/BankChart';
import { signedMoney, unitsToMinor, useReviewWords } from './review-words';

/** The bank's chart above the round list, in the review's words and the language's money. */
export function useBankChartWords(): BankChartWords {
  const words = useReviewWords();
  const { t, money } = words;
  const amount = (units: number, signed = false) =>
    signed ? signedMoney(words, unitsToMinor(units)) : money(unitsToMinor(units));
  return {
    empty: t('review.chart.empty'),
    title: (home) => t(home ? 'review.chart.bank' : 'review.chart.house'),
    start: t('review.chart.start'),
    round: (round) => t('review.chart.round', { round }),
    toppedUp: (round, units) => t('review.chart.topped-up', { round, amount: amount(units) }),
    voided: (round) => t('review.chart.void', { round }),
    amount,
    sentence: ({ home, points, baseline }) => {
      const last = points.at(-1);
      if (!last) return t('review.chart.empty');
      return home
        ? t('review.chart.sentence-bank', {
            round: last.round,
            amount: amount(last.value),
            start: amount(baseline),
          })
        : t('review.chart.sentence-house', { round: last.round, amount: amount(last.value, true) });
    },
  };
}
