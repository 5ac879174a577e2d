import type { Minor } from '../money.js';

/**
 * The count of a table's drop box, as the count team records it: what the box held, by kind and
 * denomination. A casino's revenue is the counted drop, not the buy-ins keyed at the table; the
 * difference between the two is where miskeyed buy-ins, lost cash and theft show.
 */

/** What a count line holds: notes (and coins) by denomination, markers and other instruments by amount. */
export const COUNT_KINDS = ['note', 'coin', 'marker', 'other'] as const;
export type CountKind = (typeof COUNT_KINDS)[number];

/** The kinds counted by denomination: their amount is the denomination times the quantity. */
export const BY_DENOMINATION: ReadonlySet<CountKind> = new Set(['note', 'coin']);

export interface CountLine {
  readonly kind: CountKind;
  /** A note's or coin's face value; null for a marker or another instrument, counted by amount. */
  readonly denomination: Minor | null;
  readonly quantity: number;
  readonly amount: Minor;
}

/** One drop box of one table and gaming day, counted. */
export interface BoxCount {
  readonly day: string;
  readonly table: string;
  /** The box's own number, as stencilled on it: it is what the count sheet names. */
  readonly box: string;
  readonly lines: readonly CountLine[];
}

/** The house's default tolerance between the counted and the recorded drop, in per cent. */
export const DEFAULT_COUNT_TOLERANCE = 2;

export const countedAmount = (lines: readonly CountLine[]): Minor =>
  lines.reduce((sum, line) => sum + line.amount, 0);

/** The counted drop beside the recorded one (the buy-ins keyed at the table) and whether it is flagged. */
export interface CountVariance {
  readonly recorded: Minor;
  readonly counted: Minor;
  /** Counted − recorded: short when negative, over when positive. */
  readonly variance: Minor;
  /** The variance as a share of the recorded drop, in per cent to two places; null on no recorded drop. */
  readonly percent: number | null;
  /** Beyond the tolerance either way, or any difference on a table that recorded no drop. */
  readonly flagged: boolean;
}

export function countVariance(recorded: Minor, counted: Minor, tolerancePercent: number): CountVariance {
  const variance = counted - recorded;
  if (recorded === 0) return { recorded, counted, variance, percent: null, flagged: variance !== 0 };
  const percent = Math.round((variance / recorded) * 10_000) / 100;
  // Compared in minor units, not on the rounded per cent: a variance exactly at the tolerance is
  // within it, one cent beyond it is not.
  const flagged = Math.abs(variance) * 100 > tolerancePercent * recorded;
  return { recorded, counted, variance, percent, flagged };
}

/**
 * The table's win once its box is counted: the recorded win moved by the variance (cash the box held
 * beyond the keyed buy-ins was won, cash missing from it was not), and the hold on the counted drop.
 */
export function winOnCount(recordedWin: Minor, variance: CountVariance): { win: Minor; hold: number | null } {
  const win = recordedWin + variance.variance;
  return { win, hold: variance.counted === 0 ? null : Number((win / variance.counted).toFixed(4)) };
}
