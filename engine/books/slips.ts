import { type Refusal, say } from '../refusals/message.js';
import type { SlipKind, SlipSeries, TableBooks } from './types.js';

/** A fill slip reads F-0007, a credit slip C-0012: the cage's two serially numbered forms. */
export const SLIP_PREFIX: Readonly<Record<SlipKind, string>> = { fill: 'F', credit: 'C' };

const SLIP = /^([A-Z])-(\d{1,9})$/;

/**
 * The most digits a series' first slip may have, as the cage's forms are printed: a series begun
 * there runs on, its numbers growing into the form's spare digits, for a billion slips; a first
 * slip of nine digits would leave it no next number.
 */
export const FIRST_SLIP_DIGITS = 6;

/** A slip number read: its prefix, its number and how many digits its form prints. */
export function readSlip(slip: string): { prefix: string; number: number; digits: number } | null {
  const match = SLIP.exec(slip);
  if (!match) return null;
  const [, prefix = '', digits = ''] = match;
  return { prefix, number: Number(digits), digits: digits.length };
}

/** The slip number a series expects next, as its forms print it; null before its first slip. */
export function expectedSlip(series: SlipSeries): string | null {
  if (!series.next) return null;
  return `${series.prefix}-${String(series.next.number).padStart(series.next.digits, '0')}`;
}

/** The kind of slip a number belongs to by its prefix, or null. */
export const kindOfSlip = (slip: string): SlipKind | null => {
  const read = readSlip(slip);
  if (!read) return null;
  if (read.prefix === SLIP_PREFIX.fill) return 'fill';
  return read.prefix === SLIP_PREFIX.credit ? 'credit' : null;
};

/**
 * Why a new slip of `kind` cannot take this number, or null: slips are gapless and never reused,
 * so a series takes any number for its first slip and then exactly the next one (a spoiled form
 * is voided to keep the series whole).
 */
export function newSlipRefusal(books: TableBooks, kind: SlipKind, slip: string): Refusal | null {
  const read = readSlip(slip);
  const prefix = SLIP_PREFIX[kind];
  if (!read || read.prefix !== prefix)
    return say(kind === 'fill' ? 'books.fill-slip-form' : 'books.credit-slip-form', { slip });
  const expected = expectedSlip(books.series[kind]);
  if (books.slips[slip]) return say('books.slip-reused', { slip, expected: expected ?? slip });
  if (expected !== null && expected !== slip) return say('books.slip-out-of-sequence', { slip, expected });
  if (expected === null && read.digits > FIRST_SLIP_DIGITS)
    return say('books.slip-too-wide', { slip, digits: FIRST_SLIP_DIGITS });
  return null;
}

/** The series after a slip of it is used (recorded, or voided as a spoiled form). */
export function seriesAfter(series: SlipSeries, slip: string): SlipSeries {
  const read = readSlip(slip);
  return read ? { prefix: series.prefix, next: { number: read.number + 1, digits: read.digits } } : series;
}
