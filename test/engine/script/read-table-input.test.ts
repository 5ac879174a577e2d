import { describe, expect, it } from 'vitest';
import { parseKeyIn } from '../../../devices/keyin/key-in.js';
import { readTableInput } from '../../../engine/round/inputs.js';
import { openTable, submitInput } from '../../../engine/round/table.js';
import { home1d } from '../../../engine/rules/profiles/home-1d.js';
import { inEnglish } from '../../support/in-english.js';

describe('a table input as received', () => {
  it('given a malformed line, then its refusal is a table sentence with a code', () => {
    expect(inEnglish(readTableInput({ type: 'bet', box: 'x', amount: 10 }))).toEqual({
      ok: false,
      reason: '"x" is not a box number: boxes are numbered from 1',
      refusal: { code: 'input.box-number', params: { value: '"x"' } },
    });
    expect(readTableInput({ type: 'wave' })).toMatchObject({
      ok: false,
      refusal: { code: 'input.unknown-type', params: { type: '"wave"' } },
    });
    expect(readTableInput([1])).toMatchObject({ ok: false, refusal: { code: 'input.not-an-object-value' } });
  });

  it('given box 7 at the six-box home table, then the table, not the schema, refuses it', () => {
    const read = readTableInput({ type: 'bet', box: 7, amount: 2 });
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(inEnglish(submitInput(openTable(home1d), read.value))).toMatchObject({
      ok: false,
      reason: 'there is no box 7: this table has 6 boxes',
      refusal: { code: 'bet.no-such-box', params: { box: 7, boxes: 6 } },
    });
  });

  it('given a keyed bet on box 0, then the key-in refuses it in the table words', () => {
    expect(inEnglish(parseKeyIn('b0 10'))).toMatchObject({
      ok: false,
      reason: '0 is not a box number: boxes are numbered from 1',
    });
  });
});
