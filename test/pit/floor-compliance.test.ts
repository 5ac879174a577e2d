import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Center } from '../../app/core/shipping/center.js';
import { startPitServer } from '../../app/pit/pit-server.js';
import { JURISDICTIONS } from '../../engine/compliance/jurisdictions.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { runSabot } from '../support/run-cli.js';
import { central, pgClusterForFile } from './pit-fixtures.js';

const cluster = pgClusterForFile();

const OPEN = [
  '{"type":"table","profile":"classic-6d","min":5,"max":1000}',
  '{"type":"table-open","inventory":{"5":100,"25":80,"100":40},"by":{"croupier":"lea","supervisor":"pat"}}',
  '{"type":"seat","box":1,"player":"P-1","name":"ann"}',
  '{"type":"seat","box":2,"player":"P-2","name":"dan"}',
];
const buy = (box: number, amount: number) => `{"type":"buy-in","box":${box},"amount":${amount}}`;

/**
 * The three tables of test/pit/pit-compliance.test.ts, worked by hand (US Title 31): ann's 2,000 at
 * bj-1, 1,500 at bj-2, 3,000 + 4,000 at bj-3 (10,500: a report due at bj-3's 4,000); dan's four
 * 2,900 at bj-1 and bj-2 (11,600: due at bj-2's second). No table alone sees either.
 */
const TABLES: readonly (readonly [string, string, readonly string[]])[] = [
  ['bj-1', '2026-11-02T17:00:00Z', [buy(1, 2_000), buy(2, 2_900), buy(2, 2_900)]],
  ['bj-2', '2026-11-02T17:10:00Z', [buy(1, 1_500), buy(2, 2_900), buy(2, 2_900)]],
  ['bj-3', '2026-11-02T17:20:00Z', [buy(1, 3_000), buy(1, 4_000)]],
];

describe('the floor adding a patron’s cash across tables as it arrives', () => {
  it('raises a report-due alarm on the table of the buy-in that made it due, once', async () => {
    const dir = tempDir();
    for (const [table, from, buyIns] of TABLES) {
      const script = join(dir, `${table}.jsonl`);
      writeFileSync(script, `${[...OPEN, ...buyIns].join('\n')}\n`);
      const db = join(dir, `${table}.db`);
      const played = await runSabot(
        'play',
        '--db',
        db,
        '--script',
        script,
        '--from',
        from,
        '--pace',
        '60',
        '--time-zone',
        'UTC',
      );
      expect(played.code, played.err).toBe(0);
      const shipped = await runSabot('ship', '--db', db, '--pg', cluster().url);
      expect(shipped.code, shipped.err).toBe(0);
    }
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
      const by = Date.now() + 60_000;
      while ((await raised()).length < 2 && Date.now() < by)
        await new Promise((resolve) => setTimeout(resolve, 200));
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
