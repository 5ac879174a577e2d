import { describe, expect, it } from 'vitest';
import { reasonOf, sentenceOf } from '../../../app/core/sentences.js';
import { KEY_IN_FORMS, parseKeyIn } from '../../../devices/keyin/key-in.js';
import { tableInput } from '../../../engine/round/inputs.js';
import { inEnglish } from '../../support/in-english.js';

const input = (line: string) => {
  const parsed = parseKeyIn(line);
  if (!parsed.ok || parsed.value.kind !== 'input') throw new Error(`${line}: ${JSON.stringify(parsed)}`);
  return parsed.value.input;
};

describe('keying a round in by hand', () => {
  it.each([
    ['as', { type: 'card', card: 'AS' }],
    ['10h', { type: 'card', card: 'TH' }],
    ['T♥', { type: 'card', card: 'TH' }],
    ['th', { type: 'card', card: 'TH' }],
    ['h', { type: 'hit' }],
    ['s', { type: 'stand' }],
    ['p', { type: 'split' }],
    ['d', { type: 'double' }],
    ['d5', { type: 'double', amount: 5 }],
    ['r', { type: 'surrender' }],
    ['r4', { type: 'surrender', box: 4 }],
    ['b3 10', { type: 'bet', box: 3, amount: 10 }],
    ['b3 7.5 ann', { type: 'bet', box: 3, amount: 7.5, bettor: 'ann' }],
    ['deal', { type: 'deal' }],
    ['i2 5', { type: 'insurance', box: 2, amount: 5 }],
    ['e2', { type: 'even-money', box: 2 }],
    ['n', { type: 'insurance-closed' }],
    ['x', { type: 'misdeal' }],
    ['t3', { type: 'take', box: 3 }],
    ['pass', { type: 'pass' }],
    ['shuffle', { type: 'shuffle' }],
    ['moved 11', { type: 'adjustment-done', round: 11 }],
    ['seat 2 ann', { type: 'seat', box: 2, player: 'ann' }],
    ['seat 2 ann P-10442', { type: 'seat', box: 2, player: 'P-10442', name: 'ann' }],
    ['leave 2', { type: 'leave', box: 2 }],
    ['new session', { type: 'new-session' }],
    ['New  Session', { type: 'new-session' }],
    ['  S  ', { type: 'stand' }],
  ])('reads %j as %j, an input the table accepts the shape of', (line, expected) => {
    expect(input(line)).toEqual(expected);
    expect(tableInput.safeParse(input(line)).success).toBe(true);
  });

  it('reads a correction of the last keyed card and the confirmation after lost frames', () => {
    expect(parseKeyIn('fix qh')).toEqual({ ok: true, value: { kind: 'fix', card: 'QH' } });
    expect(parseKeyIn('ok')).toEqual({ ok: true, value: { kind: 'confirm' } });
  });

  it.each(['', 'zz', 'b3', 'b3 ten', 'd5 7', 'fix', 'fix 1x', 'seat 9 ann', 'e', 'hh'])(
    'refuses %j in one coded sentence, never the whole grammar',
    (line) => {
      const parsed = parseKeyIn(line);
      expect(parsed.ok).toBe(false);
      if (parsed.ok) return;
      expect(reasonOf(parsed).length).toBeGreaterThan(10);
      expect(reasonOf(parsed)).not.toContain('\n');
      expect(parsed.refusal?.code).toMatch(/^(keyin|card|input)\./);
    },
  );

  it.each([
    [
      'ZZ',
      'keyin.not-a-command',
      '"ZZ" is not a command: key a card such as AS or 10h, a decision such as h or s — "help" lists every form',
    ],
    ['b1 abc', 'keyin.amount', '"b1 abc": abc is not a stake — key a number above 0, such as b1 2'],
    ['b1 -5', 'keyin.amount', '"b1 -5": -5 is not a stake — key a number above 0, such as b1 2'],
    ['b1', 'keyin.wrong-form', '"b1" is not keyed that way: key it as b1 2 — "help" lists every form'],
    [
      'seat 2',
      'keyin.wrong-form',
      '"seat 2" is not keyed that way: key it as seat 2 ann — "help" lists every form',
    ],
  ])("says what was wrong in %j and one right form, with the table's own stake", (line, code, sentence) => {
    const parsed = parseKeyIn(line, { stake: 2 });
    expect(inEnglish(parsed)).toMatchObject({ ok: false, reason: sentence, refusal: { code } });
  });

  it('reads "help" and "?" as the grammar, not as a mistake', () => {
    for (const line of ['help', 'HELP', ' ? '])
      expect(parseKeyIn(line)).toEqual({ ok: true, value: { kind: 'help' } });
    expect(parseKeyIn('help me').ok).toBe(false);
  });

  it('holds every form once, each with a sentence of the table catalogue', () => {
    const keys = KEY_IN_FORMS.map((form) => form.keys);
    expect(new Set(keys).size).toBe(keys.length);
    for (const form of KEY_IN_FORMS) expect(form.says.code).toMatch(/^keyin-form\./);
    const bet = KEY_IN_FORMS.find((form) => form.keys.startsWith('b3 10'));
    expect(bet && sentenceOf(bet.says)).toBe('bet 10 on box 3 (for ann)');
  });

  it('given a misdealt card on offer to box 3, then t takes it for box 3 and n passes, as the offer buttons show', () => {
    const offered = { stake: 10, offerTo: 3 };
    expect(parseKeyIn('t', offered)).toEqual({
      ok: true,
      value: { kind: 'input', input: { type: 'take', box: 3 } },
    });
    expect(parseKeyIn('N', offered)).toEqual({ ok: true, value: { kind: 'input', input: { type: 'pass' } } });
    // Without an offer, n closes the insurance window and a bare t is no form.
    expect(parseKeyIn('n')).toEqual({
      ok: true,
      value: { kind: 'input', input: { type: 'insurance-closed' } },
    });
    expect(parseKeyIn('t').ok).toBe(false);
  });

  it('reads a buy-in: box, amount, and a marker or a name in either order', () => {
    expect(parseKeyIn('buy 2 200')).toEqual({
      ok: true,
      value: { kind: 'input', input: { type: 'buy-in', box: 2, amount: 200, method: 'cash' } },
    });
    expect(parseKeyIn('buy 3 500 ann marker')).toEqual({
      ok: true,
      value: {
        kind: 'input',
        input: { type: 'buy-in', box: 3, amount: 500, method: 'marker', bettor: 'ann' },
      },
    });
    // `confirm` says again an amount the table asked about, anywhere after the amount.
    expect(parseKeyIn('buy 3 99999 confirm ann')).toEqual({
      ok: true,
      value: {
        kind: 'input',
        input: { type: 'buy-in', box: 3, amount: 99999, method: 'cash', bettor: 'ann', confirmed: true },
      },
    });
    const wrong = parseKeyIn('buy 2 lots');
    expect(wrong.ok ? null : reasonOf(wrong)).toMatch(/lots.*buy 2 200/);
    const noBox = parseKeyIn('buy x 200');
    expect(noBox.ok ? null : reasonOf(noBox)).toMatch(/buy 2 200/);
  });
});
