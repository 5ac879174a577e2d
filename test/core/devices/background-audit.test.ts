import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LiveTable } from '../../../app/core/devices/live-table.js';
import { reasonOf } from '../../../app/core/sentences.js';
import { TableService } from '../../../app/core/table/table-service.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { until } from '../../support/until.js';
import { tamper, tempDir } from '../log/log-fixtures.js';

const keyboard = { source: 'keyboard', operator: 'croupier-1' } as const;

describe('the full audit while the table plays', () => {
  it('given a journal entry rewritten (start-up does not read the journals), when the live table opens, then it alarms and records nothing more', async () => {
    const dbPath = join(tempDir(), 'table.db');
    const before = TableService.open({ dbPath, profile: classic6d });
    expect(before.submit({ type: 'bet', box: 1, amount: 1 }, keyboard).ok).toBe(false);
    expect(before.submit({ type: 'bet', box: 1, amount: 10 }, keyboard).ok).toBe(true);
    before.close();
    tamper(dbPath, "UPDATE journal SET reason = 'nothing was refused' WHERE position = 1");

    const opened = await LiveTable.open({ dbPath, device: 'sim', operator: 'croupier-1', seed: 3 });
    if (!opened.ok) throw new Error(reasonOf(opened));
    const table = opened.value;
    try {
      await until('the alarm', () =>
        table.alarms.active().some((alarm) => alarm.kind === 'log-failed-audit'),
      );
      const alarm = table.alarms.active().find((raised) => raised.kind === 'log-failed-audit');
      expect(alarm?.sentence).toBe(
        "the table's log failed its audit (entry 1 of the journal was altered or put in after it was written (its seal does not match its content)): nothing more is recorded; call the pit boss",
      );
      const tail = table.service.log.lastPosition();
      const keyed = await table.key('b2 10');
      expect(keyed.ok).toBe(false);
      expect(!keyed.ok && reasonOf(keyed)).toContain('the log failed its audit');
      expect(table.service.log.lastPosition()).toBe(tail);
    } finally {
      await table.close();
    }
  });
});
