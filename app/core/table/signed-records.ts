import { type Message, say } from '../../../engine/refusals/message.js';
import type { InputOf, TableInput, TableInputType } from '../../../engine/round/inputs.js';
import type { EventSource } from '../log/event-types.js';

/** The records of the books the croupier and the pit boss sign: each needs both PINs at a live table. */
export type BooksRecordType = 'table-open' | 'table-close' | 'fill' | 'credit' | 'slip-void';
/** The changes the pit boss makes with the pit boss PIN alone. */
export type TableChangeType = 'limits' | 'croupier' | 'buy-in-void';

const BOOKS_RECORDS: readonly TableInputType[] = ['table-open', 'table-close', 'fill', 'credit', 'slip-void'];
const TABLE_CHANGES: readonly TableInputType[] = ['limits', 'croupier', 'buy-in-void'];

/**
 * Where a record may name its signatures itself: a table script (`sabot play`) and the offline
 * simulation write a log after the fact, with the names on the sheet. Everything that reaches a
 * live table (the croupier's buttons, keyed lines, a dashboard's socket or IPC, the shoe) goes
 * through the pit boss's desk, which signs with the names behind the PINs it checked.
 */
const SIGNS_ITSELF: ReadonlySet<EventSource> = new Set<EventSource>(['script', 'simulator']);

/** What a record or change does, as a wrong PIN's sentence and a refusal name it. */
export function actionOf(input: InputOf<BooksRecordType | TableChangeType>): Message {
  switch (input.type) {
    case 'table-open':
      return say('books.action-table-open');
    case 'table-close':
      return say('books.action-table-close');
    case 'fill':
      return say('books.action-fill', { slip: input.slip });
    case 'credit':
      return say('books.action-credit', { slip: input.slip });
    case 'slip-void':
      return say('books.action-slip-void', { slip: input.slip });
    case 'limits':
      return say('books.action-limits', { min: input.min, max: input.max });
    case 'croupier':
      return say('books.action-croupier', { name: input.name });
    case 'buy-in-void':
      return say('books.action-buy-in-void', { buyIn: input.buyIn });
    default: {
      const unknown: never = input;
      throw new Error(`no action for ${JSON.stringify(unknown)}`);
    }
  }
}

const isBooksRecord = (input: TableInput): input is InputOf<BooksRecordType> =>
  BOOKS_RECORDS.includes(input.type);
const isTableChange = (input: TableInput): input is InputOf<TableChangeType> =>
  TABLE_CHANGES.includes(input.type);
/** The register's changes and a croupier's duty: each behind the PIN of the person concerned. */
const STAFF_INPUTS: readonly TableInputType[] = [
  'staff',
  'staff-roles',
  'staff-disable',
  'sign-in',
  'sign-out',
];

/** Why an input that needs the PINs cannot come from `source` without them; null when it may. */
export function unsignedRefusal(input: TableInput, source: EventSource): Message | null {
  if (SIGNS_ITSELF.has(source)) return null;
  if (isBooksRecord(input)) return say('books.needs-pins', { action: actionOf(input) });
  if (isTableChange(input)) return say('books.needs-pit-boss-pin', { action: actionOf(input) });
  if (STAFF_INPUTS.includes(input.type)) return say('staff.needs-pin');
  return null;
}
