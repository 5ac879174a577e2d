import type { Minor } from '../money.js';
import type { EventOf } from '../round/events.js';
import type { TableContext, TableLimits } from '../round/types.js';
import { roundUntouched } from './books-rules.js';
import { inventoryTotal, sameInventory } from './chip-set.js';
import { kindOfSlip, seriesAfter } from './slips.js';
import type { BooksConfig, SlipKind, TableBooks } from './types.js';

/** A buy-in above ten times the table's maximum is asked again, unless the table says otherwise. */
export const DEFAULT_BUY_IN_CONFIRM_TIMES = 10;

/** The books of a table just opened (in the log's sense: its rules and configuration recorded). */
export const newBooks = (chipSet: readonly Minor[], config: BooksConfig = {}): TableBooks => ({
  status: 'never-opened',
  chipSet,
  croupier: null,
  nextLimits: null,
  lastCloser: null,
  openerDiffers: null,
  series: { fill: { prefix: 'F', next: null }, credit: { prefix: 'C', next: null } },
  slips: {},
  buyIns: { sold: 0, voided: [] },
  buyInConfirmTimes: config.buyInConfirmTimes ?? DEFAULT_BUY_IN_CONFIRM_TIMES,
  identifyAbove: config.identifyAbove ?? null,
});

type Books = Pick<TableContext, 'books'> & Partial<Pick<TableContext, 'limits'>>;

/** The opener: the table opens; a count that differs from the last closer stays an alarm until the close. */
export function countOpener(context: TableContext, event: EventOf<'OpenerCounted'>): Books {
  const { books } = context;
  const last = books.lastCloser;
  const differs =
    last !== null && !sameInventory(last, event.inventory)
      ? { opener: inventoryTotal(event.inventory), closer: inventoryTotal(last) }
      : null;
  return {
    books: {
      ...books,
      status: 'open',
      openerDiffers: differs,
      croupier: books.croupier ?? event.by.croupier,
    },
  };
}

export const countCloser = (context: TableContext, event: EventOf<'CloserCounted'>): Books => ({
  books: { ...context.books, status: 'closed', lastCloser: event.inventory, openerDiffers: null },
});

function withSlipUsed(books: TableBooks, kind: SlipKind, slip: string, voided: boolean): TableBooks {
  const known = books.slips[slip];
  return {
    ...books,
    series: known ? books.series : { ...books.series, [kind]: seriesAfter(books.series[kind], slip) },
    slips: { ...books.slips, [slip]: { kind, void: voided } },
  };
}

export const recordCageSlip = (
  context: TableContext,
  event: EventOf<'FillReceived'> | EventOf<'CreditSent'>,
): Books => ({
  books: withSlipUsed(context.books, event.type === 'FillReceived' ? 'fill' : 'credit', event.slip, false),
});

export function voidSlip(context: TableContext, event: EventOf<'SlipVoided'>): Books {
  const kind = context.books.slips[event.slip]?.kind ?? kindOfSlip(event.slip) ?? 'fill';
  return { books: withSlipUsed(context.books, kind, event.slip, true) };
}

/** A buy-in takes the next number of the table's series. */
export const sellChips = (books: TableBooks): TableBooks => ({
  ...books,
  buyIns: { ...books.buyIns, sold: books.buyIns.sold + 1 },
});

export const voidBuyIn = (books: TableBooks, event: EventOf<'BuyInVoided'>): TableBooks => ({
  ...books,
  buyIns: { ...books.buyIns, voided: [...books.buyIns.voided, event.buyIn] },
});

/** New limits: at once on a round that has taken nothing yet, else from the next round. */
export function changeLimits(context: TableContext, event: EventOf<'LimitsChanged'>): Books {
  if (roundUntouched(context.round))
    return { limits: event.limits, books: { ...context.books, nextLimits: null } };
  return { books: { ...context.books, nextLimits: event.limits } };
}

export const changeCroupier = (context: TableContext, event: EventOf<'CroupierChanged'>): Books => ({
  books: { ...context.books, croupier: event.name },
});

/** The limits the next round plays under, and the books without the change once it is applied. */
export function limitsOfNextRound(context: TableContext): { limits: TableLimits; books: TableBooks } {
  const { books } = context;
  if (!books.nextLimits) return { limits: context.limits, books };
  return { limits: books.nextLimits, books: { ...books, nextLimits: null } };
}
