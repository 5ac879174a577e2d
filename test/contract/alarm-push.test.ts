import { describe, expect, it } from 'vitest';
import { ALARMS_CHANGED, type AlarmMessage, hearFrame, withAlarmChange } from '../../app/contract.js';
import { FAKE_TABLE } from '../electron/fixtures/fake-service-env.js';

const alarm = (id: number, kind: string, count = 1, clearedAt?: string): AlarmMessage => ({
  id,
  kind,
  code: `alarm.${kind}`,
  params: {},
  sentence: kind,
  raisedAt: '2026-12-01T10:00:00.000Z',
  count,
  lastAt: '2026-12-01T10:00:05.000Z',
  ...(clearedAt && { clearedAt }),
});

describe('an alarm push on a screen', () => {
  it('is heard as the alarms that changed, and applied to the table shown: counted again, raised, cleared', () => {
    const frame = { push: ALARMS_CHANGED, change: { changed: [alarm(2, 'conflict', 4000)], paused: true } };
    const heard = hearFrame(JSON.stringify(frame));
    expect(heard).toEqual({ ok: true, frame });

    const shown = { ...FAKE_TABLE, alarms: [alarm(1, 'jam'), alarm(2, 'conflict', 3999)], paused: false };
    const counted = withAlarmChange(shown, frame.change);
    expect(counted.alarms).toEqual([alarm(1, 'jam'), alarm(2, 'conflict', 4000)]);
    expect(counted.paused).toBe(true);

    const raised = withAlarmChange(counted, { changed: [alarm(3, 'disk-full')], paused: true });
    expect(raised.alarms.map((a) => a.id)).toEqual([1, 2, 3]);
    const cleared = withAlarmChange(raised, {
      changed: [alarm(1, 'jam', 1, '2026-12-01T10:01:00.000Z')],
      paused: false,
    });
    expect(cleared.alarms.map((a) => a.kind)).toEqual(['conflict', 'disk-full']);
    expect(cleared.view).toBe(FAKE_TABLE.view);
  });

  it('refuses an alarm push without its count', () => {
    const { count: _, ...uncounted } = alarm(1, 'jam');
    const heard = hearFrame(
      JSON.stringify({ push: ALARMS_CHANGED, change: { changed: [uncounted], paused: false } }),
    );
    expect(heard.ok).toBe(false);
  });
});
