import { foldStream, isRefold } from '../../engine/log/fold-log.js';
import type { LoggedEvent } from '../../engine/log/log-events.js';
import type { RoundReport } from '../../engine/round/report.js';
import { RoundTracker } from '../../engine/round/round-tracker.js';
import { contextOf } from '../../engine/round/table.js';
import { flagsCorrection } from '../../engine/table/event-kinds.js';
import type { RequestOf, RoundSummary } from '../contract.js';
import { toLoggedEvent } from '../core/table/log-mapping.js';
import type { TableService } from '../core/table/table-service.js';
import type { Span } from './round-summary-fold.js';

type Flag = RoundSummary['flags'][number];

/**
 * The pit boss's list of rounds: one replay of the whole log (corrections applied), each round
 * with its shoe, boxes, bettors, nets and what makes it worth a look. `alarm` marks a round during
 * which the reader sent a frame that was refused or conflicting, or the table refused a card it
 * reported. This is the list by definition, in one pass on this thread, and what the tests hold
 * the screens' list (round-summaries-feed.ts, folded once and then followed) to.
 */
export function listRounds(service: TableService, filter: RequestOf<'listRounds'>): RoundSummary[] {
  const logged: LoggedEvent[] = [];
  const spans = new Map<number, Span>();
  for (const stored of service.store.iterateFrom(1)) {
    const entry = toLoggedEvent(stored);
    logged.push(entry);
    if (entry.round === null) continue;
    const span = spans.get(entry.round);
    if (span) span.last = stored.metadata.time;
    else spans.set(entry.round, { first: stored.metadata.time, last: stored.metadata.time });
  }
  const tracker = new RoundTracker();
  const shoeOf = new Map<number, number>();
  const corrections = logged.filter((entry) => isRefold(entry));
  const fold = foldStream(logged, corrections, null, {
    observe: (before, after) => {
      tracker.observe(before, after);
      const { round, shoe } = contextOf(after);
      if (!shoeOf.has(round.number)) shoeOf.set(round.number, shoe.shoeNumber);
    },
  });
  const reports = fold.snapshot ? tracker.finish(fold.snapshot) : [];
  const troubled = troubledDuring(service);
  const corrected = new Set(
    logged.filter(({ event }) => flagsCorrection(event.type)).map(({ round }) => round),
  );
  return reports
    .map((report) =>
      summarise(report, shoeOf.get(report.round) ?? 1, flagsOf(report, corrected, spans, troubled)),
    )
    .filter((summary) => matches(summary, filter));
}

function summarise(report: RoundReport, shoe: number, flags: Flag[]): RoundSummary {
  const bettors = new Set(report.boxes.flatMap((box) => box.bettors.map((b) => b.bettor)));
  return {
    round: report.round,
    shoe,
    boxes: report.boxes.map((box) => box.box),
    bettors: [...bettors],
    flags,
    net: report.net,
  };
}

function flagsOf(
  report: RoundReport,
  correctedRounds: ReadonlySet<number | null>,
  spans: ReadonlyMap<number, Span>,
  troubled: (span: Span) => boolean,
): Flag[] {
  const flags: Flag[] = [];
  if (report.misdeals.length > 0) flags.push('misdeal');
  if (correctedRounds.has(report.round)) flags.push('correction');
  const span = spans.get(report.round);
  if (span && troubled(span)) flags.push('alarm');
  if (report.voided) flags.push('void');
  return flags;
}

/**
 * Whether the reader misbehaved, or a card it sent was refused, within a round's time span. The
 * troubled moments are few (a healthy reader sends none), so they are read once and each round's
 * span is looked up among them, instead of scanning the journals once per round.
 */
export function troubledDuring(service: TableService): (span: Span) => boolean {
  const times = service.db
    .prepare<[], string>(
      "SELECT received_at FROM device_journal WHERE verdict = 'rejected' OR (reason IS NOT NULL AND reason NOT LIKE 'a retransmission%') " +
        "UNION ALL SELECT time FROM journal WHERE kind = 'refusal' AND source IN ('shoe', 'simulator') ORDER BY 1",
    )
    .pluck()
    .all();
  return ({ first, last }) => {
    const next = firstAtOrAfter(times, first);
    return next < times.length && (times[next] ?? '') <= last;
  };
}

/** Binary search in ISO times (which sort as strings). */
function firstAtOrAfter(sorted: readonly string[], time: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? '') < time) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function matches(summary: RoundSummary, filter: RequestOf<'listRounds'>): boolean {
  if (filter.box !== undefined && !summary.boxes.includes(filter.box)) return false;
  if (filter.bettor !== undefined && !summary.bettors.includes(filter.bettor)) return false;
  return filter.flag === undefined || summary.flags.includes(filter.flag);
}
