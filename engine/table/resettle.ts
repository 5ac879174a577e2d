import { correctionsIn, foldStream } from '../log/fold-log.js';
import type { LogEvent, LoggedEvent, RoundSettled } from '../log/log-events.js';
import { contextOf, phaseOf, type TableSnapshot } from '../round/table.js';
import type { DecidedFact, RoundHistory } from './commands.js';

/** Whether two settlements pay every bettor the same (a bettor missing from one counts as differing). */
export function sameNets(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
}

/** The round's settlement once settled, as a `RoundSettled` fact; null while it is not. */
export function settlementFact(table: TableSnapshot, round: number): RoundSettled | null {
  const { settlement, number } = contextOf(table).round;
  if (number !== round || phaseOf(table) !== 'settled' || !settlement) return null;
  return { type: 'RoundSettled', netByBettor: settlement.netByBettor, lines: settlement.lines };
}

/** A round's settlement owed now, and the one recorded before it (what was paid), if any. */
export interface Resettled {
  readonly now: RoundSettled;
  readonly paid: RoundSettled | undefined;
}

/**
 * Re-settlement: the round folded again with the corrections decided, starting at `nextPosition`
 * in the log. When it now pays differently from its last recorded `RoundSettled` (or settles for
 * the first time), a new one records what is owed now, beside what was paid then.
 */
export function resettlement(
  history: RoundHistory,
  decided: readonly DecidedFact[],
  nextPosition: number,
): Resettled | null {
  const added = decided.map(
    ({ event, round }, index): LoggedEvent => ({ position: nextPosition + index, round, event }),
  );
  const logged = [...history.logged, ...added];
  const fold = foldStream(logged, correctionsIn(logged), history.start);
  const now = fold.snapshot && settlementFact(fold.snapshot, history.round);
  if (!now) return null;
  const paid = lastSettlement(history.logged);
  return paid && sameNets(paid.netByBettor, now.netByBettor) ? null : { now, paid };
}

const lastSettlement = (logged: readonly LoggedEvent[]): RoundSettled | undefined =>
  logged
    .map(({ event }) => event)
    .findLast((event: LogEvent): event is RoundSettled => event.type === 'RoundSettled');
