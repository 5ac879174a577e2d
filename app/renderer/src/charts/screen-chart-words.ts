import { useText, useWords } from '../i18n/words';
import type { BankChartWords } from './BankChart';
import { amount, bankSentence } from './series';

/** The croupier's bank chart in the screen's words, amounts in the language's money format. */
export function useScreenBankWords(): BankChartWords {
  const words = useWords();
  const t = useText('screen');
  return {
    empty: t('chart.bank-none'),
    title: (home) => t('chart.caption', { title: t(home ? 'chart.bank-home' : 'chart.bank-house') }),
    start: t('chart.start'),
    round: (round) => t('chart.round', { round }),
    toppedUp: (round, units) => t('chart.topped-up', { round, amount: amount(units, false, words) }),
    voided: (round) => t('chart.void', { round }),
    amount: (units, signed) => amount(units, signed, words),
    sentence: (series) => bankSentence(series, words),
  };
}
