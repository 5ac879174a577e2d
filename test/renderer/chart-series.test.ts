import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../app/i18n/index.js';
import {
  bankSentence,
  bankSeries,
  type ResultRound,
  type Results,
  shoeSegments,
  shoeSentence,
} from '../../app/renderer/src/charts/series.js';

const round = (fields: Partial<ResultRound> & Pick<ResultRound, 'round'>): ResultRound => ({
  shoe: 1,
  cardsOut: 0,
  houseNet: 0,
  houseTotal: 0,
  voided: false,
  bank: null,
  ...fields,
});

describe("the dashboard's charts, as numbers and words", () => {
  it("draws a casino table's house result from zero and says its last, highest and lowest figures", () => {
    const results: Results = {
      shoe: 1,
      bankBefore: null,
      rounds: [
        round({ round: 41, houseTotal: -20 }),
        round({ round: 42, houseTotal: 12.5 }),
        round({ round: 43, houseTotal: 5, voided: true }),
      ],
    };
    const series = bankSeries(results);
    expect(series).toEqual({
      home: false,
      baseline: 0,
      points: [
        { round: 40, value: 0, toppedUp: 0, voided: false },
        { round: 41, value: -20, toppedUp: 0, voided: false },
        { round: 42, value: 12.5, toppedUp: 0, voided: false },
        { round: 43, value: 5, toppedUp: 0, voided: true },
      ],
    });
    expect(series && bankSentence(series)).toBe(
      "The house's result over rounds 41 to 43: +5 (highest +12.50 after round 42, lowest −20 after round 41).",
    );
    expect(series && bankSentence(series, translatorFor('fr'))).toBe(
      'Le résultat de la maison sur les coups 41 à 43 : +5 (au plus haut +12,50 après le coup 42, au plus bas −20 après le coup 41).',
    );
  });

  it("draws a home game's bank chips from its starting chips and names the rounds topped up with fictitious chips", () => {
    const bank = (chips: number, toppedUp: number, fictitious: number) => ({ chips, toppedUp, fictitious });
    const results: Results = {
      shoe: 3,
      bankBefore: 4,
      rounds: [
        round({ round: 1, bank: bank(2, 0, 0) }),
        round({ round: 2, bank: bank(6, 2, 2) }),
        round({ round: 3, bank: bank(8, 2, 4) }),
      ],
    };
    const series = bankSeries(results);
    expect(series?.points.map((point) => [point.round, point.value, point.toppedUp])).toEqual([
      [0, 4, 0],
      [1, 2, 0],
      [2, 6, 2],
      [3, 8, 2],
    ]);
    expect(series && bankSentence(series)).toBe(
      "The bank's chips over rounds 1 to 3: 8 after round 3, from 4 at the start; 4 fictitious chips added, before rounds 2 and 3.",
    );
    expect(bankSeries({ shoe: 1, bankBefore: null, rounds: [] })).toBeNull();
  });

  it("cuts the shoe's cards out into the rounds of the shoe in use, the round in play last", () => {
    const results: Results = {
      shoe: 2,
      bankBefore: null,
      rounds: [
        round({ round: 8, shoe: 1, cardsOut: 240 }),
        round({ round: 9, shoe: 2, cardsOut: 11 }),
        round({ round: 10, shoe: 2, cardsOut: 20 }),
      ],
    };
    const shoe = { cardsOut: 23, cardsInShoe: 312, cutCardAt: 234, shuffleDue: false };
    const segments = shoeSegments(results, shoe);
    expect(segments).toEqual([
      { round: 9, from: 0, to: 11 },
      { round: 10, from: 11, to: 20 },
      { round: null, from: 20, to: 23 },
    ]);
    expect(shoeSentence(shoe, segments)).toBe(
      'The shoe: 23 of 312 cards out (7%); the cut card at 234, 211 cards to go; 2 rounds finished from this shoe.',
    );
    // The same figures on a French or Russian screen, in its words and plural forms.
    expect(shoeSentence(shoe, segments, translatorFor('fr'))).toBe(
      'Le sabot : 23 sur 312 cartes sorties (7 %) ; la carte de coupe à 234, encore 211 cartes ; 2 coups terminés avec ce sabot.',
    );
    expect(shoeSentence(shoe, segments, translatorFor('ru'))).toBe(
      'Шуз: 23 из 312 карт вышло (7 %); подрезная карта на 234, осталось 211 карт; 2 раунда сыграно из этого шуза.',
    );
    // Results read before a shuffle the live shoe already shows are not drawn past the cards out.
    expect(shoeSegments(results, { ...shoe, cardsOut: 0 })).toEqual([]);
  });
});
