import type Database from 'better-sqlite3';

/**
 * The times the reader misbehaved (a frame refused or conflicting) or the table refused a card
 * it sent, in order: few (a healthy reader sends none), found by the partial indexes of
 * migrations/008_projections.sql. Read at every request: an alarm may be journaled after its
 * round's facts, so it is no part of the projection.
 */
export function readerTroubleTimes(db: Database.Database): string[] {
  return db
    .prepare<[], string>(
      "SELECT received_at FROM device_journal WHERE verdict = 'rejected' OR (reason IS NOT NULL AND reason NOT LIKE 'a retransmission%') " +
        "UNION ALL SELECT time FROM journal WHERE kind = 'refusal' AND source IN ('shoe', 'simulator') ORDER BY 1",
    )
    .pluck()
    .all();
}

/** Whether any of the sorted times falls within [first, last] (ISO times sort as strings). */
export function troubledWithin(sorted: readonly string[], first: string, last: string): boolean {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? '') < first) low = middle + 1;
    else high = middle;
  }
  return low < sorted.length && (sorted[low] ?? '') <= last;
}
