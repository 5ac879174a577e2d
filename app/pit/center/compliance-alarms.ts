import Database from 'better-sqlite3';
import {
  type CashTransaction,
  cashRecords,
  type PatronDay,
} from '../../../engine/compliance/cash-records.js';
import type { Jurisdiction } from '../../../engine/compliance/jurisdictions.js';
import { toUnits } from '../../../engine/money.js';
import { lastBooksPosition } from '../../core/books/book-log.js';
import { readCashTransactions } from '../../core/compliance/table-cash.js';
import type { Center } from '../../core/shipping/center.js';
import { insertTableAlarms, type TableAlarm } from './table-alarms.js';

/** Subjects of the report-due alarms: raised once ever per patron and gaming day; the acknowledgement ends them. */
export const COMPLIANCE_SUBJECT = 'compliance:';

/**
 * The alarm of each patron whose cash of `day`, across the tables, made a report due: on the table
 * of the buy-in that made it due, naming the patron, their cash and the regulation.
 */
export function reportDueAlarms(
  patrons: readonly PatronDay[],
  jurisdiction: Jurisdiction,
  day: string,
): Map<string, TableAlarm[]> {
  const byTable = new Map<string, TableAlarm[]>();
  for (const patron of patrons) {
    const due = patron.reportDueAt;
    if (!due || patron.day !== day) continue;
    const who = patron.player ?? `${due.fact.table}:${patron.description}`;
    const list = byTable.get(due.fact.table) ?? [];
    list.push({
      subject: `${COMPLIANCE_SUBJECT}report:${who}:${day}`,
      code: 'pit.compliance-report-due',
      params: {
        table: due.fact.table,
        patron: patron.player === null ? patron.description : `${patron.description} (${patron.player})`,
        amount: toUnits(patron.cashIn),
        tables: new Set(patron.facts.map((fact) => fact.table)).size,
        day,
        law: jurisdiction.regulation,
      },
    });
    byTable.set(due.fact.table, list);
  }
  return byTable;
}

/** The last books' fact of a table's copy: its cash (buy-ins and their voids) changed only when this moved. */
function lastBooksFact(file: string): number {
  const log = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return lastBooksPosition(log);
  } finally {
    log.close();
  }
}

/**
 * Cash compliance at the center as the facts arrive: each table's cash kept since its last buy-in,
 * the pit's patrons of the gaming day added across tables after every fold that brought a buy-in,
 * and a patron whose cash made a report due raised on the alarm board at once (the floor shows it,
 * `sabot compliance ctr --pg` lists it). A table's cash is read again only when a books' fact (a
 * buy-in, a void among them) reached its copy.
 */
export class CashWatch {
  readonly #tables = new Map<string, { readonly head: number; readonly cash: readonly CashTransaction[] }>();

  constructor(
    private readonly center: Center,
    private readonly jurisdiction: Jurisdiction,
  ) {}

  /** After a fold of `table` (its copy at `file`) in its gaming day `day`; true when an alarm was raised. */
  async afterFold(table: string, file: string, day: string): Promise<boolean> {
    const head = lastBooksFact(file);
    if (this.#tables.get(table)?.head === head) return false;
    this.#tables.set(table, { head, cash: readCashTransactions(file, table) });
    const today = [...this.#tables.values()].flatMap(({ cash }) => cash.filter((one) => one.day === day));
    const alarms = reportDueAlarms(cashRecords(today, this.jurisdiction).patrons, this.jurisdiction, day);
    let raised = false;
    for (const [at, list] of alarms)
      if ((await insertTableAlarms(this.center, at, list)) > 0) {
        raised = true;
        await this.center.query("SELECT pg_notify('pit_alarm', $1)", [at]);
      }
    return raised;
  }
}
