import { z } from 'zod';
import { booksRecordInputs, tableChangeInputs } from '../../engine/round/inputs.js';
import { operator, pin } from './credentials.js';
import type { WireOf } from './wire-shape.js';

/**
 * The pit boss's requests on the table's books. The live table signs each record itself with the
 * names behind the PINs it checks, so a record arrives without the `by` a table script writes.
 */
const [tableOpen, tableClose, fill, credit, slipVoid] = booksRecordInputs;

export const booksRecordSchema = z.discriminatedUnion('type', [
  tableOpen.omit({ by: true }),
  tableClose.omit({ by: true }),
  fill.omit({ by: true }),
  credit.omit({ by: true }),
  slipVoid.omit({ by: true }),
]);

/**
 * An opener, closer, fill, credit or void: the supervisor (the pit boss, with the pit boss's PIN)
 * and the croupier on duty (with the croupier PIN) sign it; a fill or credit also names the cage's
 * cashier and the runner who carried the chips.
 */
export const recordBooksRequest = z
  .strictObject({
    input: booksRecordSchema,
    supervisor: operator,
    supervisorPin: pin,
    croupierPin: pin,
    /** Who signs for the croupier when the table has no croupier on duty yet; else the one on duty. */
    croupier: operator.optional(),
    cashier: operator.optional(),
    runner: operator.optional(),
  })
  .refine(
    (request) =>
      (request.input.type !== 'fill' && request.input.type !== 'credit') ||
      (request.cashier !== undefined && request.runner !== undefined),
    { message: 'a fill or a credit names the cashier and the runner', path: ['cashier'] },
  );

/** A limit change or a change of croupier, behind the pit boss's PIN (a buy-in is the croupier's, through submitInput). */
export const changeTableRequest = z.strictObject({
  input: z.discriminatedUnion('type', [...tableChangeInputs]),
  operator,
  pin,
});

export const gamingDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a gaming day is written YYYY-MM-DD');
const month = z.string().regex(/^\d{4}-\d{2}$/, 'a month is written YYYY-MM');

/** A gaming day, or a month to date; neither: the gaming day of the log's last fact. */
export const shiftReportRequest = z
  .strictObject({ day: gamingDay.optional(), month: month.optional() })
  .refine((request) => request.day === undefined || request.month === undefined, {
    message: 'a shift report is of a day or of a month, not both',
  });

export type BooksRecord = WireOf<typeof booksRecordSchema>;
