import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Card } from '../../../engine/cards/card.js';
import { type InputOf, tableInput } from '../../../engine/round/inputs.js';
import { openTable } from '../../../engine/round/table.js';
import { toTableEvent } from '../../../engine/round/to-event.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { playScript } from '../../../engine/script/play-script.js';

describe('a card input', () => {
  it('carries a Card: the codec and the key-in parser hand it on, nothing reads it again', () => {
    expectTypeOf<InputOf<'card'>['card']>().toEqualTypeOf<Card>();
    const input: InputOf<'card'> = { type: 'card', card: 'QH' };
    expect(toTableEvent(input, openTable(classic6d).context, false)).toEqual({
      ok: true,
      value: { type: 'CardDrawn', card: 'QH' },
    });
  });

  it('given text in any accepted spelling where text comes in, then it is read into the Card there', () => {
    expect(tableInput.parse({ type: 'card', card: '10h' })).toEqual({ type: 'card', card: 'TH' });
    expect(tableInput.parse({ type: 'card', card: 'a♠' })).toEqual({ type: 'card', card: 'AS' });
  });

  it('given a script line whose text is no card, then the line is refused with the card sentence', () => {
    const report = playScript(
      [
        { type: 'table', profile: 'classic-6d' },
        { type: 'card', card: 'ZZ' },
      ]
        .map((line) => JSON.stringify(line))
        .join('\n'),
    );
    expect(report.rejected).toHaveLength(1);
    expect(report.rejected[0]?.reason).toMatch(/^"ZZ" is not a card: write a rank/);
  });
});
