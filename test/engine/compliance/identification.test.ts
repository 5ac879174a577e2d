import { describe, expect, it } from 'vitest';
import { sentenceOf } from '../../../app/core/sentences.js';
import { identificationRefusal, type PatronCashToday } from '../../../engine/compliance/identification.js';
import { MINOR_PER_UNIT } from '../../../engine/money.js';
import { contextOf, openTable } from '../../../engine/round/table.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';

const units = (amount: number) => amount * MINOR_PER_UNIT;
const reporting = contextOf(openTable(classic6d, undefined, undefined, { identifyAbove: units(10_000) }));
const silent = contextOf(openTable(classic6d));
const ann = (before: number, identified = false): PatronCashToday => ({
  player: 'P-1',
  description: 'ann',
  day: '2026-11-02',
  before: units(before),
  identified,
});
const cash = (amount: number, identified = false) => ({
  amount: units(amount),
  method: 'cash' as const,
  identified,
});

describe('identification before a patron’s cash of the day goes over the report level', () => {
  it('holds the buy-in that takes the patron over it, saying her total so far', () => {
    // ann: 2,000 + 1,500 + 3,000 = 6,500 earlier; 4,000 more takes her to 10,500, over 10,000.
    const refusal = identificationRefusal(reporting, cash(4_000), ann(6_500));
    expect(refusal && sentenceOf(refusal)).toBe(
      'IDENTIFICATION REQUIRED before this buy-in: ann (P-1) has bought in 6500 in cash this gaming day, and this 4000 takes them to 10500, over 10000. See their identification, then record the buy-in again as identified',
    );
  });

  it('lets a buy-in up to the level pass, and every buy-in once identification was seen', () => {
    // 6,500 + 3,500 = 10,000: not more than 10,000.
    expect(identificationRefusal(reporting, cash(3_500), ann(6_500))).toBeNull();
    expect(identificationRefusal(reporting, cash(4_000, true), ann(6_500))).toBeNull();
    expect(identificationRefusal(reporting, cash(500), ann(10_500, true))).toBeNull();
  });

  it('asks nothing of a marker, nor at a table without a report level', () => {
    expect(identificationRefusal(reporting, { ...cash(20_000), method: 'marker' }, ann(0))).toBeNull();
    expect(identificationRefusal(silent, cash(50_000), ann(0))).toBeNull();
  });

  it('holds one buy-in above the level on its own, for a patron known only by description', () => {
    const unknown = { ...ann(0), player: null, description: 'man in grey suit' };
    const refusal = identificationRefusal(reporting, cash(10_001), unknown);
    expect(refusal?.params.patron).toBe('man in grey suit');
  });
});
