import { describe, expect, it } from 'vitest';
import { tableMessageSchema } from '../../app/contract.js';
import { tableMessage } from '../../app/server/table-message.js';
import { startTcpGate } from '../support/tcp-gate.js';
import {
  central,
  expectSameCentrally,
  pgClusterForFile,
  playRound,
  shippingTable,
  untilShipped,
} from './pit-fixtures.js';

const pgCluster = pgClusterForFile();

const OUTAGE_MS = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const openLagAlarms = () =>
  central<{ code: string; params: { table: string } }>(
    pgCluster().url,
    "SELECT code, params FROM pit_alarms WHERE table_id = 'bj-7' AND kind = 'lag' AND cleared_at IS NULL",
  );

describe('a live table while its center is stopped', () => {
  it('given a table shipping live, when PostgreSQL stops for 30 s during play, then the table plays on, the lag alarm is raised and cleared, and nothing is lost', async () => {
    // The table reaches the center through a relay, so its network can stay cut a moment after
    // the center is back: long enough for the pit to see the lag before the table catches up.
    const gate = await startTcpGate(pgCluster().port);
    const url = `postgres://sabot@127.0.0.1:${gate.port}/postgres`;
    const { table, db } = await shippingTable(url, 'bj-7', { maxBackoffMs: 4000 });
    try {
      let played = 0;
      for (; played < 3; played++) await playRound(table, played);
      await untilShipped(pgCluster().url, table, db);
      const shippedBefore = table.service.log.lastPosition();

      await pgCluster().halt();
      const stoppedAt = Date.now();
      const triedBefore = gate.tried();
      const roundMs: number[] = [];
      while (Date.now() - stoppedAt < OUTAGE_MS) {
        const started = performance.now();
        await playRound(table, played++);
        roundMs.push(performance.now() - started);
        await sleep(1000);
      }
      // The rounds went on committing at the table, none waiting for the center.
      const local = table.service.log.lastPosition();
      expect(played).toBeGreaterThanOrEqual(3 + 20);
      expect(local).toBeGreaterThan(shippedBefore + 20 * 8);
      expect(Math.max(...roundMs)).toBeLessThan(1000);
      // The tries spaced out (1, 2, 4, 4 … s): not one per commit (some 200) or per second (30).
      expect(gate.tried() - triedBefore).toBeLessThan(20);
      const header = tableMessageSchema.parse(tableMessage(table, { dbPath: db, operator: 'croupier' }));
      expect(header.shipping).toMatchObject({
        state: 'unreachable',
        table: 'bj-7',
        behind: local - shippedBefore,
        said: { code: 'pit.center-unreachable' },
      });
      expect(header.shipping?.since).not.toBeNull();

      gate.shut();
      await pgCluster().start();
      expect((await central(pgCluster().url, "SELECT * FROM pit_check_lag('10 seconds')"))[0]).toMatchObject({
        raised: 1,
      });
      expect(await openLagAlarms()).toEqual([
        { code: 'pit.lag', params: expect.objectContaining({ table: 'bj-7' }) },
      ]);
      expect(
        await central(pgCluster().url, "SELECT count(*)::int AS n FROM pit_events WHERE table_id = 'bj-7'"),
      ).toEqual([{ n: shippedBefore }]);

      gate.open();
      await playRound(table, played++);
      await untilShipped(pgCluster().url, table, db, 30_000);
      await central(pgCluster().url, "SELECT * FROM pit_check_lag('10 seconds')");
      expect(await openLagAlarms()).toEqual([]);
      expect(
        await central(
          pgCluster().url,
          "SELECT count(*)::int AS n FROM pit_alarms WHERE table_id = 'bj-7' AND kind = 'lag' AND cleared_at IS NOT NULL",
        ),
      ).toEqual([{ n: 1 }]);
      expect(tableMessage(table, { dbPath: db, operator: 'croupier' }).shipping).toMatchObject({
        state: 'shipped',
        behind: 0,
        since: null,
        said: null,
      });
    } finally {
      await table.close();
      await gate.close();
    }
    await expectSameCentrally(pgCluster().url, db, 'bj-7');
  }, 120_000);
});
