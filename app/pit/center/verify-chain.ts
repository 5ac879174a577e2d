import type { ChainProblem, PitVerify, TableVerdict } from '../../contract/pit-report.js';
import { type BookRow, SEALED_COLUMNS, type SealedTail, sealFault } from '../../core/log/sealed-books.js';
import type { Center } from '../../core/shipping/center.js';
import { journalRowFromCenter } from '../../core/shipping/journal-text.js';

const GENESIS = '0'.repeat(64);

/**
 * The first fact of a table whose stored content, chain or position is wrong, found by the
 * database itself: every hash recomputed with the table's own formula (pit_event_hash, central
 * migration 001, which the planner inlines) and each link to the fact before read with a window,
 * in one pass over the table's rows. Measured on 100,000 facts (2 busy cores): 0.7 to 1.0 s with
 * the formula inlined, against 1.8 to 3.1 s streaming the rows into Node to hash them there.
 */
const FIRST_BAD_FACT = `
  WITH e AS (
    SELECT position, hash, prev_hash,
           pit_event_hash(prev_hash, position, stream, stream_position, type, data, metadata,
                          schema_version) AS computed,
           lag(position) OVER w AS before_position, lag(hash) OVER w AS before_hash
    FROM pit_events WHERE table_id = $1 WINDOW w AS (ORDER BY position)
  )
  SELECT CASE WHEN position <> coalesce(before_position, 0) + 1 THEN coalesce(before_position, 0) + 1
              ELSE position END AS position,
         CASE WHEN position <> coalesce(before_position, 0) + 1 THEN 'gap'
              WHEN prev_hash <> coalesce(before_hash, '${GENESIS}') THEN 'breaks-chain'
              ELSE 'hash-mismatch' END AS reason
  FROM e
  WHERE position <> coalesce(before_position, 0) + 1
     OR prev_hash <> coalesce(before_hash, '${GENESIS}')
     OR computed IS DISTINCT FROM hash
  ORDER BY position LIMIT 1`;

/**
 * The first stored fact that chains but is not a fact the table's readers can read, as the ingest
 * refuses it (pit_fact_problem, central migration 008): one planted by SQL, or stored before the
 * check. An opening's rule profile is checked by the readers (storedFactProblem), not here.
 */
const FIRST_NOT_A_FACT = `
  SELECT position FROM pit_events
  WHERE table_id = $1 AND pit_fact_problem(stream, type, data, metadata) IS NOT NULL
  ORDER BY position LIMIT 1`;

const LAST_FACT = `SELECT position, hash FROM pit_events WHERE table_id = $1 ORDER BY position DESC LIMIT 1`;

/** Each journal as a verdict names it, where the center stores it, and the table's sealed book of it. */
const JOURNALS = [
  { journal: 'journal', from: 'pit_journal', book: 'journal' },
  { journal: 'device', from: 'pit_device_journal', book: 'device_journal' },
] as const;

const PAGE = 5000;

/**
 * A journal's first entry that is not what the table sealed, walked in pages with the table's own
 * check (sealFault): a position missing, a seal not of its content, a link to the entry before broken.
 */
async function firstBadEntry(
  center: Center,
  table: string,
  { from, book }: (typeof JOURNALS)[number],
): Promise<{ position: number; reason: ChainProblem } | null> {
  let previous: SealedTail | undefined;
  for (;;) {
    const page = await center.query<Record<string, unknown>>(
      `SELECT position, ${SEALED_COLUMNS[book].join(', ')}, prev_seal, seal, escaped FROM ${from}
        WHERE table_id = $1 AND position > $2 ORDER BY position LIMIT ${PAGE}`,
      [table, previous?.position ?? 0],
    );
    for (const stored of page.rows) {
      const row = journalRowFromCenter(stored) as BookRow;
      const fault = sealFault(book, previous, row);
      if (fault?.kind === 'missing') return { position: fault.expected, reason: 'journal-gap' };
      if (fault)
        return {
          position: row.position,
          reason: fault.kind === 'altered' ? 'journal-altered' : 'journal-breaks',
        };
      previous = { position: row.position, seal: row.seal as string };
    }
    if (page.rows.length < PAGE) return null;
  }
}

interface TableRow {
  readonly table_id: string;
  readonly head_position: string;
  readonly head_hash: string;
  readonly reported_position: string;
}

interface BadRow {
  readonly position: string;
  readonly reason: ChainProblem;
}

/**
 * Every stored chain re-checked at the center (or one table's): each fact's hash recomputed from
 * its stored content and chained onto the one before, the journals' positions gapless and their
 * seals linked, the center's head its last stored fact, and that head compared with the one the
 * table last reported, and every journal entry's seal walked as the table's audit walks it. A table that reported more than is stored is behind (shipping), not broken.
 */
export async function verifyCenter(center: Center, options: { table?: string } = {}): Promise<PitVerify> {
  const tables = await center.query<TableRow>(
    'SELECT table_id, head_position, head_hash, reported_position FROM pit_tables ' +
      `${options.table === undefined ? '' : 'WHERE table_id = $1 '}ORDER BY table_id`,
    options.table === undefined ? [] : [options.table],
  );
  const verdicts: TableVerdict[] = [];
  for (const row of tables.rows) verdicts.push(await verifyTable(center, row));
  return { intact: verdicts.every((verdict) => verdict.intact), tables: verdicts };
}

async function verifyTable(center: Center, row: TableRow): Promise<TableVerdict> {
  const table = row.table_id;
  const head = { position: Number(row.head_position), hash: row.head_hash };
  const reported = Number(row.reported_position);
  const verdict = (problem: TableVerdict['problem']): TableVerdict => ({
    table,
    intact: problem === null,
    head,
    reported,
    behind: Math.max(reported - head.position, 0),
    problem,
  });
  const bad = (await center.query<BadRow>(FIRST_BAD_FACT, [table])).rows[0];
  if (bad) return verdict({ reason: bad.reason, position: Number(bad.position), journal: null });
  const unreadable = (await center.query<{ position: string }>(FIRST_NOT_A_FACT, [table])).rows[0];
  if (unreadable)
    return verdict({ reason: 'not-a-fact', position: Number(unreadable.position), journal: null });
  const last = (await center.query<{ position: string; hash: string }>(LAST_FACT, [table])).rows[0];
  const lastPosition = Number(last?.position ?? 0);
  if (lastPosition !== head.position || (last?.hash ?? GENESIS) !== head.hash)
    return verdict({
      reason: 'head-differs',
      position: Math.min(lastPosition, head.position) + 1,
      journal: null,
    });
  if (reported < head.position)
    return verdict({ reason: 'table-shorter', position: reported + 1, journal: null });
  for (const journal of JOURNALS) {
    const entry = await firstBadEntry(center, table, journal);
    if (entry) return verdict({ ...entry, journal: journal.journal });
  }
  return verdict(null);
}
