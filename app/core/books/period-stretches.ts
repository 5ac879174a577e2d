import { typesWhere } from '../../../engine/table/event-kinds.js';
import { type BookPlace, REACHING_BACK } from './book-places.js';
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

/** A day after every day of the period, in the order of `YYYY-MM-DD` text. */
export const afterPeriod = (period: ReportPeriod): string =>
  'day' in period ? period.day : `${period.month}-99`;

/** What the report of a period reads of a log. */
export interface PeriodReading {
  /** The stretches whose rounds are walked, in the log's order, none overlapping. */
  readonly stretches: readonly Stretch[];
  /**
   * The books' facts are read whole up to this position (included); after it only those that
   * reach back (REACHING_BACK). Null: to the log's end.
   */
  readonly until: number | null;
  /** The places after `until` of the facts that reach back into the period (REACHING_BACK). */
  readonly later: readonly number[];
  /**
   * The stretches after `until` where no session was open: their rounds count in the days of
   * their own times, after the period unless the clock was put back, which the reader checks.
   */
  readonly after: readonly Stretch[];
}

/** The facts that end a croupier's time on duty: the next one after the period closes its last duty. */
const ENDS_DUTY = new Set<string>(typesWhere('endsDuty'));

/**
 * What the report of a period reads, found from the books' places alone. A round counts in the
 * gaming day of the session open when it settled (a session belongs whole to the day of its
 * opener), else in the day of its own time: so the sessions opened in the period are read whole,
 * and so is every stretch where no session was open (only the rounds' own times tell their days
 * there; a table that keeps its books deals none while closed); the rounds of the other days'
 * sessions never. Each session's stretch starts right after the books' fact before its opener: the
 * fact just before the opener is walked too, as the clock put back is found by comparing each fact
 * with the one before it. The books' facts are read up to the last that counts in the period or
 * before it (the limits in force, the last closer, the slips a void names) and the next that ends a
 * croupier's duty; after that, only those that reach back into the period. So a period costs what
 * precedes it and itself, never what the log holds after it.
 */
export function periodReading(places: readonly BookPlace[], period: ReportPeriod): PeriodReading {
  const inPeriod = inPeriodOf(period);
  const last = afterPeriod(period);
  const stretches: Stretch[] = [];
  let session: { readonly day: string; readonly from: number } | null = null;
  let unbookedFrom: number | null = 1;
  let before = 0;
  let until = 0;
  const endSession = (to: number | null): void => {
    if (session && inPeriod(session.day)) {
      stretches.push({ from: session.from, to });
      until = to === null ? Number.POSITIVE_INFINITY : Math.max(until, to);
    }
    session = null;
  };
  for (const place of places) {
    if (place.listedIn <= last) until = Math.max(until, place.position);
    if (place.type === 'OpenerCounted') {
      endSession(place.position);
      if (unbookedFrom !== null) stretches.push({ from: unbookedFrom, to: place.position });
      unbookedFrom = null;
      session = { day: place.day, from: before + 1 };
    } else if (place.type === 'CloserCounted' && session) {
      endSession(place.position);
      unbookedFrom = place.position;
    }
    before = place.position;
  }
  endSession(null);
  if (unbookedFrom !== null) stretches.push({ from: unbookedFrom, to: null });
  const ends = places.find((place) => place.position > until && ENDS_DUTY.has(place.type));
  const cut = Number.isFinite(until) ? (ends?.position ?? until) : null;
  if (cut === null) return { stretches: merged(stretches), until: null, later: [], after: [] };
  return {
    stretches: merged(
      stretches.flatMap((each) => (each.from > cut ? [] : [{ from: each.from, to: clip(each.to, cut + 1) }])),
    ),
    until: cut,
    later: places
      .filter((place) => place.position > cut && REACHING_BACK.includes(place.type))
      .map((place) => place.position),
    after: merged(
      stretches.flatMap((each) =>
        each.to !== null && each.to <= cut + 1 ? [] : [{ from: Math.max(each.from, cut + 1), to: each.to }],
      ),
    ),
  };
}

const clip = (to: number | null, at: number): number => (to === null ? at : Math.min(to, at));

/** The stretches in the log's order, those that overlap or touch made one: no round is read twice. */
function merged(stretches: readonly Stretch[]): Stretch[] {
  const sorted = stretches.filter((each) => each.to === null || each.to > each.from);
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
