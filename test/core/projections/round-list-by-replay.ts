import { toLoggedEvent } from '../../../app/core/log/log-mapping.js';
import type { TableService } from '../../../app/core/table/table-service.js';
import { foldStream } from '../../../engine/log/fold-log.js';
import type { LoggedEvent } from '../../../engine/log/log-events.js';
import { RoundTracker } from '../../../engine/round/round-tracker.js';
import { contextOf } from '../../../engine/round/table.js';

/** What the list says of a round, by definition: the fields an independent replay can tell. */
export interface ReplayedRound {
  readonly round: number;
  readonly shoe: number;
  readonly boxes: number[];
  readonly bettors: string[];
  readonly flags: string[];
  readonly net: Record<string, number>;
}

/**
 * The pit boss's round list by definition, newest first: one replay of the whole log (corrections
 * applied) with the engine's RoundTracker, as the list was computed before it was a projection.
 * A round's span for the alarm flag is from its first fact to its last before the next round's.
 */
export function roundListByReplay(service: TableService, troubleTimes: readonly string[]): ReplayedRound[] {
  const logged: LoggedEvent[] = [];
  const spans = new Map<number, { first: string; last: string }>();
  let newest = 0;
  for (const stored of service.log.iterateFrom(1)) {
    const entry = toLoggedEvent(stored);
    logged.push(entry);
    if (entry.round === null || entry.round < newest) continue;
    newest = entry.round;
    const span = spans.get(entry.round);
    if (span) span.last = stored.metadata.time;
    else spans.set(entry.round, { first: stored.metadata.time, last: stored.metadata.time });
  }
  const tracker = new RoundTracker();
  const shoeOf = new Map<number, number>();
  const settled = new Set<number>();
  const corrections = logged.filter(
    ({ event }) => event.type === 'CardCorrected' || event.type === 'RoundVoided',
  );
  const fold = foldStream(logged, corrections, null, {
    observe: (before, after) => {
      tracker.observe(before, after);
      // The shoe in use when the round settled; until then, the one in use.
      const { round, shoe } = contextOf(after);
      if (!settled.has(round.number)) shoeOf.set(round.number, shoe.shoeNumber);
      if (round.settlement) settled.add(round.number);
    },
  });
  const corrected = new Set(
    logged
      // A ruling's note corrects nothing: only a corrected card flags the round.
      .filter(({ event }) => event.type === 'CardCorrected')
      .map(({ round }) => round),
  );
  const reports = fold.snapshot ? tracker.finish(fold.snapshot) : [];
  return reports
    .map((report): ReplayedRound => {
      const flags: string[] = [];
      if (report.misdeals.length > 0) flags.push('misdeal');
      if (corrected.has(report.round)) flags.push('correction');
      const span = spans.get(report.round);
      if (span && troubleTimes.some((time) => time >= span.first && time <= span.last)) flags.push('alarm');
      if (report.voided) flags.push('void');
      return {
        round: report.round,
        shoe: shoeOf.get(report.round) ?? 1,
        boxes: report.boxes.map((box) => box.box),
        bettors: [...new Set(report.boxes.flatMap((box) => box.bettors.map((b) => b.bettor)))],
        flags,
        net: report.net,
      };
    })
    .reverse();
}
