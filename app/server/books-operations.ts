import type { Outcome, ReplyOf, RequestOf } from '../contract.js';
import type { OperationContext } from './served-table.js';

const notYet: Outcome = { ok: false, reason: 'this table service does not record the books yet' };

/** The pit boss's books: signed records, limit and croupier changes, the shift report. */
export const booksOperations = {
  recordBooks: (_: RequestOf<'recordBooks'>, _context: OperationContext): Outcome => notYet,
  changeTable: (_: RequestOf<'changeTable'>, _context: OperationContext): Outcome => notYet,
  shiftReport: (_: RequestOf<'shiftReport'>, _context: OperationContext): ReplyOf<'shiftReport'> => {
    throw new Error('the shift report is not built yet');
  },
};
