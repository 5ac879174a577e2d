import { describe, expect, expectTypeOf, it } from 'vitest';
import { reasonOf, sentenceOf } from '../../../app/core/sentences.js';
import type { Card } from '../../../engine/cards/card.js';
import { say } from '../../../engine/refusals/message.js';
import { type InputOf, readTableInput, tableInput } from '../../../engine/round/inputs.js';
import { openTable } from '../../../engine/round/table.js';
import { toTableEvent } from '../../../engine/round/to-event.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { playScript } from '../../../engine/script/play-script.js';
import { inEnglish } from '../../support/in-english.js';

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
    expect(sentenceOf(report.rejected[0]?.refusal ?? say('round.not-now', {}))).toMatch(
      /^"ZZ" is not a card: write a rank/,
    );
  });
});

describe("a bettor's or a player's name", () => {
  const directionAndControl = [
    ...['\u202a', '\u202b', '\u202c', '\u202d', '\u202e'],
    ...['\u2066', '\u2067', '\u2068', '\u2069'],
    ...['\u200b', '\u200f', '\ufeff', '\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u2028', '\ud800'],
  ];

  it.each(directionAndControl)(
    'given a name holding %j, then the line is refused, the character named',
    (character) => {
      const code = `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
      for (const line of [
        { type: 'bet', box: 1, amount: 10, bettor: `an${character}n` },
        { type: 'seat', box: 1, player: `an${character}n` },
      ]) {
        const read = readTableInput(line);
        expect(read).toMatchObject({
          ok: false,
          refusal: { code: 'input.name-character', params: { code } },
        });
        expect(!read.ok && reasonOf(read)).toContain(`${code} is a control or direction character`);
      }
    },
  );

  it('given letters of any script, accents and inner spaces, then the name is taken', () => {
    for (const bettor of ['Zoë', 'Анна', 'ليلى', '李 娜', "o'hara-smith"])
      expect(readTableInput({ type: 'bet', box: 1, amount: 10, bettor })).toMatchObject({ ok: true });
  });

  it('given a name over 40 characters, then it is refused with the length', () => {
    expect(
      inEnglish(readTableInput({ type: 'bet', box: 1, amount: 10, bettor: 'x'.repeat(41) })),
    ).toMatchObject({
      ok: false,
      reason: 'a bettor is a name of 1 to 40 characters',
    });
  });
});
