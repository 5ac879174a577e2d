import { fail, ok, type Result } from './result.js';

/**
 * Money inside the engine is an integer count of minor units (hundredths of a table unit), so
 * 3:2 on 5 is exactly 750 and no sum ever drifts. Table units appear only at the edges: inputs,
 * scripts, JSON and screens.
 */
export type Minor = number;
export const MINOR_PER_UNIT = 100;

export function toMinor(units: number): Result<Minor> {
  const minor = Math.round(units * MINOR_PER_UNIT);
  if (!Number.isFinite(units) || Math.abs(minor - units * MINOR_PER_UNIT) > 1e-6) {
    return fail(`${units} is not an amount the table can hold: use at most two decimals`);
  }
  return ok(minor);
}

export const toUnits = (minor: Minor): number => minor / MINOR_PER_UNIT;

/** A payout ratio such as 3:2 (`{ pays: 3, per: 2 }`). */
export interface PayoutRatio {
  readonly pays: number;
  readonly per: number;
}

/**
 * The winnings a ratio gives on a stake. A fraction of a minor unit cannot be paid in chips; it is
 * rounded down, as a croupier pays to the smallest chip (the house keeps the fraction).
 */
export const winnings = (stake: Minor, ratio: PayoutRatio): Minor =>
  Math.floor((stake * ratio.pays) / ratio.per);

export const formatUnits = (minor: Minor): string => {
  const units = toUnits(minor);
  return Number.isInteger(units) ? String(units) : units.toFixed(2);
};
