import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../app/core/sentences.js';
import { translatorFor } from '../../app/i18n/index.js';
import { moneyParam, say } from '../../engine/refusals/message.js';
import { openTable, submitInput } from '../../engine/round/table.js';
import { classic6d } from '../../engine/rules/profiles/classic-6d.js';

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
    const below = (share: ReturnType<typeof say>) =>
      say('insurance.below-minimum', { min: moneyParam(250), share });
    expect(translatorFor('en').say(below(say('insurance.share-half')))).toBe(
      'insurance must be at least 2.50 (half the table minimum)',
    );
    expect(translatorFor('fr').say(below(say('insurance.share-half')))).toBe(
      'l’assurance doit être d’au moins 2,50 (la moitié du minimum de la table)',
    );
    expect(translatorFor('ru').say(below(say('insurance.share-percent', { percent: 40 })))).toBe(
      'страховка должна быть не меньше 2,50 (40% минимума стола)',
    );
  });

  it("write the amounts inside the table's own refusals as the language writes money", () => {
    const table = openTable(classic6d, { min: 250, max: 50000 });
    const refused = submitInput(table, { type: 'bet', box: 1, amount: 1.5, bettor: 'ann' });
    if (refused.ok || !refused.refusal) throw new Error('a stake under the minimum was accepted');
    expect(reasonOf(refused)).toBe(
      'a stake must be at least the table minimum of 2.50: ann would have 1.50 on box 1',
    );
    expect(translatorFor('fr').say(refused.refusal)).toBe(
      'une mise doit atteindre au moins le minimum de la table, 2,50 : ann aurait 1,50 sur la boîte 1',
    );
    expect(translatorFor('ru').say(refused.refusal)).toContain('2,50');
  });
});
