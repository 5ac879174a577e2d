import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { runSabot } from '../support/run-cli.js';
import { scriptedLog } from '../support/scripted-log.js';

/**
 * The day of cash worked by hand in test/scenarios/classic-6d/compliance-cash-day.jsonl, at
 * 17:00 UTC on 2 November 2026, one input a minute.
 */
const cashDay = (): Promise<string> => scriptedLog('compliance-cash-day', '--time-zone', 'UTC');

type Fact = { table: string; position: number; hash: string };

async function json(db: string, record: string, ...args: string[]) {
  const read = await runSabot('compliance', record, '--db', db, '--json', ...args);
  expect(read.err).toBe('');
  expect(read.code).toBe(0);
  return JSON.parse(read.out);
}

/** Each cited fact as the log holds it: its type, amount and hash. */
function factsOf(db: string, facts: readonly Fact[]) {
  const log = new Database(db, { readonly: true });
  try {
    const row = log.prepare<[number], { type: string; data: string; hash: string }>(
      'SELECT type, data, hash FROM events WHERE position = ?',
    );
    return facts.map((fact) => {
      const found = row.get(fact.position);
      return {
        type: found?.type,
        amount: JSON.parse(found?.data ?? '{}').amount / 100,
        same: found?.hash === fact.hash,
      };
    });
  } finally {
    log.close();
  }
}

const digest = (path: string): string => createHash('sha256').update(readFileSync(path)).digest('hex');

describe('sabot compliance of a lone table, on the hand-worked day of cash', () => {
  it('logs each cash buy-in of 3,000 or more, citing the fact it comes from; a marker and a voided buy-in are not cash', async () => {
    const db = await cashDay();
    const before = digest(db);
    const mtl = await json(db, 'mtl');
    expect(mtl).toMatchObject({ jurisdiction: 'us-title-31', scope: 'table', tables: ['bj-07'] });
    expect(mtl.regulation).toContain('31 CFR 1021.311');
    expect(
      mtl.entries.map((e: { player: string | null; description: string; amount: number; at: string }) => [
        e.player,
        e.description,
        e.amount,
        e.at.slice(11, 16),
      ]),
    ).toEqual([
      ['P-1', 'ann', 3000, '17:08'],
      [null, 'grey', 4000, '17:10'],
      ['P-1', 'ann', 4000, '17:15'],
      [null, 'grey', 4000, '17:17'],
      ['P-3', 'carl', 6000, '17:18'],
    ]);
    for (const entry of mtl.entries)
      expect(factsOf(db, entry.facts)).toEqual([{ type: 'ChipsSold', amount: entry.amount, same: true }]);
    // A reading for compliance leaves the table's file as it was.
    expect(digest(db)).toBe(before);
  });

  it("says whose report is due and at which buy-in: ann's 4,000 (10,500), dan's fourth 2,900 (11,600)", async () => {
    const db = await cashDay();
    const { patrons } = await json(db, 'ctr');
    expect(
      patrons.map((p: { player: string; cashIn: number; reportDueAt: { at: string }; facts: Fact[] }) => [
        p.player,
        p.cashIn,
        p.reportDueAt.at.slice(11, 16),
        p.facts.length,
      ]),
    ).toEqual([
      ['P-1', 10500, '17:15', 4],
      ['P-2', 11600, '17:16', 4],
    ]);
    for (const patron of patrons) {
      const cited = factsOf(db, patron.facts);
      expect(cited.every((fact) => fact.type === 'ChipsSold' && fact.same)).toBe(true);
      expect(cited.reduce((sum, fact) => sum + fact.amount, 0)).toBe(patron.cashIn);
    }
  });

  it('flags for review the split cash, the unknown patron coming back, and the buy-ins with little play', async () => {
    const db = await cashDay();
    const { flags } = await json(db, 'review');
    expect(
      flags.map((f: { kind: string; description: string; amount: number; stakes?: number }) => [
        f.kind,
        f.description,
        f.amount,
        f.stakes ?? null,
      ]),
    ).toEqual([
      ['little-play', 'ann', 10500, 10],
      ['structuring', 'dan', 11600, null],
      ['little-play', 'dan', 11600, 0],
      ['unknown-repeated', 'grey', 8000, null],
      ['little-play', 'carl', 6000, 25],
    ]);
  });

  it('reads a gaming day, the EU and UK due diligence, and CSV; and refuses what it cannot read', async () => {
    const db = await cashDay();
    expect((await json(db, 'mtl', '--day', '2026-11-03')).entries).toEqual([]);
    // From €2,000: the 2,000 and the four 2,900 are logged too, and a patron is due from 2,000.
    const eu = await json(db, 'mtl', '--jurisdiction', 'eu-uk-cdd');
    expect(eu.entries).toHaveLength(10);
    expect(
      (await json(db, 'ctr', '--jurisdiction', 'eu-uk-cdd')).patrons.map(
        (p: { description: string }) => p.description,
      ),
    ).toEqual(['ann', 'dan', 'grey', 'carl']);
    const csv = await runSabot('compliance', 'ctr', '--db', db, '--csv');
    expect(csv.out.split('\r\n')[0]).toBe('day,player,description,cashIn,dueAt,facts');
    expect(csv.out.split('\r\n')[1]).toMatch(
      /^2026-11-02,P-1,ann,10500,2026-11-02T17:15:00.000Z,bj-07:6:[0-9a-f]{64} /,
    );
    const text = await runSabot('compliance', 'review', '--db', db, '--lang', 'fr');
    expect(text.out).toContain('À examiner — la table bj-07');
    expect(text.err).toContain('centre du pit');
    const unknown = await runSabot('compliance', 'mtl', '--db', db, '--jurisdiction', 'mars');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('us-title-31, eu-uk-cdd');
    expect((await runSabot('compliance', 'mtl', '--db', db, '--json', '--csv')).code).toBe(2);
    // The casino's own levels: a log from 2,500 takes dan's four 2,900 too; a report level laxer than the law is refused.
    const own = await json(db, 'mtl', '--log-from', '2500');
    expect(own.levels).toEqual({
      logFrom: 2500,
      report: { amount: 10000, when: 'more-than' },
      reviewFrom: 5000,
    });
    expect(own.entries).toHaveLength(9);
    const stricter = await json(db, 'ctr', '--report-from', '6000');
    expect(stricter.patrons.map((p: { description: string }) => p.description)).toEqual([
      'ann',
      'dan',
      'grey',
    ]);
    const laxer = await runSabot('compliance', 'ctr', '--db', db, '--report-from', '20000');
    expect(laxer.code).toBe(2);
    expect(laxer.err).toContain('at most 10,000 under us-title-31');
  });
});
