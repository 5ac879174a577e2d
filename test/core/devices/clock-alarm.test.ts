import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LiveTable } from '../../../app/core/devices/live-table.js';
import { reasonOf } from '../../../app/core/sentences.js';
import { TableService } from '../../../app/core/table/table-service.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { until } from '../../support/until.js';
import { tempDir } from '../log/log-fixtures.js';

const HOUR = 3_600_000;

describe("the table's clock put back", () => {
  it('given the clock put back 26 hours between two bets, then the bet is recorded and the croupier and pit boss see an alarm', async () => {
    const dbPath = join(tempDir(), 'table.db');
    const now = { time: Date.parse('2026-11-02T18:00:00Z') };
    const clock = () => new Date(now.time);
    const opened = await LiveTable.open({
      dbPath,
      profile: classic6d,
      device: 'sim',
      operator: 'lea',
      seed: 3,
      clock,
    });
    if (!opened.ok) throw new Error(reasonOf(opened));
    const table = opened.value;
    try {
      expect((await table.key('b1 10')).ok).toBe(true);
      // Thirty seconds back is the same clock (two writers a moment apart): no alarm.
      now.time -= 30_000;
      expect((await table.key('b2 10')).ok).toBe(true);
      expect(table.alarms.active().filter((alarm) => alarm.kind === 'clock-back')).toEqual([]);
      now.time -= 26 * HOUR;
      const tail = table.service.log.lastPosition();
      expect((await table.key('b3 10')).ok).toBe(true);
      expect(table.service.log.lastPosition()).toBe(tail + 1);
      const alarm = table.alarms.active().find((raised) => raised.kind === 'clock-back');
      expect(alarm?.sentence).toBe(
        "the table's clock was put back: a fact of 2026-11-01T15:59:30.000Z came after one of 2026-11-02T17:59:30.000Z; it is recorded as it is, call the pit boss to set the clock right",
      );

      // A record another process makes (`sabot books`, a ruling) with its clock further back is alarmed too.
      const elsewhere = TableService.open({ dbPath, clock: () => new Date(now.time - 3 * HOUR) });
      expect(
        elsewhere.submit({ type: 'seat', box: 4, player: 'ann' }, { source: 'keyboard', operator: 'pat' }).ok,
      ).toBe(true);
      elsewhere.close();
      await until('the alarm counted again', () =>
        table.alarms.active().some((raised) => raised.kind === 'clock-back' && raised.count === 2),
      );
    } finally {
      await table.close();
    }
  });
});
