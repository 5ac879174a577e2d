/**
 * How far a fact's time may fall behind the fact before it and still be the same clock: facts
 * written by two processes at once (the table and `sabot books`) stamp their times a moment
 * before their commits, and a clock's own correction moves it by seconds.
 */
export const CLOCK_BACK_TOLERANCE_MS = 60_000;

/** A clock put back between two facts: the later fact's time, and the earlier fact's. */
export interface ClockBack {
  readonly at: string;
  readonly after: string;
}

/** The clock put back between a fact at `after` and the next at `at`, or null. */
export function clockBack(after: string, at: string): ClockBack | null {
  return Date.parse(at) < Date.parse(after) - CLOCK_BACK_TOLERANCE_MS ? { at, after } : null;
}
