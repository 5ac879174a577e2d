import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tamper } from '../core/log/log-fixtures.js';
import { runBin } from '../support/run-bin.js';

// box1 (12.50): A♠ K♦, a blackjack paid 3:2 = 18.75; bob (10): 9♥ 5♣ stands and loses to 17.
const ROUND = [
  '{"type":"table","profile":"classic-6d"}',
  '{"type":"bet","box":1,"amount":12.5}',
  '{"type":"bet","box":2,"amount":10,"bettor":"bob"}',
  '{"type":"deal"}',
  ...['AS', '9h', '7♦', 'KD', '5C'].map((card) => `{"type":"card","card":"${card}"}`),
  '{"type":"stand"}',
  '{"type":"card","card":"TC"}',
];

/** A log of that one round, recorded by sabot play. */
function recordedLog(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sabot-log-lang-'));
  const script = join(dir, 'round.jsonl');
  writeFileSync(script, `${ROUND.join('\n')}\n`);
  const db = join(dir, 'table.db');
  expect(runBin(['play', '--script', script, '--db', db]).code).toBe(0);
  return db;
}

describe("the pit boss's commands in French and Russian", () => {
  it('given a fact changed in place, then sabot verify names it in French and in Russian', () => {
    const db = recordedLog();
    tamper(db, `UPDATE events SET data = replace(data, '"9H"', '"9D"') WHERE data LIKE '%"9H"%'`);
    const fr = runBin(['verify', '--db', db, '--lang', 'fr']);
    expect(fr.code).toBe(3);
    expect(fr.err).toMatch(/le fait en position \d+ a été modifié après son écriture/);
    const ru = runBin(['verify', '--db', db, '--lang', 'ru']);
    expect(ru.err).toMatch(/факт в позиции \d+ изменён после записи/);
  });

  it('given --lang fr, then sabot rounds heads its columns and writes its nets in French', () => {
    const db = recordedLog();
    const { out } = runBin(['rounds', '--db', db, '--lang', 'fr']);
    expect(out).toMatch(/^coup\s+sabot\s+boîtes\s+gains nets\s+marques\s+début\s+réglé\s+donné par\n/);
    expect(out).toContain('box1 +18,75, bob -10');
    expect(runBin(['rounds', '--db', db, '--bettor', 'nobody', '--lang', 'ru']).out).toBe(
      'Подходящих раундов нет.\n',
    );
  });

  it('given LANG=ru_RU.UTF-8, then sabot replay tells the round in Russian; --json is the same in every language', () => {
    const db = recordedLog();
    const { out } = runBin(['replay', '--db', db], { env: { LANG: 'ru_RU.UTF-8' } });
    expect(out).toContain('Раунд 1 — рассчитан');
    expect(out).toMatch(/бокс 1 +A♠ K♦ {2}\(мягкие 21, блэкджек\) {2}box1 12,50/);
    expect(out).toContain('расчёт   выплатить box1 18,75; забрать у bob 10');
    expect(runBin(['replay', '--db', db, '--json', '--lang', 'ru']).out).toBe(
      runBin(['replay', '--db', db, '--json']).out,
    );
    const missing = runBin(['replay', '--db', db, '--round', '9', '--lang', 'fr']);
    expect(missing.code).toBe(3);
    expect(missing.err).toContain(`${db} ne contient pas de coup 9`);
  });

  it('given --lang fr, then sabot pin and sabot ruling say what they recorded, and the table’s refusal, in French', () => {
    const db = recordedLog();
    const short = runBin(['pin', 'set', '--db', db, '--operator', 'ana', '--lang', 'fr'], { stdin: '48\n' });
    expect(short.err).toContain('un code PIN compte de 4 à 12 chiffres');
    const set = runBin(['pin', 'set', '--db', db, '--operator', 'ana', '--lang', 'fr'], { stdin: '4821\n' });
    expect(set.out).toBe(`le code PIN du chef de table de ${db} est défini\n`);
    const wrong = runBin(['pin', 'set', '--db', db, '--operator', 'ana', '--lang', 'ru'], {
      stdin: '1111\n5555\n',
    });
    expect(wrong.err).toContain('неверный PIN-код роли pit-boss: смена PIN-кода — отказано');
    const voidRound = (round: string, language: string, stdin: string) =>
      runBin(
        [
          'ruling',
          'void',
          '--db',
          db,
          '--reason',
          'erreur de donne',
          '--operator',
          'ana',
          '--round',
          round,
          '--lang',
          language,
        ],
        { stdin },
      );
    expect(voidRound('1', 'ru', '').err).toContain(
      'PIN-код пит-босса читается со стандартного ввода: ничего не введено',
    );
    const noRound = voidRound('7', 'fr', '4821\n');
    expect(noRound.code).toBe(3);
    expect(noRound.err).toContain('il n’y a pas de coup 7 dans ce journal');
    const voided = voidRound('1', 'fr', '4821\n');
    expect(voided.out).toBe(
      'le coup 1 est annulé\nle coup 1 est réglé de nouveau : sabot replay --round 1 montre ce qui revient à chaque joueur\n' +
        // The round had been paid: what the croupier now moves, the difference and not the new total.
        'le coup 1 avait été payé ; le croupier en est prévenu : box 1, main : reprendre 18,75 à box1; box 2, main : payer 10 à bob\n',
    );
    const replay = runBin(['replay', '--db', db, '--lang', 'fr']).out;
    expect(replay).toContain('Coup 1 — ANNULÉ (erreur de donne ; ana)');
    expect(replay).toContain('égalité : box1 garde 12,50 ; égalité : bob garde 10');
  });
});
