import { describe, expect, it } from 'vitest';
import { AlarmBoard } from '../../../app/core/devices/alarms.js';
import { say } from '../../../engine/refusals/message.js';

describe('the alarm board of a long session', () => {
  it('keeps every active alarm and only the latest hundred cleared ones', () => {
    const board = new AlarmBoard();
    const at = new Date('2026-11-29T20:00:00Z');
    board.raise('jam', say('alarm.jam'), at, true);
    for (let unplugged = 1; unplugged <= 250; unplugged++) {
      board.raise('disconnected', say('alarm.disconnected', { detail: `unplugged ${unplugged}` }), at, true);
      board.clear('disconnected', at);
    }
    board.raise('silent', say('alarm.silent'), at, true);

    const cleared = board.all().filter((alarm) => alarm.clearedAt);
    expect(cleared).toHaveLength(100);
    expect(cleared.at(-1)?.sentence).toBe('the shoe reader is disconnected (unplugged 250); reconnecting');
    expect(cleared[0]?.params).toEqual({ detail: 'unplugged 151' });
    expect(board.active().map((alarm) => alarm.kind)).toEqual(['jam', 'silent']);
  });
});

describe('an alarm as data', () => {
  it('carries its code and parameters beside the English sentence', () => {
    const board = new AlarmBoard();
    board.raise('frames-lost', say('alarm.frames-lost', { count: 3 }), new Date('2026-11-29T20:00:00Z'));
    expect(board.active()).toEqual([
      {
        id: 1,
        kind: 'frames-lost',
        code: 'alarm.frames-lost',
        params: { count: 3 },
        sentence:
          '3 frames were lost from the shoe reader: check the cards dealt, key any card missing, then confirm ("ok")',
        raisedAt: '2026-11-29T20:00:00.000Z',
      },
    ]);
  });
});
