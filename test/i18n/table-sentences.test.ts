import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../app/i18n/index.js';
import { say } from '../../engine/refusals/message.js';

const label = (box: number, hand?: number) =>
  hand === undefined ? say('hand.label-box', { box }) : say('hand.label-split', { box, hand });

describe("the table's sentences in French and Russian", () => {
  it('pick the plural form of each language by the count', () => {
    const french = translatorFor('fr');
    const russian = translatorFor('ru');
    const cards = (count: number) => say('double.card-count', { label: label(3), count });
    expect(french.say(cards(1))).toBe('boîte 3 ne peut pas doubler : elle a 1 carte');
    expect(french.say(cards(3))).toBe('boîte 3 ne peut pas doubler : elle a 3 cartes');
    expect(russian.say(cards(1))).toBe('бокс 3 не может удвоить: у руки 1 карта');
    expect(russian.say(cards(3))).toBe('бокс 3 не может удвоить: у руки 3 карты');
    expect(russian.say(cards(5))).toBe('бокс 3 не может удвоить: у руки 5 карт');
    expect(russian.say(say('alarm.frames-lost', { count: 21 }))).toContain('потерян 21 кадр:');
  });

  it('render a phrase parameter (a hand, where the round stands) in the same language', () => {
    const wait = say('double.waiting-second-card', { label: label(2, 2) });
    expect(translatorFor('fr').say(wait)).toBe(
      'boîte 2 main 2 ne peut pas doubler : elle attend sa deuxième carte',
    );
    expect(translatorFor('ru').say(wait)).toBe('бокс 2, рука 2 не может удвоить: ждёт вторую карту');
    const closed = say('bet.closed', { phase: say('phase.dealer') });
    expect(translatorFor('fr').say(closed)).toBe('les mises sont fermées : c’est le tour du croupier');
    expect(translatorFor('ru').say(closed)).toBe('ставки закрыты: ход дилера');
  });

  it("say the insurance minimum's share of the table minimum in words of the language", () => {
    const below = (share: ReturnType<typeof say>) => say('insurance.below-minimum', { min: '2.50', share });
    expect(translatorFor('en').say(below(say('insurance.share-half')))).toBe(
      'insurance must be at least 2.50 (half the table minimum)',
    );
    expect(translatorFor('fr').say(below(say('insurance.share-half')))).toBe(
      'l’assurance doit être d’au moins 2.50 (la moitié du minimum de la table)',
    );
    expect(translatorFor('ru').say(below(say('insurance.share-percent', { percent: 40 })))).toBe(
      'страховка должна быть не меньше 2.50 (40% минимума стола)',
    );
  });
});
