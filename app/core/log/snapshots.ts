import type Database from 'better-sqlite3';
import { canonicalJson } from './canonical-json.js';

/**
 * The fold's state at a round boundary, cached so start-up and recall need not replay the whole
 * log. A cache only: it can be cleared at any time and is rebuilt from the events.
 */
export interface Snapshot {
  readonly round: number;
  /** Position of the last event folded into `state`. */
  readonly position: number;
  readonly state: unknown;
  /** The Sabot version whose fold produced `state`. */
  readonly codeVersion: string;
}

interface SnapshotRow {
  round: number;
  position: number;
  state: string;
  codeVersion: string;
}

const COLUMNS = 'round, position, state, code_version AS codeVersion';

/** Stores (or replaces) the snapshot of a round. */
export function putSnapshot(db: Database.Database, snapshot: Snapshot): void {
  db.prepare(
    'INSERT OR REPLACE INTO snapshots (round, position, state, code_version) VALUES (?, ?, ?, ?)',
  ).run(
    snapshot.round,
    snapshot.position,
    canonicalJson(snapshot.state, 'snapshot state'),
    snapshot.codeVersion,
  );
}

/**
 * The round's snapshot if this code folded it. A snapshot of another version is ignored: its fold
 * may differ from today's, and replaying is always right.
 */
export function getSnapshot(db: Database.Database, round: number, codeVersion: string): Snapshot | undefined {
  const row = db
    .prepare<[number, string], SnapshotRow>(
      `SELECT ${COLUMNS} FROM snapshots WHERE round = ? AND code_version = ?`,
    )
    .get(round, codeVersion);
  return row && fromRow(row);
}

/** The most recent snapshot this code folded, where start-up resumes its replay. */
export function latestSnapshot(db: Database.Database, codeVersion: string): Snapshot | undefined {
  const row = db
    .prepare<[string], SnapshotRow>(
      `SELECT ${COLUMNS} FROM snapshots WHERE code_version = ? ORDER BY round DESC LIMIT 1`,
    )
    .get(codeVersion);
  return row && fromRow(row);
}

/** Drops the whole cache (after an upgrade, or when a replay disagreed with a snapshot). */
export function clearSnapshots(db: Database.Database): number {
  return db.prepare('DELETE FROM snapshots').run().changes;
}

const fromRow = (row: SnapshotRow): Snapshot => ({ ...row, state: JSON.parse(row.state) });

/** Drops the snapshots of the rounds after `round`: a correction of that round changed what followed. */
export function clearSnapshotsAfter(db: Database.Database, round: number): number {
  return db.prepare('DELETE FROM snapshots WHERE round > ?').run(round).changes;
}

/** The snapshot this code folded nearest before (or at) `round`: where a recall starts folding. */
export function snapshotAtOrBefore(
  db: Database.Database,
  round: number,
  codeVersion: string,
): Snapshot | undefined {
  const row = db
    .prepare<[string, number], SnapshotRow>(
      `SELECT ${COLUMNS} FROM snapshots WHERE code_version = ? AND round <= ? ORDER BY round DESC LIMIT 1`,
    )
    .get(codeVersion, round);
  return row && fromRow(row);
}
