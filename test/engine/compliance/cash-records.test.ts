import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CashTransaction, cashRecords } from '../../../engine/compliance/cash-records.js';
import { JURISDICTIONS } from '../../../engine/compliance/jurisdictions.js';
import { MINOR_PER_UNIT } from '../../../engine/money.js';

const US = JURISDICTIONS['us-title-31'];
const units = (amount: number) => amount * MINOR_PER_UNIT;
let position = 0;
/** A cash buy-in at `table`, `minute` minutes after 18:00 on 2 November 2026. */
const cash = (
  table: string,
  minute: number,
  amount: number,
  player: string | null,
  description = 'ann',
): CashTransaction => {
  position += 1;
  return {
    fact: { table, position, hash: `h${position}` },
    at: new Date(Date.UTC(2026, 10, 2, 18, minute)).toISOString(),
    day: '2026-11-02',
    player,
    description,
    amount: units(amount),
  };
};

describe('the cash records of a gaming day (US Title 31: log from $3,000, report over $10,000, review from $5,000)', () => {
  it('logs the 3,000 and the 4,000 of 2,000 + 1,500 + 3,000 + 4,000 at three tables, and the report falls due at the 4,000', () => {
    // 2,000 (bj-1) + 1,500 (bj-2) + 3,000 (bj-3) = 6,500, not over 10,000; + 4,000 (bj-1) = 10,500: over.
    const day = [
      cash('bj-1', 0, 2_000, 'P-1'),
      cash('bj-2', 30, 1_500, 'P-1'),
      cash('bj-3', 60, 3_000, 'P-1'),
      cash('bj-1', 90, 4_000, 'P-1'),
    ];
    const records = cashRecords(day, US);
    expect(records.entries.map((entry) => [entry.table, entry.amount])).toEqual([
      ['bj-3', units(3_000)],
      ['bj-1', units(4_000)],
    ]);
    expect(records.patrons).toHaveLength(1);
    const [patron] = records.patrons;
    expect(patron?.cashIn).toBe(units(10_500));
    expect(patron?.reportDueAt?.fact).toEqual(day[3]?.fact);
    expect(patron?.facts).toEqual(day.map((one) => one.fact));
    expect(records.review).toEqual([]);
  });

  it('flags structuring for 2,900 four times at two tables: each just under the log, 11,600 in all', () => {
    const day = [
      cash('bj-1', 0, 2_900, 'P-2'),
      cash('bj-2', 20, 2_900, 'P-2'),
      cash('bj-1', 40, 2_900, 'P-2'),
      cash('bj-2', 60, 2_900, 'P-2'),
    ];
    const records = cashRecords(day, US);
    // Not one of them reaches the log's 3,000: no entry, yet their sum is over 10,000 (a report).
    expect(records.entries).toEqual([]);
    expect(records.patrons[0]?.reportDueAt?.fact).toEqual(day[3]?.fact);
    expect(records.review.map(({ kind, amount, facts }) => ({ kind, amount, facts: facts.length }))).toEqual([
      { kind: 'structuring', amount: units(11_600), facts: 4 },
    ]);
  });

  it('does not flag one transaction just under a level, nor near ones below the review level', () => {
    expect(cashRecords([cash('bj-1', 0, 2_900, 'P-3')], US).review).toEqual([]);
    // 2,700 and 2,800 sum to 5,500 ≥ 5,000: flagged; 9,500 alone is under the report, once: not.
    expect(cashRecords([cash('bj-1', 0, 9_500, 'P-4')], US).review).toEqual([]);
    expect(
      cashRecords([cash('bj-1', 0, 2_700, 'P-5'), cash('bj-1', 5, 2_800, 'P-5')], US).review.map(
        (f) => f.kind,
      ),
    ).toEqual(['structuring']);
  });

  it('keeps unknown patrons apart by table and description, and flags one who comes back with cash', () => {
    const day = [
      cash('bj-1', 0, 4_000, null, 'man in grey'),
      cash('bj-1', 10, 4_000, null, 'man in grey'),
      cash('bj-2', 20, 4_000, null, 'man in grey'),
    ];
    const records = cashRecords(day, US);
    expect(records.patrons.map((p) => [p.facts[0]?.table, p.cashIn])).toEqual([
      ['bj-1', units(8_000)],
      ['bj-2', units(4_000)],
    ]);
    expect(records.review.map((f) => [f.kind, f.amount])).toEqual([['unknown-repeated', units(8_000)]]);
  });

  it('flags a large buy-in with little play: stakes under a fifth of the cash', () => {
    const day = [cash('bj-1', 0, 6_000, 'P-6'), cash('bj-1', 0, 6_000, 'P-7')];
    const stakes = (player: string) => (player === 'P-6' ? units(500) : units(4_000));
    const flags = cashRecords(day, US, stakes).review;
    expect(flags.map((f) => [f.kind, f.player, f.stakes])).toEqual([['little-play', 'P-6', units(500)]]);
  });

  it('falls due at €2,000 or more, the transaction itself included, under the EU and UK due diligence', () => {
    const records = cashRecords(
      [cash('bj-1', 0, 1_000, 'P-8'), cash('bj-1', 5, 1_000, 'P-8')],
      JURISDICTIONS['eu-uk-cdd'],
    );
    expect(records.patrons[0]?.reportDueAt?.at).toBe('2026-11-02T18:05:00.000Z');
  });
});

describe('the cash records of random days across tables', () => {
  const transaction = fc.record({
    table: fc.constantFrom('bj-1', 'bj-2', 'bj-3'),
    minute: fc.integer({ min: 0, max: 600 }),
    amount: fc.integer({ min: 1, max: 12_000 }),
    player: fc.option(fc.constantFrom('P-1', 'P-2', 'P-3'), { nil: null }),
    description: fc.constantFrom('ann', 'bob'),
  });

  it("sum each patron's cash from their own facts, and every log entry's facts exist and add up to it", () => {
    fc.assert(
      fc.property(fc.array(transaction, { maxLength: 60 }), (drawn) => {
        const day = drawn.map((t) => cash(t.table, t.minute, t.amount, t.player, t.description));
        const byFact = new Map(day.map((one) => [`${one.fact.table}/${one.fact.position}`, one]));
        const amountOf = (fact: { table: string; position: number }) =>
          byFact.get(`${fact.table}/${fact.position}`)?.amount;
        const records = cashRecords(day, US);
        // Every transaction is some patron's, once.
        expect(records.patrons.flatMap((p) => p.facts)).toHaveLength(day.length);
        for (const patron of records.patrons) {
          const cited = patron.facts.map((fact) => byFact.get(`${fact.table}/${fact.position}`));
          expect(cited.every((one) => one !== undefined && one.player === patron.player)).toBe(true);
          expect(patron.cashIn).toBe(cited.reduce((sum, one) => sum + (one?.amount ?? 0), 0));
          expect(patron.reportDueAt !== null).toBe(patron.cashIn > units(10_000));
        }
        for (const entry of records.entries) {
          expect(entry.facts.every((fact) => amountOf(fact) !== undefined)).toBe(true);
          expect(entry.facts.reduce((sum, fact) => sum + (amountOf(fact) ?? 0), 0)).toBe(entry.amount);
          expect(entry.amount).toBeGreaterThanOrEqual(units(3_000));
        }
        expect(records.entries).toHaveLength(day.filter((one) => one.amount >= units(3_000)).length);
      }),
    );
  });
});
