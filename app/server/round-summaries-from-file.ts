import Database from 'better-sqlite3';
import { foldStream } from '../../engine/log/fold-log.js';
import type { LoggedEvent } from '../../engine/log/log-events.js';
import { type PersistedTable, persistTable } from '../../engine/round/table.js';
import { sqlTypeList } from '../../engine/table/event-kinds.js';
import { toLoggedEvent } from '../core/table/log-mapping.js';
import { type ListedFact, RoundSummaryFold, type RoundSummaryState } from './round-summary-fold.js';

/** The round list of the whole log as one read saw it, and where that read ended. */
export interface FoldedRoundSummaries {
  readonly state: RoundSummaryState;
  /** The table the fold left, as plain data (it crosses from one thread to another); null before the opening. */
  readonly table: PersistedTable | null;
  /** The position of the last fact read: the fold goes on from the next. */
  readonly upTo: number;
}

type FactRow = ListedFact & { readonly position: number; readonly data: string };

/**
 * One replay of the whole log (corrections applied) into the round list, on a read-only connection
 * of its own and inside one read transaction, so it sees the log as it stood when it began while
 * the table goes on appending. A million facts take seconds: this is what runs on another thread.
 */
export function foldRoundSummariesFromFile(dbPath: string): FoldedRoundSummaries {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return db.transaction(() => foldAll(db))();
  } finally {
    db.close();
  }
}

function foldAll(db: Database.Database): FoldedRoundSummaries {
  // Read before the facts: a statement being iterated holds the connection to itself.
  const corrections = db
    .prepare<[], { position: number; stream: string; type: string; data: string }>(
      `SELECT position, stream, type, data FROM events WHERE type IN (${sqlTypeList('refolds')}) ORDER BY position`,
    )
    .all()
    .map((row) => toLoggedEvent({ ...row, data: JSON.parse(row.data) }));
  const rows = db
    .prepare<[], FactRow>(
      "SELECT position, stream, type, data, json_extract(metadata, '$.time') AS time FROM events ORDER BY position",
    )
    .iterate();
  const fold = new RoundSummaryFold();
  let upTo = 0;
  function* facts(): Generator<LoggedEvent> {
    for (const row of rows) {
      fold.record(row);
      upTo = row.position;
      yield toLoggedEvent({ ...row, data: JSON.parse(row.data) });
    }
  }
  const { snapshot } = foldStream(facts(), corrections, null, {
    observe: (before, after) => fold.observe(before, after),
  });
  return { state: fold.state, table: snapshot && persistTable(snapshot), upTo };
}
