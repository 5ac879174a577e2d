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
        count: 1,
        lastAt: '2026-11-29T20:00:00.000Z',
      },
    ]);
  });
});

describe('alarms of one kind and cause', () => {
  it('coalesce into one alarm with a count and the last occurrence, and listeners hear only that alarm', () => {
    const board = new AlarmBoard();
    const heard: (readonly unknown[])[] = [];
    board.subscribe((changed) => heard.push(changed));
    for (let frame = 0; frame < 500; frame++)
      board.raise(
        'conflict',
        say('alarm.conflict', { seq: 7 + (frame % 3) }),
        new Date(Date.UTC(2026, 10, 29, 20, 0, frame)),
      );
    board.raise('jam', say('alarm.jam'), new Date('2026-11-29T21:00:00Z'), true);
    board.raise('jam', say('alarm.jam'), new Date('2026-11-29T21:00:01Z'), true);

    expect(board.active()).toHaveLength(2);
    expect(board.active()[0]).toMatchObject({
      kind: 'conflict',
      count: 500,
      params: { seq: 7 + (499 % 3) },
      raisedAt: '2026-11-29T20:00:00.000Z',
      lastAt: '2026-11-29T20:08:19.000Z',
    });
    // A condition raised again while up changes nothing and tells nobody.
    expect(board.active()[1]).toMatchObject({ kind: 'jam', count: 1 });
    expect(heard).toHaveLength(501);
    expect(heard.every((changed) => changed.length === 1)).toBe(true);

    board.clear('conflict', new Date('2026-11-29T22:00:00Z'));
    expect(heard.at(-1)).toEqual([
      expect.objectContaining({ kind: 'conflict', count: 500, clearedAt: '2026-11-29T22:00:00.000Z' }),
    ]);
    board.raise('conflict', say('alarm.conflict', { seq: 9 }), new Date('2026-11-29T22:00:01Z'));
    expect(board.active().map((alarm) => [alarm.kind, alarm.count])).toEqual([
      ['jam', 1],
      ['conflict', 1],
    ]);
  });
});
