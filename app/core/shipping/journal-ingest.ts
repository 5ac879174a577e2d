import pg from 'pg';
import { sealHolds } from '../log/sealed-books.js';
import type { Center } from './center.js';
import { type JournalRow, journalRowToCenter } from './journal-text.js';
import type { JournalName } from './local-log-rows.js';

/** Why the center refused a journal's batch: JOURNAL_REFUSAL_CODES's keys. */
export type JournalRefusal = 'differs' | 'breaks' | 'altered' | 'ahead' | 'unshippable';

export interface JournalIngested {
  readonly head: number;
  readonly refusedAt: number | null;
  readonly refusal: JournalRefusal | null;
  /** What PostgreSQL said of a row it would not take. */
  readonly detail?: string;
}

const BOOK = { journal: 'journal', device: 'device_journal' } as const;

/** SQLSTATE classes of a row PostgreSQL will not take: data (22), integrity (23), limits (54). */
const ROW_REFUSED = /^(22|23|54)/;

/**
 * One batch of a table's journal to the center: each row's seal recomputed (sealHolds, as the
 * table's audit does) and the rows before the first that fails stored, then that row refused with
 * an alarm; the center itself checks each row's link to the one before (pit_ingest_journal). A
 * row PostgreSQL will not take (whatever the reason) is found by storing the batch one row at a
 * time, and is refused with an alarm naming it: it never stalls the journal silently.
 */
export async function ingestJournalRows(
  center: Center,
  table: string,
  journal: JournalName,
  rows: readonly JournalRow[],
  local: number | null,
  key: string,
): Promise<JournalIngested> {
  const to: Journal = { center, table, journal, key };
  const altered = rows.findIndex((row) => !sealHolds(BOOK[journal], row));
  const sound = altered === -1 ? rows : rows.slice(0, altered);
  const stored = await store(to, sound, altered === -1 ? local : null);
  const bad = rows[altered];
  if (stored.refusedAt !== null || !bad) return stored;
  await refuse(to, bad.position, 'altered');
  return { head: stored.head, refusedAt: bad.position, refusal: 'altered' };
}

/** The journal of one table at the center that a batch goes to. */
interface Journal {
  readonly center: Center;
  readonly table: string;
  readonly journal: JournalName;
  /** The table log's key, which the center's door checks (central migration 009). */
  readonly key: string;
}

async function store(
  to: Journal,
  rows: readonly JournalRow[],
  local: number | null,
): Promise<JournalIngested> {
  try {
    return await call(to, rows, local);
  } catch (error) {
    if (!(error instanceof pg.DatabaseError) || !ROW_REFUSED.test(error.code ?? '')) throw error;
    let head: number | null = null;
    for (const row of rows) {
      try {
        const said = await call(to, [row], null);
        if (said.refusedAt !== null) return said;
        head = said.head;
      } catch (alone) {
        if (!(alone instanceof pg.DatabaseError) || !ROW_REFUSED.test(alone.code ?? '')) throw alone;
        await refuse(to, row.position, 'unshippable', alone.message);
        return {
          head: head ?? row.position - 1,
          refusedAt: row.position,
          refusal: 'unshippable',
          detail: alone.message,
        };
      }
    }
    return call(to, [], local);
  }
}

async function call(
  { center, table, journal, key }: Journal,
  rows: readonly JournalRow[],
  local: number | null,
): Promise<JournalIngested> {
  const result = await center.query<{
    head: string;
    refused_at: string | null;
    refusal: JournalRefusal | null;
  }>('SELECT * FROM pit_ingest_journal($1, $2, $3::jsonb, $4, $5)', [
    table,
    journal,
    JSON.stringify(rows.map(journalRowToCenter)),
    local,
    key,
  ]);
  return ingestAnswer(result.rows[0], 'pit_ingest_journal');
}

/** A batch's answer from the center (its head, the first position refused and why), as numbers. */
export function ingestAnswer<Refusal extends string>(
  row: { head: string; refused_at: string | null; refusal: Refusal | null } | undefined,
  ingest: string,
): { head: number; refusedAt: number | null; refusal: Refusal | null } {
  if (!row) throw new Error(`${ingest} returned nothing`);
  return {
    head: Number(row.head),
    refusedAt: row.refused_at === null ? null : Number(row.refused_at),
    refusal: row.refusal,
  };
}

const refuse = (
  { center, table, journal, key }: Journal,
  position: number,
  refusal: JournalRefusal,
  detail: string | null = null,
) =>
  center.query('SELECT pit_refuse_journal($1, $2, $3, $4, $5, $6)', [
    table,
    journal,
    position,
    refusal,
    detail,
    key,
  ]);
