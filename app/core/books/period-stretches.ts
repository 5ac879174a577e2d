import type { BookFact } from './book-log.js';
import type { ReportPeriod } from './shift-report.js';

/** A stretch of the log by position: `from` included, `to` excluded (null: to the log's end). */
export interface Stretch {
  readonly from: number;
  readonly to: number | null;
}

/** Whether a gaming day `YYYY-MM-DD` falls in the period. */
export const inPeriodOf =
  (period: ReportPeriod) =>
  (day: string): boolean =>
    'day' in period ? day === period.day : day.startsWith(`${period.month}-`);

/**
 * The stretches of the log whose settlements the report of a period must read, found from the
 * books' facts alone. A round counts in the gaming day of the session open when it settled (a
 * session belongs whole to the day of its opener), else in the day of its own time: so the
 * sessions opened in the period are read whole, and so is every stretch where no session was open
 * (only the rounds' own times tell their days there; a table that keeps its books deals none
 * while closed). The rounds of the other days' sessions are never read, so a month's report costs
 * the month, whatever the log holds before or after it. Each session's stretch starts right after
 * the books' fact before its opener: what came just before the opener is walked too, as the clock
 * put back is found by comparing each fact with the one before it.
 */
export function periodStretches(
  facts: readonly BookFact[],
  dayOf: (iso: string) => string,
  inPeriod: (day: string) => boolean,
): Stretch[] {
  const stretches: Stretch[] = [];
  let session: { readonly day: string; readonly from: number } | null = null;
  let unbookedFrom: number | null = 1;
  let before = 0;
  const endSession = (to: number | null): void => {
    if (session && inPeriod(session.day)) stretches.push({ from: session.from, to });
    session = null;
  };
  for (const fact of facts) {
    if (fact.event.type === 'OpenerCounted') {
      endSession(fact.position);
      if (unbookedFrom !== null) stretches.push({ from: unbookedFrom, to: fact.position });
      unbookedFrom = null;
      session = { day: dayOf(fact.time), from: before + 1 };
    } else if (fact.event.type === 'CloserCounted' && session) {
      endSession(fact.position);
      unbookedFrom = fact.position;
    }
    before = fact.position;
  }
  endSession(null);
  if (unbookedFrom !== null) stretches.push({ from: unbookedFrom, to: null });
  return merged(stretches);
}

/** The stretches in the log's order, those that overlap or touch made one: no round is read twice. */
function merged(stretches: readonly Stretch[]): Stretch[] {
  const sorted = [...stretches].filter((each) => each.to === null || each.to > each.from);
  sorted.sort((a, b) => a.from - b.from);
  const out: Stretch[] = [];
  for (const stretch of sorted) {
    const last = out.at(-1);
    if (last && (last.to === null || last.to >= stretch.from)) {
      const to = last.to === null || stretch.to === null ? null : Math.max(last.to, stretch.to);
      out[out.length - 1] = { from: last.from, to };
    } else out.push(stretch);
  }
  return out;
}
