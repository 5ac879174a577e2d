import { expectedSlip } from '../books/slips.js';
import type { TableStatus } from '../books/types.js';
import { toUnits } from '../money.js';
import type { TableContext } from '../round/types.js';

/** The table's books as a screen's header and the pit boss's forms need them, in table units. */
export interface BooksSeen {
  readonly status: TableStatus;
  /** The croupier on duty; null until one is named. */
  readonly croupier: string | null;
  /** The chip values the tray holds, smallest first: the count form's rows. */
  readonly chipSet: readonly number[];
  /** Limits changed during a round, in force from the next one; null when none wait. */
  readonly nextLimits: { readonly minStake: number; readonly maxStake: number } | null;
  /** While the table stays open after an opener that differed from the last closer: both counts. */
  readonly openerDiffers: { readonly opener: number; readonly closer: number } | null;
  /** The slip number each series expects next; null before its first slip (any number may start it). */
  readonly nextSlip: { readonly fill: string | null; readonly credit: string | null };
}

export function booksSeen(context: TableContext): BooksSeen {
  const { books } = context;
  return {
    status: books.status,
    croupier: books.croupier,
    chipSet: books.chipSet.map((value) => toUnits(value)),
    nextLimits: books.nextLimits && {
      minStake: toUnits(books.nextLimits.min),
      maxStake: toUnits(books.nextLimits.max),
    },
    openerDiffers: books.openerDiffers && {
      opener: toUnits(books.openerDiffers.opener),
      closer: toUnits(books.openerDiffers.closer),
    },
    nextSlip: { fill: expectedSlip(books.series.fill), credit: expectedSlip(books.series.credit) },
  };
}
