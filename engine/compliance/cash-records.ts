import type { Minor } from '../money.js';
import { type Jurisdiction, reportDue } from './jurisdictions.js';

/** Where a figure comes from: a fact of a table's log, by its place and its hash. */
export interface FactCited {
  readonly table: string;
  readonly position: number;
  readonly hash: string;
}

/** Cash a patron handed over at a table (a buy-in for currency), as its fact records it. */
export interface CashTransaction {
  readonly fact: FactCited;
  /** When, and the gaming day the table's books put it in. */
  readonly at: string;
  readonly day: string;
  /** The player's card shown at the seat; null: an unknown patron. */
  readonly player: string | null;
  /** Who handed it over as the table keyed it (the bettor at the box): an unknown patron's description. */
  readonly description: string;
  readonly amount: Minor;
  /** The croupier saw the patron's identification at this buy-in. */
  readonly identified?: boolean;
}

/**
 * Who a transaction's patron is: a known patron their card at every table; an unknown one told apart
 * by table and description only, never added to anybody else.
 */
export const patronOf = (cash: CashTransaction): string =>
  cash.player ?? `unknown\u0000${cash.fact.table}\u0000${cash.description}`;

/** An entry of the transaction log: one cash transaction at or above the jurisdiction's level. */
export interface LogEntry {
  readonly player: string | null;
  readonly description: string;
  readonly amount: Minor;
  readonly table: string;
  readonly at: string;
  readonly day: string;
  readonly facts: readonly FactCited[];
}

/** A patron's cash of one gaming day, and the transaction that made a report due, if one did. */
export interface PatronDay {
  readonly player: string | null;
  readonly description: string;
  readonly day: string;
  readonly cashIn: Minor;
  readonly facts: readonly FactCited[];
  readonly reportDueAt: { readonly at: string; readonly fact: FactCited } | null;
}

export type ReviewKind = 'structuring' | 'unknown-repeated' | 'little-play';

/** A pattern for a compliance officer to review (never told to the patron). */
export interface ReviewFlag {
  readonly kind: ReviewKind;
  readonly player: string | null;
  readonly description: string;
  readonly day: string;
  /** The cash the pattern moved. */
  readonly amount: Minor;
  readonly facts: readonly FactCited[];
  /** Little play: the day's stakes against the cash. */
  readonly stakes?: Minor;
}

export interface CashRecords {
  readonly entries: readonly LogEntry[];
  readonly patrons: readonly PatronDay[];
  readonly review: readonly ReviewFlag[];
}

/**
 * The cash records of a set of transactions (one table's, or a pit's): the transaction log, each
 * patron's gaming day with the transaction that made a report due, and the patterns to review.
 * A known patron is their card; an unknown one is told apart by table and description only, and
 * is never added to anybody else. `stakesOf` gives a known patron's stakes of a day, where known.
 */
export function cashRecords(
  transactions: readonly CashTransaction[],
  jurisdiction: Jurisdiction,
  stakesOf: (player: string, day: string) => Minor | null = () => null,
): CashRecords {
  const inOrder = [...transactions].sort(
    (a, b) =>
      textOrder(a.at, b.at) || textOrder(a.fact.table, b.fact.table) || a.fact.position - b.fact.position,
  );
  const entries = inOrder
    .filter((cash) => cash.amount >= jurisdiction.logFrom)
    .map(
      (cash): LogEntry => ({
        player: cash.player,
        description: cash.description,
        amount: cash.amount,
        table: cash.fact.table,
        at: cash.at,
        day: cash.day,
        facts: [cash.fact],
      }),
    );
  const days = new Map<string, CashTransaction[]>();
  for (const cash of inOrder) {
    const key = `${cash.day}\u0000${patronOf(cash)}`;
    const known = days.get(key) ?? [];
    days.set(key, known);
    known.push(cash);
  }
  const patrons: PatronDay[] = [];
  const review: ReviewFlag[] = [];
  for (const cash of days.values()) {
    const day = patronDay(cash, jurisdiction);
    patrons.push(day);
    review.push(...reviewOf(day, cash, jurisdiction, stakesOf));
  }
  return { entries, patrons, review };
}

/** Code-point order: ISO times and table names sort so, and faster than a locale's collation. */
const textOrder = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function patronDay(cash: readonly CashTransaction[], jurisdiction: Jurisdiction): PatronDay {
  const first = cash[0] as CashTransaction;
  let cashIn = 0;
  let reportDueAt: PatronDay['reportDueAt'] = null;
  for (const one of cash) {
    const before = cashIn;
    cashIn += one.amount;
    if (reportDueAt === null && !reportDue(jurisdiction, before) && reportDue(jurisdiction, cashIn))
      reportDueAt = { at: one.at, fact: one.fact };
  }
  return {
    player: first.player,
    description: first.description,
    day: first.day,
    cashIn,
    facts: cash.map((one) => one.fact),
    reportDueAt,
  };
}

function reviewOf(
  day: PatronDay,
  cash: readonly CashTransaction[],
  jurisdiction: Jurisdiction,
  stakesOf: (player: string, day: string) => Minor | null,
): ReviewFlag[] {
  const flags: ReviewFlag[] = [];
  const flag = (kind: ReviewKind, flagged: readonly CashTransaction[], extra: { stakes?: Minor } = {}) =>
    flags.push({
      kind,
      player: day.player,
      description: day.description,
      day: day.day,
      amount: flagged.reduce((sum, one) => sum + one.amount, 0),
      facts: flagged.map((one) => one.fact),
      ...extra,
    });
  // Several transactions each just below a level, together worth a review: cash split to stay under it.
  for (const level of new Set([jurisdiction.logFrom, jurisdiction.report.amount])) {
    const near = cash.filter(
      (one) => one.amount < level && one.amount >= level * (1 - jurisdiction.nearBelow),
    );
    if (near.length >= 2 && near.reduce((sum, one) => sum + one.amount, 0) >= jurisdiction.reviewFrom) {
      flag('structuring', near);
      break;
    }
  }
  if (day.player === null && cash.length >= 2 && day.cashIn >= jurisdiction.reviewFrom)
    flag('unknown-repeated', cash);
  if (day.player !== null && day.cashIn >= jurisdiction.reviewFrom) {
    const stakes = stakesOf(day.player, day.day);
    if (stakes !== null && stakes < jurisdiction.littlePlay * day.cashIn)
      flag('little-play', cash, { stakes });
  }
  return flags;
}
