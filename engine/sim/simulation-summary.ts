import type { TallyTotals } from './round-tally.js';

/**
 * What a simulation reports: the players' expected net per round per unit of initial stake (a
 * negative `ev` is the house edge) and its standard error, both from the per-round figures.
 */
export interface SimulationSummary extends Omit<TallyTotals, 'netSum' | 'netSquareSum'> {
  readonly ev: number;
  /** Standard error of `ev`: the sample standard deviation of a round's share over √rounds. */
  readonly stderr: number;
  /** Standard deviation of one round's net per unit of initial stake. */
  readonly roundStdDev: number;
}

const COUNTS = [
  'rounds',
  'hands',
  'blackjacks',
  'dealerBlackjacks',
  'doubles',
  'splits',
  'surrenders',
  'insurances',
  'evenMoney',
  'handsWon',
  'handsPushed',
  'handsLost',
  'shoes',
  'playersReplaced',
  'sessions',
] as const;

/** The parts of one run (one per worker) as a single tally: every sum is exact, so the order does not matter. */
export function mergeTotals(parts: readonly TallyTotals[]): TallyTotals {
  const stakes = new Set(parts.filter((part) => part.rounds > 0).map((part) => part.stakePerRound));
  if (stakes.size > 1) throw new Error(`the parts of a run staked differently per round: ${[...stakes]}`);
  const counts = Object.fromEntries(
    COUNTS.map((name) => [name, parts.reduce((sum, part) => sum + part[name], 0)]),
  ) as Record<(typeof COUNTS)[number], number>;
  return {
    ...counts,
    stakePerRound: [...stakes][0] ?? 0,
    netSum: String(parts.reduce((sum, part) => sum + BigInt(part.netSum), 0n)),
    netSquareSum: String(parts.reduce((sum, part) => sum + BigInt(part.netSquareSum), 0n)),
  };
}

/**
 * Mean and standard error of x = net / stake over the rounds. With n rounds, S = Σ net and
 * Q = Σ net², the sample variance of x is (nQ − S²) / (n(n − 1) stake²); the numerator is formed
 * in integers, so no cancellation loses digits however long the run.
 */
export function summarize(totals: TallyTotals): SimulationSummary {
  const { netSum, netSquareSum, ...rest } = totals;
  const n = totals.rounds;
  const stake = totals.stakePerRound;
  const sum = BigInt(netSum);
  const ev = n > 0 && stake > 0 ? Number(sum) / (n * stake) : Number.NaN;
  let variance = Number.NaN;
  if (n > 1 && stake > 0) {
    const numerator = BigInt(n) * BigInt(netSquareSum) - sum * sum;
    variance = Number(numerator) / (n * (n - 1) * stake * stake);
  }
  return { ...rest, ev, stderr: Math.sqrt(variance / n), roundStdDev: Math.sqrt(variance) };
}
