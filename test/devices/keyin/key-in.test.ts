import { describe, expect, it } from 'vitest';
import { parseKeyIn } from '../../../devices/keyin/key-in.js';
import { tableInput } from '../../../engine/round/inputs.js';

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
    ['seat 2 ann', { type: 'seat', box: 2, player: 'ann' }],
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
    'refuses %j with the list of forms',
    (line) => {
      const parsed = parseKeyIn(line);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.reason.length).toBeGreaterThan(10);
    },
  );

  it('lists the forms when a line is not a command', () => {
    const parsed = parseKeyIn('hello');
    expect(!parsed.ok && parsed.reason).toContain('bet 10 on box 3');
  });
});
