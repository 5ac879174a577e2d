import type { Jurisdiction } from '../../../engine/compliance/jurisdictions.js';
import { toUnits } from '../../../engine/money.js';
import type { PitReplyOf } from '../../contract/pit-floor.js';
import { cashDays, cashRecordsOf } from '../../core/compliance/cash-of-tables.js';
import { readTableCash } from '../../core/compliance/table-cash.js';
import type { Replica } from './report-replicas.js';

/**
 * The compliance officer's screen: the cash records of one gaming day across every table the floor
 * reads (the latest day with cash unless one is asked), in table units, each line citing its facts.
 */
export function pitCashCompliance(
  replicas: readonly Replica[],
  jurisdiction: Jurisdiction,
  asked?: string,
): PitReplyOf<'cashCompliance'> {
  const tables = replicas.map(({ table, file }) => readTableCash(file, table));
  const days = cashDays(tables);
  const day = asked ?? days[0] ?? null;
  const records =
    day === null ? { entries: [], patrons: [], review: [] } : cashRecordsOf(tables, jurisdiction, day);
  return {
    jurisdiction: jurisdiction.id,
    regulation: jurisdiction.regulation,
    levels: {
      logFrom: toUnits(jurisdiction.logFrom),
      report: toUnits(jurisdiction.report.amount),
      reviewFrom: toUnits(jurisdiction.reviewFrom),
    },
    day,
    days,
    tables: tables.map((cash) => cash.table),
    entries: records.entries.map((entry) => ({
      player: entry.player,
      description: entry.description,
      amount: toUnits(entry.amount),
      table: entry.table,
      at: entry.at,
      facts: [...entry.facts],
    })),
    patrons: records.patrons.flatMap((patron) =>
      patron.reportDueAt === null
        ? []
        : [
            {
              player: patron.player,
              description: patron.description,
              cashIn: toUnits(patron.cashIn),
              reportDueAt: patron.reportDueAt,
              facts: [...patron.facts],
            },
          ],
    ),
    review: records.review.map((flag) => ({
      kind: flag.kind,
      player: flag.player,
      description: flag.description,
      amount: toUnits(flag.amount),
      stakes: flag.stakes === undefined ? null : toUnits(flag.stakes),
      facts: [...flag.facts],
    })),
  };
}
