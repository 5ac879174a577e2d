import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PatronCashFollower } from '../../app/core/compliance/patron-cash-follower.js';
import { sentenceOf } from '../../app/core/sentences.js';
import { Center } from '../../app/core/shipping/center.js';
import { TableService } from '../../app/core/table/table-service.js';
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
];
const buy = (amount: number) => `{"type":"buy-in","box":1,"amount":${amount}}`;

/**
 * ann (P-1) across three tables of one gaming day, worked by hand (US Title 31, report level
 * 10,000; every table created with --identify-above 10000): 2,000 at bj-1, 1,500 at bj-2 (shipped,
 * added by the pit server), then 3,000 at bj-3: 6,500 in all, no report due. Her 4,000 at bj-3
 * would take her to 10,500: bj-3 holds it for her identification before accepting it, though bj-3
 * alone holds only her 3,000.
 */
describe('identification before a patron’s cash goes over the report level across the pit’s tables', () => {
  it('holds the buy-in at the third table, counting her cash at the other two', async () => {
    const dir = tempDir();
    const play = async (table: string, from: string, lines: readonly string[]) => {
      const script = join(dir, `${table}.jsonl`);
      writeFileSync(script, `${[...OPEN, ...lines].join('\n')}\n`);
      const db = join(dir, `${table}.db`);
      const args = ['--from', from, '--pace', '60', '--time-zone', 'UTC', '--identify-above', '10000'];
      const played = await runSabot('play', '--db', db, '--script', script, ...args);
      expect(played.code, played.err).toBe(0);
      return db;
    };
    for (const [table, from, amount] of [
      ['bj-1', '2026-11-02T17:00:00Z', 2_000],
      ['bj-2', '2026-11-02T17:10:00Z', 1_500],
    ] as const) {
      const db = await play(table, from, [buy(amount)]);
      const shipped = await runSabot('ship', '--db', db, '--pg', cluster().url);
      expect(shipped.code, shipped.err).toBe(0);
    }
    const bj3 = await play('bj-3', '2026-11-02T17:20:00Z', [buy(3_000)]);

    const center = new Center(cluster().url);
    const server = await startPitServer({
      write: center,
      host: '127.0.0.1',
      port: 0,
      beyondLoopback: false,
      compliance: JURISDICTIONS['us-title-31'],
      log: () => {},
    });
    const service = TableService.open({ dbPath: bj3, clock: () => new Date('2026-11-02T17:25:00Z') });
    const follower = new PatronCashFollower(cluster().url, 'bj-3', service.clock, { intervalMs: 200 });
    service.cashElsewhere = (player, day) => follower.elsewhere(player, day);
    try {
      // The pit server adds the two tables' cash; bj-3 hears it from the center.
      const elsewhere = async () => {
        await follower.refresh();
        return follower.elsewhere('P-1', '2026-11-02')?.cash ?? 0;
      };
      await expect.poll(elsewhere, { timeout: 60_000 }).toBe(350_000);
      const rows = await central<{ table_id: string; cash: string }>(
        cluster().url,
        "SELECT table_id, cash FROM pit_patron_cash WHERE player = 'P-1' ORDER BY table_id",
      );
      expect(rows.map((row) => [row.table_id, Number(row.cash)])).toEqual([
        ['bj-1', 200_000],
        ['bj-2', 150_000],
      ]);

      const meta = { source: 'keyboard', operator: 'lea' } as const;
      const held = service.submit({ type: 'buy-in', box: 1, amount: 4_000 }, meta);
      expect(held.ok).toBe(false);
      if (!held.ok)
        expect(sentenceOf(held.refusal)).toContain(
          'ann (P-1) has bought in 6500 in cash this gaming day, and this 4000 takes them to 10500, over 10000',
        );
      const identified = service.submit({ type: 'buy-in', box: 1, amount: 4_000, identified: true }, meta);
      expect(identified.ok).toBe(true);
    } finally {
      await follower.close();
      service.close();
      await server.close();
      await center.close();
    }
  }, 120_000);
});
