import { type Refusal, say } from './refusals/message.js';
import { ok, type Result, refuse } from './result.js';

/**
 * Money inside the engine is an integer count of minor units (hundredths of a table unit), so
 * 3:2 on 5 is exactly 750 and no sum ever drifts. Table units appear only at the edges: inputs,
 * scripts, JSON and screens.
 */
export type Minor = number;
export const MINOR_PER_UNIT = 100;

/**
 * The largest amount the table holds, 9 999 999 999 999.99 units: 15 digits, the most a JavaScript
 * number carries from a script's or a request's text to the cent (`90071992547409.91`, near 2^53
 * minor units, reads back as …409.9). Below it every amount is exact, and sums of amounts stay
 * exact integers far beyond it (up to 2^53 − 1 minor units).
 */
export const MAX_MINOR = 999_999_999_999_999;
/** The same bound in table units, for schemas. */
export const MAX_UNITS = MAX_MINOR / MINOR_PER_UNIT;

/**
 * Table units to minor units, exactly: read from the number's own decimal text (`0.29` is
 * "0.29", not 0.28999…), so an amount with more than two decimals or beyond `MAX_MINOR` is
 * refused instead of rounded.
 */
export function toMinor(units: number): Result<Minor> {
  const refusal = unitsRefusal(units);
  return refusal ? refuse(refusal) : ok(minorOf(units));
}

/** Why `units` is no amount the table can hold, or null: too many decimals, too large, not finite. */
export function unitsRefusal(units: number): Refusal | null {
  if (!Number.isFinite(units) || Math.abs(units) > MAX_UNITS)
    return say('amount.too-large', { amount: String(units), max: formatUnits(MAX_MINOR) });
  const decimals = /^-?\d+(?:\.(\d+))?$/.exec(String(units));
  // Exponent notation below 1e21 means a tiny fraction (5e-7): too precise.
  if (!decimals || (decimals[1]?.length ?? 0) > 2)
    return say('amount.too-precise', { amount: String(units) });
  return null;
}

/** Checked by `unitsRefusal` first: the decimal text of at most two decimals, as an integer. */
function minorOf(units: number): Minor {
  const [whole = '0', cents = ''] = String(Math.abs(units)).split('.');
  const minor = Number(whole) * MINOR_PER_UNIT + Number(cents.padEnd(2, '0'));
  return units < 0 ? -minor : minor;
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
 *
 * Exact in integers: `stake × pays` can pass 2^53 (a large stake at 1000:1) where a float product
 * rounds, so the stake is cut into whole `per`s and a remainder below `per`, each product exact
 * for any winnings the table can hold (see `largestPayableStake`).
 */
export function winnings(stake: Minor, ratio: PayoutRatio): Minor {
  const remainder = stake % ratio.per;
  const wholes = (stake - remainder) / ratio.per;
  return wholes * ratio.pays + Math.floor((remainder * ratio.pays) / ratio.per);
}

/**
 * The most a stake may be for `ratio` to pay it within what the table holds (`MAX_MINOR`): whole
 * `per`s up to the most the table can pay, so that every payout stays an exact amount.
 */
export const largestPayableStake = (ratio: PayoutRatio): Minor =>
  Math.floor(MAX_MINOR / ratio.pays) * ratio.per;

/** Minor units as table units, to the cent and exactly (integer arithmetic, no float division). */
export const formatUnits = (minor: Minor): string => {
  const sign = minor < 0 ? '-' : '';
  const magnitude = Math.abs(minor);
  const cents = magnitude % MINOR_PER_UNIT;
  const whole = (magnitude - cents) / MINOR_PER_UNIT;
  return cents === 0 ? `${sign}${whole}` : `${sign}${whole}.${String(cents).padStart(2, '0')}`;
};
