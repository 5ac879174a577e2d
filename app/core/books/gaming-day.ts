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

/** A zone's offset changes only on the quarter hour: one look-up per quarter hour of the log. */
const QUARTER_HOUR = 15 * 60_000;

/**
 * Reads instants into gaming days. The zone's offset is asked of Intl once per quarter hour (a
 * month of rounds asks a few thousand times, not once per round); the gaming day is then the local
 * wall-clock time less the day's start, read as a date.
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
  const offsets = new Map<number, number>();
  const offsetAt = (ms: number): number => {
    const quarter = Math.floor(ms / QUARTER_HOUR);
    let offset = offsets.get(quarter);
    if (offset === undefined) {
      const at = quarter * QUARTER_HOUR;
      const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
      const wall = Date.UTC(
        Number(parts.year),
        Number(parts.month) - 1,
        Number(parts.day),
        Number(parts.hour),
        Number(parts.minute),
      );
      offset = wall - at;
      offsets.set(quarter, offset);
    }
    return offset;
  };
  return (iso) => {
    const ms = Date.parse(iso);
    return new Date(ms + offsetAt(ms) - start * 60_000).toISOString().slice(0, 10);
  };
}
