import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBin } from '../support/run-bin.js';
import { BLACKJACK_BESIDE_A_REFUSED_SPLIT } from './blackjack-round.js';

// box1 (12.50): A♠ K♦, a blackjack paid 3:2 = 18.75; bob (10): 9♥ 5♣ stands on 14 and loses to
// the dealer's 17. Line 10, a split of 9-5, is refused: the cards differ in value.
const ROUND = [
  '{"type":"table","profile":"classic-6d"}',
  '{"type":"bet","box":1,"amount":12.5}',
  '{"type":"bet","box":2,"amount":10,"bettor":"bob"}',
  ...BLACKJACK_BESIDE_A_REFUSED_SPLIT,
];
const script = join(mkdtempSync(join(tmpdir(), 'sabot-play-lang-')), 'round.jsonl');
writeFileSync(script, `${ROUND.join('\n')}\n`);

describe('sabot play in French and Russian', () => {
  it('given --lang fr, then the round, its settlement in French amounts and the refused line are in French', () => {
    const { code, out, err } = runBin(['play', '--script', script, '--lang', 'fr']);
    expect(code).toBe(3);
    expect(out).toContain('Table, profil classic-6d');
    expect(out).toContain('Coup 1 — réglé');
    expect(out).toMatch(/croupier 7♦ 10♣ {2}\(17\)/);
    expect(out).toMatch(/boîte 1 +A♠ K♦ {2}\(21 souple, BlackJack\) {2}box1 12,50/);
    expect(out).toContain('régler   payer box1 18,75 ; ramasser bob 10');
    expect(out).toContain(
      'ligne 10 refusée : boîte 2 ne peut pas séparer 9♥-5♣ : les cartes n’ont pas la même valeur',
    );
    expect(err).toContain('sabot: 1 ligne refusée');
  });

  it('given LANG=ru_RU.UTF-8, then the account is in Russian with Russian plural forms', () => {
    const { out, err } = runBin(['play', '--script', script], { env: { LANG: 'ru_RU.UTF-8' } });
    expect(out).toContain('Стол classic-6d');
    expect(out).toContain('Раунд 1 — рассчитан');
    expect(out).toMatch(/бокс 2 +9♥ 5♣ {2}\(14, стоп\) {2}bob 10/);
    expect(out).toContain('расчёт   выплатить box1 18,75; забрать у bob 10');
    expect(out).toContain('строка 10 отклонена: бокс 2 не может разделить 9♥-5♣: карты разной стоимости');
    expect(err).toContain('отклонена 1 строка');
  });

  it('given --lang ru --json, then the report is the English one byte for byte: codes and numbers, no language', () => {
    const english = runBin(['play', '--script', script, '--json']);
    const russian = runBin(['play', '--script', script, '--json', '--lang', 'ru']);
    expect(russian.out).toBe(english.out);
    expect(JSON.parse(russian.out).rejected[0].reason).toBe(
      'box 2 cannot split 9♥-5♣: the cards differ in value',
    );
  });
});
