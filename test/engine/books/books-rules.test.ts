import { describe, expect, it } from 'vitest';
import { reasonOf, sentenceOf } from '../../../app/core/sentences.js';
import type { TableInput } from '../../../engine/round/inputs.js';
import { openTable, submitInput } from '../../../engine/round/table.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { playLines, readScript, resolveTable } from '../../../engine/script/play-script.js';
import { inEnglish } from '../../support/in-english.js';
import { tableAfter } from '../../support/table-after.js';

const BY = { croupier: 'lea', supervisor: 'pat' };
const CAGE = { ...BY, cashier: 'cid', runner: 'rob' };
const OPENER = { '5': 100, '25': 80, '100': 40 };

/** The sentence the table refuses `input` with, after `before`. */
function refusalOf(before: readonly TableInput[], input: TableInput): string {
  const next = submitInput(tableAfter(before), input);
  if (next.ok) throw new Error(`${input.type} was accepted`);
  return reasonOf(next);
}

const open: TableInput = { type: 'table-open', inventory: OPENER, by: BY };
const close: TableInput = { type: 'table-close', inventory: OPENER, by: BY };
const fill = (slip: string): TableInput => ({ type: 'fill', slip, inventory: { '100': 20 }, by: CAGE });

describe("the table's books in the round statechart", () => {
  it('given a table never opened, it plays as before: bets and a deal without a tray', () => {
    const table = tableAfter([
      { type: 'bet', box: 1, amount: 10 },
      { type: 'bet', box: 2, amount: 10 },
      { type: 'deal' },
    ]);
    expect(table.context.books.status).toBe('never-opened');
  });

  it('given a closed table, a bet and a deal are refused until it opens again', () => {
    expect(refusalOf([open, close], { type: 'bet', box: 1, amount: 10 })).toMatch(/the table is closed/);
    expect(refusalOf([open, close], { type: 'deal' })).toMatch(/the table is closed/);
    expect(tableAfter([open, close, open, { type: 'bet', box: 1, amount: 10 }]).context.books.status).toBe(
      'open',
    );
  });

  it('given a fill F-0007, the next fill must be F-0008: a reused or skipped number names the expected one', () => {
    expect(refusalOf([open, fill('F-0007')], fill('F-0007'))).toBe(
      'slip F-0007 is already recorded: the next slip is F-0008',
    );
    expect(refusalOf([open, fill('F-0007')], fill('F-0009'))).toMatch(
      /^slip F-0009 is out of sequence: the next slip is F-0008/,
    );
    // A spoiled form is voided to use up its number.
    const voided: TableInput = { type: 'slip-void', slip: 'F-0008', reason: 'spoiled', by: BY };
    expect(tableAfter([open, fill('F-0007'), voided, fill('F-0009')]).context.books.slips['F-0008']).toEqual({
      kind: 'fill',
      void: true,
    });
  });

  it('refuses a count with a chip value the chip set lacks, or a negative count, in a sentence', () => {
    expect(refusalOf([], { type: 'table-open', inventory: { '2': 10 }, by: BY })).toBe(
      'this table has no 2 chip: its chips are 1, 5, 25, 100, 500, 1000',
    );
    expect(refusalOf([], { type: 'table-open', inventory: { '5': -3 }, by: BY })).toBe(
      '-3 is not a count of 5 chips: a count is a whole number from 0 to 1000000',
    );
  });

  it('given one chip value under several spellings, then the count is refused: a value is counted once, up to the cap', () => {
    const spellings = { '1000': 1_000_000, '01000': 1_000_000, '1000.00': 1_000_000 };
    expect(refusalOf([], { type: 'table-open', inventory: spellings, by: BY })).toBe(
      'write the 1000 chip as 1000, not "01000": each chip value is counted once, under its one spelling',
    );
    expect(refusalOf([], { type: 'table-open', inventory: { '0.50': 2 }, by: BY })).toMatch(
      /^this table has no 0.50/,
    );
    const halves = openTable(classic6d, undefined, [50, 100]);
    expect(
      inEnglish(submitInput(halves, { type: 'table-open', inventory: { '0.50': 2 }, by: BY })),
    ).toMatchObject({
      ok: false,
      reason:
        'write the 0.5 chip as 0.5, not "0.50": each chip value is counted once, under its one spelling',
    });
    expect(submitInput(halves, { type: 'table-open', inventory: { '0.5': 2, '1': 1 }, by: BY }).ok).toBe(
      true,
    );
  });

  it('given a first slip too wide for a series to follow, then it is refused; a six-digit series runs on past 999999', () => {
    const credit = (slip: string): TableInput => ({
      type: 'credit',
      slip,
      inventory: { '100': 1 },
      by: CAGE,
    });
    expect(refusalOf([open], credit('C-999999999'))).toBe(
      'slip C-999999999 has too many digits to begin a series: its first slip has at most 6 digits, so that the next slips can follow it',
    );
    expect(refusalOf([open], { type: 'slip-void', slip: 'F-1234567', reason: 'spoiled', by: BY })).toMatch(
      /^slip F-1234567 is not recorded/,
    );
    const table = tableAfter([open, credit('C-999999'), credit('C-1000000')]);
    expect(Object.keys(table.context.books.slips)).toEqual(['C-999999', 'C-1000000']);
  });

  it('given a buy-in far above the maximum, then it is asked again, and taken once confirmed', () => {
    // classic-6d's maximum is 500 a box: up to ten times that goes through at once.
    const buy = (amount: number, confirmed?: true): TableInput => ({
      type: 'buy-in',
      box: 3,
      amount,
      ...(confirmed && { confirmed }),
    });
    expect(tableAfter([open, buy(5000)]).context.books.buyIns.sold).toBe(1);
    expect(refusalOf([open], buy(5000.01))).toBe(
      'a buy-in of 5000.01 is more than 10 times the table maximum of 500: check the amount; if it is right, record it again, confirmed',
    );
    expect(tableAfter([open, buy(99_999_999, true)]).context.books.buyIns.sold).toBe(1);
  });

  it('given three buy-ins, then one is voided by its number once; a number never sold, or void already, is refused', () => {
    const buy: TableInput = { type: 'buy-in', box: 1, amount: 100 };
    const strike = (buyIn: number): TableInput => ({ type: 'buy-in-void', buyIn, reason: 'mistyped' });
    const table = tableAfter([open, buy, buy, buy, strike(2)]);
    expect(table.context.books.buyIns).toEqual({ sold: 3, voided: [2] });
    expect(refusalOf([open, buy, buy, buy, strike(2)], strike(2))).toBe('buy-in 2 is already void');
    expect(refusalOf([open, buy, buy, buy], strike(4))).toBe(
      'there is no buy-in 4: the table has recorded 3 buy-ins, numbered from 1',
    );
    // A closed table's buy-ins may still be mended.
    expect(tableAfter([open, buy, close, strike(1)]).context.books.buyIns.voided).toEqual([1]);
  });

  it('refuses an opener, a closer or a fill without its signatures', () => {
    expect(refusalOf([], { type: 'table-open', inventory: OPENER, by: { croupier: 'lea' } })).toBe(
      "this record needs the supervisor's signature",
    );
    expect(refusalOf([open], { type: 'fill', slip: 'F-1', inventory: { '5': 1 }, by: BY })).toBe(
      "this record needs the cashier's signature",
    );
  });

  it('applies a limit change from the next round: the bets of the round in play stay valid', () => {
    const betting = [open, { type: 'bet', box: 1, amount: 10 } as TableInput];
    const changed = tableAfter([...betting, { type: 'limits', min: 25, max: 1000 }]);
    expect(changed.context.limits.min).toBe(500);
    expect(changed.context.books.nextLimits).toEqual({ min: 2500, max: 100000 });
    // On a round that has taken nothing yet, the new limits apply at once.
    const now = tableAfter([open, { type: 'limits', min: 25, max: 1000 }]);
    expect(now.context.limits).toEqual({ min: 2500, max: 100000 });
    expect(
      refusalOf([open, { type: 'limits', min: 25, max: 1000 }], { type: 'bet', box: 1, amount: 10 }),
    ).toMatch(/minimum/);
  });

  it('keeps an opener that differs from the last closer, with both counts, until the table closes', () => {
    const other: TableInput = { type: 'table-open', inventory: { ...OPENER, '5': 99 }, by: BY };
    const table = tableAfter([open, close, other]);
    expect(table.context.books.openerDiffers).toEqual({ opener: 649500, closer: 650000 });
    expect(tableAfter([open, close, other, close]).context.books.openerDiffers).toBeNull();
  });

  it('plays a script with books lines through `sabot play` as through the live table', () => {
    const lines = readScript(
      [
        '{"type":"table","profile":"classic-6d"}',
        JSON.stringify(open),
        '{"type":"buy-in","box":1,"amount":200,"method":"cash"}',
        '{"type":"table-close","inventory":{"5":100},"by":{"croupier":"lea"}}',
      ].join('\n'),
    );
    const table = resolveTable(lines, {});
    if (!table.ok) throw new Error(reasonOf(table));
    const { rejected } = playLines(lines, table.value);
    expect(rejected.map((line) => [line.line, sentenceOf(line.refusal)])).toEqual([
      [4, "this record needs the supervisor's signature"],
    ]);
    expect(sentenceOf({ code: 'books.table-closed', params: {} })).toMatch(/closed/);
  });
});
