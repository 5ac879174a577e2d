import { describe, expect, it } from 'vitest';
import { AlarmBoard } from '../../../app/core/devices/alarms.js';

describe('the alarm board of a long session', () => {
  it('keeps every active alarm and only the latest hundred cleared ones', () => {
    const board = new AlarmBoard();
    const at = new Date('2026-11-29T20:00:00Z');
    board.raise('jam', 'the shoe is jammed', at, true);
    for (let unplugged = 1; unplugged <= 250; unplugged++) {
      board.raise('disconnected', `unplugged ${unplugged}`, at, true);
      board.clear('disconnected', at);
    }
    board.raise('silent', 'the shoe reader is silent', at, true);

    const cleared = board.all().filter((alarm) => alarm.clearedAt);
    expect(cleared).toHaveLength(100);
    expect(cleared.at(-1)?.sentence).toBe('unplugged 250');
    expect(cleared[0]?.sentence).toBe('unplugged 151');
    expect(board.active().map((alarm) => alarm.kind)).toEqual(['jam', 'silent']);
  });
});
