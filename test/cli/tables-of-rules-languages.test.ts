import { describe, expect, it } from 'vitest';
import { runBin } from '../support/run-bin.js';

describe('sabot rules, strategy and odds in French and Russian', () => {
  it('given --lang fr, then sabot rules heads its list in French and counts the decks in French', () => {
    const { out } = runBin(['rules', '--lang', 'fr']);
    expect(out).toMatch(/^identifiant\s+nom\s+sabot\s+croupier\s+règlement\n/);
    expect(out).toMatch(/home-1d .+ 1 jeu +carte cachée, vérification/);
    expect(out).toMatch(/classic-6d .+ 6 jeux +sans carte cachée/);
    expect(out).toContain('En montrer un : sabot rules ID');
  });

  it('given LANG=ru_RU.UTF-8, then sabot strategy titles its chart and its legend in Russian; --json stays the same', () => {
    const env = { LANG: 'ru_RU.UTF-8' };
    const { out } = runBin(['strategy', '--profile', 'home-1d'], { env });
    expect(out).toContain('Базовая стратегия для home-1d');
    expect(out).toMatch(/\nжёсткие +2 +3/);
    expect(out).toContain('Dh удвоить, иначе взять карту');
    const json = runBin(['strategy', '--profile', 'home-1d', '--json'], { env }).out;
    expect(json).toBe(runBin(['strategy', '--profile', 'home-1d', '--json', '--lang', 'en']).out);
    expect(JSON.parse(json).legend.Dh).toBe('double, else hit');
  });

  it('given --lang ru, then sabot odds dealer heads its table in Russian, with the Russian plural of decks', () => {
    const { out } = runBin(['odds', 'dealer', '--profile', 'classic-6d', '--lang', 'ru']);
    expect(out).toContain('Вероятности дилера для classic-6d');
    expect(out).toMatch(/\n6 колод, /);
    expect(out).toMatch(/\nоткрытая +17 +18/);
  });

  it('given --lang fr --help, then the options of sabot table are described in French', () => {
    const { out } = runBin(['table', '--help', '--lang', 'fr']);
    expect(out).toContain('le journal de la table (créé s’il est nouveau)');
    expect(out).toContain('b3 10 [ann]   mise de 10 sur la boîte 3 (pour ann)');
  });

  it("given --lang ru, then sabot drill gives the dealer's obligation at each card in Russian", () => {
    const { out } = runBin(['drill', '--hands', '1', '--seed', '3', '--lang', 'ru']);
    expect(out).toContain('шуз из 6 колод, зерно 3');
    expect(out).toMatch(/\nРука 1\n {2}2♠ +2 — БЕРЁТ\n/);
    expect(out).toContain('Вышло карт: 4 из 312. Повторите тренировку с --seed 3.');
  });

  it('given --lang fr, then sabot devices lists the serial ports, or says there are none, in French', () => {
    const { code, out } = runBin(['devices', '--lang', 'fr']);
    expect(code).toBe(0);
    expect(out).toMatch(
      /^(Aucun port série trouvé\. Branchez le lecteur du sabot|\d+ ports? série :\nCHEMIN +FABRICANT +NUMÉRO DE SÉRIE +FOURNISSEUR:PRODUIT\n)/,
    );
  });

  it('given --lang fr and no table named, then the usage error is a French sentence, exit 2', () => {
    const { code, err } = runBin(['strategy', '--lang', 'fr']);
    expect(code).toBe(2);
    expect(err).toBe('sabot: nommez une table avec --profile ID ou --rules FICHIER\n');
  });
});
