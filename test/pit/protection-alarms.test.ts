import { describe, expect, it } from 'vitest';
import { Center } from '../../app/core/shipping/center.js';
import { PROTECTION_ALARM_CODES, raiseProtectionAlarms } from '../../app/pit/center/protection-alarms.js';
import { acknowledgeAlarm, openAlarms } from '../../app/pit/pit-alarms.js';
import { protectionReport } from '../../engine/protection/protection-report.js';
import { open6d } from '../../engine/rules/profiles/open-6d.js';
import { counter, shift, watchedSession } from '../engine/protection/synthetic-players.js';
import { pgClusterForFile } from './pit-fixtures.js';

const cluster = pgClusterForFile();

describe("game-protection alarms on the pit's board", () => {
  it('raises what the signals flag once per reading, and lets a pit boss acknowledge it for good', async () => {
    const rounds = watchedSession(
      open6d,
      counter,
      2,
      1200,
      shift({ ana: 0.01, ben: 0.01, mia: 0.15, tom: 0.01 }, 3),
    );
    const report = protectionReport(rounds, { edge: 0.0022, dayOf: () => '2026-11-02' });
    const center = new Center(cluster().url);
    try {
      expect(await raiseProtectionAlarms(center, 'bj-7', '2026-11-02', report)).toBe(true);
      const raised = (await openAlarms(center)).filter((alarm) => alarm.table === 'bj-7');
      const codes = raised.map((alarm) => alarm.code).sort();
      expect(codes).toEqual([PROTECTION_ALARM_CODES.countBetting, PROTECTION_ALARM_CODES.croupier].sort());
      const croupier = raised.find((alarm) => alarm.code === PROTECTION_ALARM_CODES.croupier);
      expect(croupier?.params).toMatchObject({ table: 'bj-7', croupier: 'mia', rates: 'misdeals' });

      // The same reading again raises nothing new.
      expect(await raiseProtectionAlarms(center, 'bj-7', '2026-11-02', report)).toBe(false);
      for (const alarm of raised)
        expect(await acknowledgeAlarm(center, alarm.id, { operator: 'pat', role: 'pit-boss' })).toBeNull();
      const after = (await openAlarms(center)).filter((alarm) => alarm.table === 'bj-7');
      expect(after.every((alarm) => alarm.clearedAt !== null && alarm.acknowledged?.operator === 'pat')).toBe(
        true,
      );
      // Acknowledged, a reading of the same day does not raise it again; the next day's does.
      expect(await raiseProtectionAlarms(center, 'bj-7', '2026-11-02', report)).toBe(false);
      expect(await raiseProtectionAlarms(center, 'bj-7', '2026-11-03', report)).toBe(true);
    } finally {
      await center.close();
    }
  }, 120_000);
});
