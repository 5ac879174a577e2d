import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { refusalsIn, tempDir } from '../core/log/log-fixtures.js';
import { keyTable } from '../support/key-table.js';

// ann bets 12.50 on box 1, box 9 does not exist, box 2 bets 10. 9♠ to box 1, 5♥ to box 2, 8♦ up to
// the dealer (no hole card at classic-6d), T♣ and 7♣; ann stands on 19, box 2 on 12; the dealer
// draws the K♦ and stands on 18: ann is paid 12.50, box 2's 10 is taken.
const ROUND = ['b1 12.5 ann', 'b9 5', 'b2 10', 'deal', '9S', '5H', '8D', 'TC', '7C', 's', 's', 'KD', 'quit'];
const table = (db: string) => ['--db', db, '--profile', 'classic-6d', '--seed', '3'];

describe('sabot table in French and Russian', () => {
  it('given --lang fr, then the croupier reads the view, refusal and settlement in French, amounts as French writes them, and the journal keeps the code', async () => {
    const db = join(tempDir(), 'fr.db');
    const keyed = await keyTable([...table(db), '--lang', 'fr'], ROUND);
    expect(keyed.code).toBe(0);
    expect(keyed.out).toContain('Table Sabot en classic-6d (sabot simulé, graine 3) — tapez « help »');
    expect(keyed.out).toContain('Coup 1 · joueurs · sabot 5/312, carte de coupe à 234');
    expect(keyed.out).toMatch(/boîte 1 +9♠ 10♣ \(19, en jeu\) +ann 12,50 {2}◀ tirer, rester, doubler/);
    expect(keyed.out).toContain('REFUSÉ il n’y a pas de boîte 9 : cette table a 7 boîtes');
    expect(keyed.out).toMatch(/croupier 8♦ K♦ +18 — RESTE/);
    expect(keyed.out).toContain('régler   payer ann 12,50 ; ramasser box2 10');
    expect(keyed.out).toContain('carte suivante → pas de carte : les mises sont ouvertes');
    expect(keyed.out).not.toMatch(/REFUSED|there is no box|next card/);

    // The journal is the audit's, in no one language: the code and parameters, beside the table's English.
    expect(refusalsIn(db)).toEqual([
      { code: 'bet.no-such-box', box: 9, reason: 'there is no box 9: this table has 7 boxes' },
    ]);
  });

  it('given --lang ru, then the same round reads in Russian', async () => {
    const keyed = await keyTable([...table(join(tempDir(), 'ru.db')), '--lang', 'ru'], ROUND);
    expect(keyed.code).toBe(0);
    expect(keyed.out).toContain('Стол Sabot по правилам classic-6d (симулятор шуза, зерно 3)');
    expect(keyed.out).toContain('Раунд 1 · ход игроков · шуз 5/312, подрезная карта на 234');
    expect(keyed.out).toMatch(/бокс 1 +9♠ 10♣ \(19, в игре\) +ann 12,50 {2}◀ карту, стоп, удвоить/);
    expect(keyed.out).toContain('ОТКАЗ бокса 9 нет: боксов за этим столом — 7');
    expect(keyed.out).toMatch(/дилер +8♦ K♦ +18 — СТОИТ/);
    expect(keyed.out).toContain('расчёт   выплатить ann 12,50; забрать у box2 10');
    expect(keyed.out).not.toMatch(/REFUSED|there is no box/);
  });

  it("given LANG=ru_RU.UTF-8 and no --lang, then the table speaks the locale's language; --lang wins over it", async () => {
    const russian = await keyTable(table(join(tempDir(), 'lang.db')), ['b9 5', 'quit'], {
      LANG: 'ru_RU.UTF-8',
    });
    expect(russian.out).toContain('ОТКАЗ бокса 9 нет: боксов за этим столом — 7');
    const english = await keyTable([...table(join(tempDir(), 'en.db')), '--lang', 'en'], ['b9 5', 'quit'], {
      LANG: 'ru_RU.UTF-8',
    });
    expect(english.out).toContain('REFUSED there is no box 9: this table has 7 boxes');
  });

  it('given a line that is no key, then the refusal and the keys it lists are in French', async () => {
    const keyed = await keyTable(
      [...table(join(tempDir(), 'keys.db')), '--lang', 'fr'],
      ['zz', 'help', 'quit'],
    );
    // The French guillemets hold no-break spaces: \s reads either.
    expect(keyed.out).toMatch(
      /REFUSÉ «\szz\s» n’est pas une commande\s: saisissez une carte comme AS ou 10h/,
    );
    expect(keyed.out).toContain('b3 10 [ann]   mise de 10 sur la boîte 3 (pour ann)');
    expect(keyed.out).not.toContain('bet 10 on box 3');
  });
});
