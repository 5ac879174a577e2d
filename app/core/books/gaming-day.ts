/**
 * The gaming day: a casino's accounting day, which starts at a set local time (06:00 unless the
 * table says otherwise) in the casino's time zone, so that a shift played past midnight stays in
 * the day it began.
 */
export interface GamingDayClock {
  /** `HH:MM`, local time. */
  readonly starts: string;
  /** An IANA zone (`Europe/Paris`). */
  readonly timeZone: string;
}

export const DEFAULT_GAMING_DAY_STARTS = '06:00';

/** The zone of the machine running Sabot: the casino's own, where the table's computer stands. */
export const machineTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of `HH:MM`, or null when it is no time of day. */
export function minutesOfDay(text: string): number | null {
  const match = HH_MM.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Whether the zone is one this machine knows. */
export function knownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A zone's offset changes only on the quarter hour. */
const QUARTER_HOUR = 15 * 60_000;
const DAY = 86_400_000;

/**
 * Reads instants into gaming days. The zone's offset is asked of Intl a few times a day, never
 * once per round; the gaming day is then the local wall-clock time less the day's start, read as
 * a date.
 */
export function gamingDayReader(clock: GamingDayClock): (iso: string) => string {
  const start = minutesOfDay(clock.starts) ?? 0;
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: clock.timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const offsetOf = (at: number): number => {
    const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
    const wall = Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
    );
    return wall - at;
  };
  // A zone's offset is asked at both ends of each UTC day: the same at both (all but a day or two
  // a year), it holds all day; else it is asked for the quarter hour.
  const days = new Map<number, number | null>();
  const quarters = new Map<number, number>();
  const offsetAt = (ms: number): number => {
    const utcDay = Math.floor(ms / DAY);
    let whole = days.get(utcDay);
    if (whole === undefined) {
      const first = offsetOf(utcDay * DAY);
      whole = first === offsetOf((utcDay + 1) * DAY - QUARTER_HOUR) ? first : null;
      days.set(utcDay, whole);
    }
    if (whole !== null) return whole;
    const quarter = Math.floor(ms / QUARTER_HOUR);
    let offset = quarters.get(quarter);
    if (offset === undefined) {
      offset = offsetOf(quarter * QUARTER_HOUR);
      quarters.set(quarter, offset);
    }
    return offset;
  };
  const names = new Map<number, string>();
  return (iso) => {
    const ms = Date.parse(iso);
    const day = Math.floor((ms + offsetAt(ms) - start * 60_000) / DAY);
    let name = names.get(day);
    if (name === undefined) {
      name = new Date(day * DAY).toISOString().slice(0, 10);
      names.set(day, name);
    }
    return name;
  };
}
