import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Center } from '../../app/core/shipping/center.js';
import { Shipper } from '../../app/core/shipping/shipper.js';
import { PROTECTION_ALARM_CODES } from '../../app/pit/center/protection-alarms.js';
import { startPitServer } from '../../app/pit/pit-server.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { recordCounterAndMisdeals } from '../core/protection/watched-log.js';
import { central, pgClusterForFile } from './pit-fixtures.js';

const cluster = pgClusterForFile();

describe('the floor reading game protection', () => {
  it("raises a shipped table's flagged signals of its gaming day on the alarm board", async () => {
    const db = join(tempDir(), 'bj-9.db');
    // A quarter of a second an input: the 1,200 rounds fit in an evening, one gaming day.
    recordCounterAndMisdeals(db, 1200, Date.UTC(2026, 10, 1, 18), 250);
    const center = new Center(cluster().url);
    const shipper = new Shipper({ db, url: cluster().url, table: 'bj-9', center });
    expect((await shipper.shipOnce()).state).toBe('shipped');
    await shipper.close();
    const server = await startPitServer({
      write: center,
      host: '127.0.0.1',
      port: 0,
      beyondLoopback: false,
      protectionEveryMs: 60_000,
      log: () => {},
    });
    try {
      const codes = async () =>
        (
          await central<{ code: string }>(
            cluster().url,
            "SELECT code FROM pit_alarms WHERE table_id = 'bj-9' AND subject LIKE 'protection:%' ORDER BY code",
          )
        ).map((row) => row.code);
      const by = Date.now() + 60_000;
      while ((await codes()).length < 2 && Date.now() < by)
        await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await codes()).toEqual(
        [PROTECTION_ALARM_CODES.countBetting, PROTECTION_ALARM_CODES.croupier].sort(),
      );
    } finally {
      await server.close();
      await center.close();
    }
  }, 120_000);
});
