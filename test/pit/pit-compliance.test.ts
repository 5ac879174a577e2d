import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../core/log/log-fixtures.js';
import { type PgCluster, startPgCluster } from '../support/pg-cluster.js';
import { runSabot } from '../support/run-cli.js';
import { shipCashDay } from './cash-day.js';

let cluster: PgCluster;

beforeAll(async () => {
  cluster = await startPgCluster();
});

afterAll(async () => {
  await cluster?.stop();
});

describe('sabot compliance --pg: a patron’s cash across the tables of the pit', () => {
  it('adds a patron’s cash at three tables into one report due, and flags cash split across two', {
    timeout: 120_000,
  }, async () => {
    await shipCashDay(tempDir(), cluster.url, async (db) => {
      // Alone, no table sees a report due.
      const alone = JSON.parse((await runSabot('compliance', 'ctr', '--db', db, '--json')).out);
      expect(alone.patrons).toEqual([]);
    });
    const pit = async (record: string) => {
      const read = await runSabot('compliance', record, '--pg', cluster.url, '--json');
      expect(read.err).toBe('');
      expect(read.code).toBe(0);
      return JSON.parse(read.out);
    };
    const ctr = await pit('ctr');
    expect(ctr).toMatchObject({ scope: 'pit', tables: ['bj-1', 'bj-2', 'bj-3'] });
    type Due = {
      player: string;
      cashIn: number;
      reportDueAt: { at: string; fact: { table: string } };
      facts: { table: string }[];
    };
    expect(
      ctr.patrons.map((p: Due) => [
        p.player,
        p.cashIn,
        p.reportDueAt.fact.table,
        p.reportDueAt.at.slice(11, 16),
        [...new Set(p.facts.map((f) => f.table))],
      ]),
    ).toEqual([
      ['P-1', 10_500, 'bj-3', '17:25', ['bj-1', 'bj-2', 'bj-3']],
      ['P-2', 11_600, 'bj-2', '17:16', ['bj-1', 'bj-2']],
    ]);
    const mtl = await pit('mtl');
    expect(mtl.entries.map((e: { table: string; amount: number }) => [e.table, e.amount])).toEqual([
      ['bj-3', 3_000],
      ['bj-3', 4_000],
    ]);
    const review = await pit('review');
    const split = review.flags.find((f: { kind: string }) => f.kind === 'structuring');
    expect(split).toMatchObject({ player: 'P-2', amount: 11_600 });
    expect(split.facts).toHaveLength(4);
  });

  it('refuses to read both one table and the pit, or neither', async () => {
    expect((await runSabot('compliance', 'mtl')).code).toBe(2);
    expect((await runSabot('compliance', 'mtl', '--db', 'a.db', '--pg', cluster.url)).code).toBe(2);
  });
});
