import Database from 'better-sqlite3';
import {
  type CashTransaction,
  cashRecords,
  type PatronDay,
  patronOf,
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
    const before = this.#tables.get(table)?.cash ?? [];
    const cash = readCashTransactions(file, table, day);
    this.#tables.set(table, { head, cash });
    await storePatronCash(this.center, table, day, [...before, ...cash], cash);
    // Only the patrons of the table that moved can have crossed a level: their cash of the day at
    // every table is added again, never the whole pit's (a patron's day stands alone).
    const touched = new Set([...before, ...cash].filter((one) => one.day === day).map(patronOf));
    const theirs = [...this.#tables.values()].flatMap(({ cash: each }) =>
      each.filter((one) => one.day === day && touched.has(patronOf(one))),
    );
    const alarms = reportDueAlarms(cashRecords(theirs, this.jurisdiction).patrons, this.jurisdiction, day);
    let raised = false;
    for (const [at, list] of alarms)
      if ((await insertTableAlarms(this.center, at, list)) > 0) {
        raised = true;
        await this.center.query("SELECT pg_notify('pit_alarm', $1)", [at]);
      }
    return raised;
  }
}

/**
 * A table's known patrons' cash of `day` written where the live tables read it (pit_patron_cash):
 * every patron it held before or holds now, a patron whose cash was voided away at 0.
 */
async function storePatronCash(
  center: Center,
  table: string,
  day: string,
  known: readonly CashTransaction[],
  cash: readonly CashTransaction[],
): Promise<void> {
  const byPlayer = new Map<string, { cash: number; identified: boolean }>();
  for (const one of known)
    if (one.player !== null && one.day === day) byPlayer.set(one.player, { cash: 0, identified: false });
  for (const one of cash) {
    if (one.player === null || one.day !== day) continue;
    const sum = byPlayer.get(one.player) ?? { cash: 0, identified: false };
    byPlayer.set(one.player, {
      cash: sum.cash + one.amount,
      identified: sum.identified || one.identified === true,
    });
  }
  if (byPlayer.size === 0) return;
  const rows = [...byPlayer].map(([player, sum]) => ({ player, ...sum }));
  await center.query(
    `INSERT INTO pit_patron_cash (gaming_day, player, table_id, cash, identified)
       SELECT $1::date, r.player, $2, r.cash, r.identified
       FROM jsonb_to_recordset($3::jsonb) AS r(player text, cash bigint, identified boolean)
     ON CONFLICT (gaming_day, player, table_id) DO UPDATE SET cash = EXCLUDED.cash, identified = EXCLUDED.identified`,
    [day, table, JSON.stringify(rows)],
  );
}
