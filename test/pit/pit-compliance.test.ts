import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../core/log/log-fixtures.js';
import { type PgCluster, startPgCluster } from '../support/pg-cluster.js';
import { runSabot } from '../support/run-cli.js';

let cluster: PgCluster;

beforeAll(async () => {
  cluster = await startPgCluster();
});

afterAll(async () => {
  await cluster?.stop();
});

const OPEN = [
  '{"type":"table","profile":"classic-6d","min":5,"max":1000}',
  '{"type":"table-open","inventory":{"5":100,"25":80,"100":40},"by":{"croupier":"lea","supervisor":"pat"}}',
  '{"type":"seat","box":1,"player":"P-1","name":"ann"}',
  '{"type":"seat","box":2,"player":"P-2","name":"dan"}',
];
const buy = (box: number, amount: number) => `{"type":"buy-in","box":${box},"amount":${amount}}`;

/**
 * Three tables of one gaming day, each played from its own minute (an input a minute after it),
 * worked by hand (US Title 31):
 *   bj-1 from 17:00: ann 2,000 at 17:04; dan 2,900 at 17:05 and 17:06
 *   bj-2 from 17:10: ann 1,500 at 17:14; dan 2,900 at 17:15 and 17:16
 *   bj-3 from 17:20: ann 3,000 at 17:24 and 4,000 at 17:25
 * ann: 2,000 + 1,500 + 3,000 + 4,000 = 10,500 at three tables, over 10,000 at the 4,000; her
 * 3,000 and 4,000 are logged. dan: 4 × 2,900 = 11,600 at two tables, over 10,000 at his fourth;
 * none logged, each just under 3,000: structuring. No table alone sees a report due.
 */
const TABLES: readonly (readonly [string, string, readonly string[]])[] = [
  ['bj-1', '2026-11-02T17:00:00Z', [buy(1, 2_000), buy(2, 2_900), buy(2, 2_900)]],
  ['bj-2', '2026-11-02T17:10:00Z', [buy(1, 1_500), buy(2, 2_900), buy(2, 2_900)]],
  ['bj-3', '2026-11-02T17:20:00Z', [buy(1, 3_000), buy(1, 4_000)]],
];

describe('sabot compliance --pg: a patron’s cash across the tables of the pit', () => {
  it('adds a patron’s cash at three tables into one report due, and flags cash split across two', {
    timeout: 120_000,
  }, async () => {
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
      // Alone, no table sees a report due.
      const alone = JSON.parse((await runSabot('compliance', 'ctr', '--db', db, '--json')).out);
      expect(alone.patrons).toEqual([]);
      const shipped = await runSabot('ship', '--db', db, '--pg', cluster.url);
      expect(shipped.code, shipped.err).toBe(0);
    }
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
