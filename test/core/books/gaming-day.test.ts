import { describe, expect, it } from 'vitest';
import { gamingDayReader, knownTimeZone, minutesOfDay } from '../../../app/core/books/gaming-day.js';

describe('the gaming day', () => {
  it('starts at its local time: a moment before belongs to the day before', () => {
    const day = gamingDayReader({ starts: '06:00', timeZone: 'UTC' });
    expect(day('2026-11-02T05:59:59.999Z')).toBe('2026-11-01');
    expect(day('2026-11-02T06:00:00.000Z')).toBe('2026-11-02');
    expect(day('2026-11-02T23:59:00.000Z')).toBe('2026-11-02');
    expect(day('2026-11-03T02:00:00.000Z')).toBe('2026-11-02');
  });

  it('counts in the zone given, summer time and half-hour offsets included', () => {
    const paris = gamingDayReader({ starts: '06:00', timeZone: 'Europe/Paris' });
    // 29 March 2026: Paris moves from UTC+1 to UTC+2 at 02:00.
    expect(paris('2026-03-29T03:59:00Z')).toBe('2026-03-28');
    expect(paris('2026-03-29T04:00:00Z')).toBe('2026-03-29');
    expect(paris('2026-11-02T04:59:00Z')).toBe('2026-11-01');
    expect(paris('2026-11-02T05:00:00Z')).toBe('2026-11-02');
    const stJohns = gamingDayReader({ starts: '06:00', timeZone: 'America/St_Johns' });
    expect(stJohns('2026-11-02T09:29:00Z')).toBe('2026-11-01');
    expect(stJohns('2026-11-02T09:30:00Z')).toBe('2026-11-02');
    const evening = gamingDayReader({ starts: '18:30', timeZone: 'Asia/Tokyo' });
    expect(evening('2026-11-02T09:29:00Z')).toBe('2026-11-01');
    expect(evening('2026-11-02T09:30:00Z')).toBe('2026-11-02');
  });

  it('reads only real times of day and zones this machine knows', () => {
    expect(minutesOfDay('06:00')).toBe(360);
    expect(minutesOfDay('23:59')).toBe(1439);
    expect([minutesOfDay('24:00'), minutesOfDay('6:00'), minutesOfDay('06:60')]).toEqual([null, null, null]);
    expect(knownTimeZone('Europe/Paris')).toBe(true);
    expect(knownTimeZone('Mars/Olympus')).toBe(false);
  });
});
