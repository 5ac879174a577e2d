import type { RoundReport } from '../round/report.js';
import { RoundTracker } from '../round/round-tracker.js';
import { applyEvent, openTable, type TableSnapshot } from '../round/table.js';
import { applyCorrections } from './corrections.js';
import { isTableEvent, type LoggedEvent } from './log-events.js';

/** A recorded fact that no longer applies once a correction is taken into account. */
export interface SkippedFact {
  readonly position: number;
  readonly type: string;
  readonly reason: string;
}

export interface LogFold {
  /** The table as the corrected log leaves it; null while the log holds no opening. */
  readonly snapshot: TableSnapshot | null;
  readonly rounds: RoundReport[];
  readonly skipped: SkippedFact[];
}

/**
 * Replay: the same statechart folded over the log, corrections applied. Replay never stops on a
 * fact: one that a correction made impossible is skipped and listed for the pit boss.
 */
export function foldLog(logged: readonly LoggedEvent[], start: TableSnapshot | null = null): LogFold {
  let snapshot = start;
  const skipped: SkippedFact[] = [];
  const tracker = new RoundTracker();
  for (const { position, event } of applyCorrections(logged)) {
    if (event.type === 'TableOpened') {
      snapshot = openTable(event.profile, event.limits);
      continue;
    }
    if (!isTableEvent(event)) continue;
    if (!snapshot) {
      skipped.push({ position, type: event.type, reason: 'the table was not opened yet' });
      continue;
    }
    const next = applyEvent(snapshot, event);
    if (!next.ok) {
      skipped.push({ position, type: event.type, reason: next.reason });
      continue;
    }
    tracker.observe(snapshot, next.value);
    snapshot = next.value;
  }
  return { snapshot, rounds: snapshot ? tracker.finish(snapshot) : [], skipped };
}
