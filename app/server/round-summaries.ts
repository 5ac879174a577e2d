import { foldStream } from '../../engine/log/fold-log.js';
import type { LoggedEvent } from '../../engine/log/log-events.js';
import type { RoundReport } from '../../engine/round/report.js';
import { RoundTracker } from '../../engine/round/round-tracker.js';
import { contextOf } from '../../engine/round/table.js';
import type { RequestOf, RoundSummary } from '../contract.js';
import { toLoggedEvent } from '../core/table/log-mapping.js';
import type { TableService } from '../core/table/table-service.js';

type Flag = RoundSummary['flags'][number];
type Span = { first: string; last: string };

/**
 * The pit boss's list of rounds: one replay of the whole log (corrections applied), each round
 * with its shoe, boxes, bettors, nets and what makes it worth a look. `alarm` marks a round during
 * which the reader sent a frame that was refused or conflicting, or the table refused a card it
 * reported.
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
  const corrections = logged.filter(
    ({ event }) => event.type === 'CardCorrected' || event.type === 'RoundVoided',
  );
  const fold = foldStream(logged, corrections, null, {
    observe: (before, after) => {
      tracker.observe(before, after);
      const { round, shoe } = contextOf(after);
      if (!shoeOf.has(round.number)) shoeOf.set(round.number, shoe.shoeNumber);
    },
  });
  const reports = fold.snapshot ? tracker.finish(fold.snapshot) : [];
  const troubled = troubledDuring(service);
  return reports
    .map((report) =>
      summarise(report, shoeOf.get(report.round) ?? 1, flagsOf(report, logged, spans, troubled)),
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
  logged: readonly LoggedEvent[],
  spans: ReadonlyMap<number, Span>,
  troubled: (span: Span) => boolean,
): Flag[] {
  const flags: Flag[] = [];
  if (report.misdeals.length > 0) flags.push('misdeal');
  const corrected = logged.some(
    ({ round, event }) =>
      round === report.round && (event.type === 'CardCorrected' || event.type === 'RulingRecorded'),
  );
  if (corrected) flags.push('correction');
  const span = spans.get(report.round);
  if (span && troubled(span)) flags.push('alarm');
  if (report.voided) flags.push('void');
  return flags;
}

/** Whether the reader misbehaved, or a card it sent was refused, within a round's time span. */
function troubledDuring(service: TableService): (span: Span) => boolean {
  const frames = service.db
    .prepare<[string, string], number>(
      "SELECT COUNT(*) FROM device_journal WHERE received_at BETWEEN ? AND ? AND (verdict = 'rejected' OR (reason IS NOT NULL AND reason NOT LIKE 'a retransmission%'))",
    )
    .pluck();
  const refusedCards = service.db
    .prepare<[string, string], number>(
      "SELECT COUNT(*) FROM journal WHERE time BETWEEN ? AND ? AND kind = 'refusal' AND source IN ('shoe', 'simulator')",
    )
    .pluck();
  return ({ first, last }) => (frames.get(first, last) ?? 0) > 0 || (refusedCards.get(first, last) ?? 0) > 0;
}

function matches(summary: RoundSummary, filter: RequestOf<'listRounds'>): boolean {
  if (filter.box !== undefined && !summary.boxes.includes(filter.box)) return false;
  if (filter.bettor !== undefined && !summary.bettors.includes(filter.bettor)) return false;
  return filter.flag === undefined || summary.flags.includes(filter.flag);
}
