import { describe, expect, it } from 'vitest';
import { Center } from '../../app/core/shipping/center.js';
import { startPitServer } from '../../app/pit/pit-server.js';
import { JURISDICTIONS } from '../../engine/compliance/jurisdictions.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { shipCashDay } from './cash-day.js';
import { central, pgClusterForFile } from './pit-fixtures.js';

const cluster = pgClusterForFile();

/** The cash day of cash-day.ts: ann's report due at bj-3's 4,000, dan's at bj-2's second 2,900. */
describe('the floor adding a patron’s cash across tables as it arrives', () => {
  it('raises a report-due alarm on the table of the buy-in that made it due, once', async () => {
    await shipCashDay(tempDir(), cluster().url);
    const center = new Center(cluster().url);
    const server = await startPitServer({
      write: center,
      host: '127.0.0.1',
      port: 0,
      beyondLoopback: false,
      compliance: JURISDICTIONS['us-title-31'],
      log: () => {},
    });
    try {
      const raised = async () =>
        central<{ table_id: string; subject: string; params: { amount: number; tables: number } }>(
          cluster().url,
          "SELECT table_id, subject, params FROM pit_alarms WHERE subject LIKE 'compliance:%' ORDER BY subject",
        );
      await expect.poll(async () => (await raised()).length, { timeout: 60_000 }).toBe(2);
      expect(
        (await raised()).map((row) => [row.table_id, row.subject, row.params.amount, row.params.tables]),
      ).toEqual([
        ['bj-3', 'compliance:report:P-1:2026-11-02', 10_500, 3],
        ['bj-2', 'compliance:report:P-2:2026-11-02', 11_600, 2],
      ]);
    } finally {
      await server.close();
      await center.close();
    }
  }, 120_000);
});
