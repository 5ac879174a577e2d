import { type CashRecords, cashRecords } from '../../../engine/compliance/cash-records.js';
import type { Jurisdiction } from '../../../engine/compliance/jurisdictions.js';
import type { TableCash } from './table-cash.js';

/**
 * The cash records of one table or of a pit's tables together (a patron is the same card at every
 * table), of one gaming day or of every day the tables hold; a patron's stakes for the review's
 * "little play" added across the tables.
 */
export function cashRecordsOf(
  tables: readonly TableCash[],
  jurisdiction: Jurisdiction,
  day?: string,
): CashRecords {
  const inDay = tables.flatMap((cash) =>
    cash.transactions.filter((one) => day === undefined || one.day === day),
  );
  const stakesOf = (player: string, on: string) =>
    tables.reduce((sum, cash) => sum + (cash.stakesOf(player, on) ?? 0), 0);
  return cashRecords(inDay, jurisdiction, stakesOf);
}

/** The gaming days the tables' cash falls in, newest first. */
export const cashDays = (tables: readonly TableCash[]): string[] =>
  [...new Set(tables.flatMap((cash) => cash.transactions.map((one) => one.day)))].sort().reverse();
