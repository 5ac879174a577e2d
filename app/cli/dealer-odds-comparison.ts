import type { CardValue } from '../../engine/cards/card.js';
import {
  DEALER_RESULTS,
  type DealerOddsTable,
  type DealerResult,
  upcardLabel,
} from '../../engine/odds/dealer-result.js';
import type { SampledOddsTable } from '../../engine/odds/sampled-odds-table.js';
import type { RuleProfile } from '../../engine/rules/profile-schema.js';
import { inKeyOrder, oddsHeading, percent } from './dealer-odds-text.js';
import { textTable } from './text-table.js';

/** The exact dealer odds beside a sampled table, for `sabot odds dealer --simulate N`. */
export interface OddsComparison {
  readonly profile: RuleProfile;
  readonly exact: DealerOddsTable;
  readonly sampled: SampledOddsTable;
  /** Dealer hands sampled for each up-card. */
  readonly trials: number;
  readonly seed: number;
}

export interface ResultComparison {
  readonly exact: number;
  readonly simulated: number;
  /** The sampling error expected of `trials` hands, from the exact probability: √(p(1 − p) / trials). */
  readonly standardError: number;
  /** (simulated − exact) / standardError; null where the result is certain or impossible. */
  readonly differenceInStandardErrors: number | null;
}

function compare(comparison: OddsComparison, upcard: CardValue, result: DealerResult): ResultComparison {
  const exact = comparison.exact.get(upcard)?.[result] ?? Number.NaN;
  const simulated = comparison.sampled.get(upcard)?.[result]?.estimate ?? Number.NaN;
  const standardError = Math.sqrt((exact * (1 - exact)) / comparison.trials);
  const differenceInStandardErrors = standardError > 0 ? (simulated - exact) / standardError : null;
  return { exact, simulated, standardError, differenceInStandardErrors };
}

const upcardsOf = (comparison: OddsComparison): CardValue[] => [...comparison.exact.keys()];

export function comparisonJson(comparison: OddsComparison): unknown {
  const upcards = upcardsOf(comparison).map((upcard): [string, Record<DealerResult, ResultComparison>] => [
    upcardLabel(upcard),
    Object.fromEntries(
      DEALER_RESULTS.map((result) => [result, compare(comparison, upcard, result)]),
    ) as Record<DealerResult, ResultComparison>,
  ]);
  return {
    profile: comparison.profile.id,
    simulated: { trialsPerUpcard: comparison.trials, seed: comparison.seed },
    upcards: inKeyOrder(upcards),
  };
}

/** Three lines per up-card: the exact figure, the sampled one, and their difference in standard errors. */
export function comparisonText(comparison: OddsComparison): string {
  const width = '100.00%'.length;
  const column = (text: string, result: string): string => text.padStart(Math.max(width, result.length));
  const header = ['up-card', '', ...DEALER_RESULTS.map((result) => column(result, result))];
  const rows: string[][] = [];
  for (const upcard of upcardsOf(comparison)) {
    const figures = DEALER_RESULTS.map((result) => compare(comparison, upcard, result));
    const cells = (show: (figure: ResultComparison) => string) =>
      figures.map((figure, index) => column(show(figure), DEALER_RESULTS[index] ?? ''));
    const label = upcardLabel(upcard).padStart('up-card'.length);
    rows.push([label, 'exact', ...cells((figure) => percent(figure.exact))]);
    // A possible result never sampled is 0.00 %, not the dash of an impossible one.
    rows.push([
      '',
      'simulated',
      ...cells((figure) => (figure.exact === 0 ? '—' : asPercent(figure.simulated))),
    ]);
    rows.push(['', 'diff (σ)', ...cells((figure) => signed(figure.differenceInStandardErrors))]);
  }
  const sampled =
    `Simulated: ${comparison.trials.toLocaleString('en')} dealer hands per up-card (seed ${comparison.seed}); ` +
    '"diff (σ)" is simulated minus exact in standard errors of the simulation: most lie within ±2, and a result beyond ±4 deserves a look.';
  return `${oddsHeading(comparison.profile).join('\n')}\n${sampled}\n\n${textTable(header, rows)}\n`;
}

const asPercent = (share: number): string => `${(share * 100).toFixed(2)}%`;

const signed = (sigmas: number | null): string =>
  sigmas === null ? '—' : `${sigmas >= 0 ? '+' : '−'}${Math.abs(sigmas).toFixed(2)}`;
