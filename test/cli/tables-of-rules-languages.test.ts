import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classic6d } from '../../engine/rules/profiles/classic-6d.js';
import { profileFile } from '../support/profile-file.js';
import { runBin } from '../support/run-bin.js';

describe('sabot rules, strategy and odds in French and Russian', () => {
  it('given --lang fr, then sabot rules heads its list in French and counts the decks in French', () => {
    const { out } = runBin(['rules', '--lang', 'fr']);
    expect(out).toMatch(/^identifiant\s+nom\s+sabot\s+croupier\s+règlement\n/);
    expect(out).toMatch(/home-1d .+ 1 jeu +carte cachée, vérification/);
    expect(out).toMatch(/classic-6d .+ 6 jeux +sans carte cachée/);
    expect(out).toContain('En montrer un : sabot rules ID');
    expect(out).toMatch(/\nclassic-6d +Classique à six jeux \(sans carte cachée\) +6 jeux/);
    expect(out).not.toContain('Classic six-deck');
  });

  it('given --lang fr, then sabot rules ID names the table, its meanings and yes, no, none in French; keyed values stay', () => {
    const { code, out } = runBin(['rules', 'classic-6d', '--lang', 'fr']);
    expect(code).toBe(0);
    expect(out).toMatch(
      /^Classique à six jeux \(sans carte cachée\) \(classic-6d\) — d’après 000_8d1e98e1c23c607c\.txt\n/,
    );
    expect(out).toMatch(/\nrègle +valeur +sens\n/);
    expect(out).toMatch(/\nshoe\.decks +6 +Nombre de jeux de 52 cartes, sans joker\.\n/);
    expect(out).toMatch(
      /\nshoe\.reshuffle +cut-card +`cut-card` : un nouveau sabot après le coup où sort la carte de coupe/,
    );
    expect(out).toMatch(/\ndouble\.allowed +oui +Si l’on peut doubler à cette table\.\n/);
    expect(out).toMatch(
      /\nsurrender\.handWithAce +non +Une main de deux cartes contenant un as peut abandonner\.\n/,
    );
    expect(out).toMatch(/\nsession +néant +Une partie à la maison/);
    expect(out).toMatch(/\ndealing\.holeCard +none +`none` : la seconde carte du croupier/);
    expect(out).toMatch(/\ninsurance\.amount +exactly-half +Exactement la moitié de la mise initiale/);
    expect(out).toMatch(
      /\nmisdeal\.policy +offer-then-dealer +`offer-then-dealer` : la carte tirée par erreur/,
    );
    expect(out).not.toMatch(/\b(yes|no)\b/);
    expect(out).not.toContain('Number of 52-card decks');
  });

  it('given LANG=ru_RU.UTF-8, then sabot rules lists and shows the home table in Russian', () => {
    const env = { LANG: 'ru_RU.UTF-8' };
    const list = runBin(['rules'], { env }).out;
    expect(list).toMatch(
      /\nhome-1d +Домашняя игра, одна колода \(проверка закрытой карты, фишки\) +1 колода/,
    );
    const { code, out } = runBin(['rules', 'home-1d'], { env });
    expect(code).toBe(0);
    expect(out).toMatch(
      /^Домашняя игра, одна колода \(проверка закрытой карты, фишки\) \(home-1d\) — по документу /,
    );
    expect(out).toMatch(/\nsplit\.pairsBy +rank +Пары делятся при равном `value` \(10 и валет\)/);
    expect(out).toMatch(/\nshoe\.backupDeck +да +Когда карты кончаются посреди раунда/);
    expect(out).toMatch(/\ndealer\.hitsSoft17 +нет +Берёт ли дилер карту на мягкой сумме/);
    expect(out).toMatch(/\nsurrender +не задано +Поздняя сдача за половину ставки/);
    expect(out).toMatch(/\nhints +basic-strategy +Подсказка на экране дилера/);
    expect(out).toMatch(/\nsession\.bankChips +200 +Фишки банка в начале\.\n/);
  });

  it('given --lang fr or ru and a table Sabot does not ship, then the refusal names the tables in that language, exit 3', () => {
    const french = runBin(['rules', 'vegas-8d', '--lang', 'fr']);
    expect(french.code).toBe(3);
    expect(french.err).toBe(
      'sabot: il n’y a pas de profil de règles « vegas-8d » : les tables sont classic-6d, open-6d, home-1d (ou chargez-en un avec --rules FICHIER)\n',
    );
    const russian = runBin(['odds', 'dealer', '--profile', 'vegas-8d', '--lang', 'ru']);
    expect(russian.code).toBe(3);
    expect(russian.err).toBe(
      'sabot: нет профиля правил «vegas-8d»: есть столы classic-6d, open-6d, home-1d (или загрузите свой через --rules ФАЙЛ)\n',
    );
  });

  it('given --lang fr or ru and a faulty profile file, then each fault is said in that language by its field, exit 3', () => {
    const { shoe: _shoe, ...withoutShoe } = classic6d;
    const file = profileFile('faulty.json', {
      ...withoutShoe,
      id: 'salle-6d',
      name: 'Salle',
      colour: 'green',
      table: { ...classic6d.table, boxes: 1 },
      dealing: { ...classic6d.dealing, holeCard: 'maybe' },
    });
    const french = runBin(['rules', '--rules', file, '--lang', 'fr']);
    expect(french.code).toBe(3);
    expect(french.err).toBe(
      `sabot: ${file} n’est pas un profil de règles valide :\n` +
        '  - shoe : manque (de type objet)\n' +
        '  - dealing.holeCard : doit valoir l’un de "none", "peek"\n' +
        '  - (le profil entier) : champ inconnu "colour"\n',
    );
    writeFileSync(
      file,
      JSON.stringify({
        ...classic6d,
        id: 'salle-6d',
        name: 'Salle',
        table: { ...classic6d.table, boxes: 1 },
      }),
    );
    const russian = runBin(['rules', '--rules', file, '--lang', 'ru']);
    expect(russian.code).toBe(3);
    expect(russian.err).toBe(
      `sabot: ${file} — некорректный профиль правил:\n  - table.minOccupiedBoxes: должно быть не больше table.boxes (1)\n`,
    );
    writeFileSync(file, '{ "id": ');
    expect(runBin(['rules', '--rules', file, '--lang', 'fr']).err).toMatch(
      new RegExp(`^sabot: ${file.replaceAll('.', '\\.')} n’est pas du JSON valide : `),
    );
  });

  it("given --lang fr or ru and a profile file holding values of the wrong type, then zod's type names are said in that language", () => {
    const file = profileFile('typed.json', {
      ...classic6d,
      source: 7,
      shoe: [],
      dealer: { ...classic6d.dealer, standsOn: '17' },
      double: { ...classic6d.double, allowed: null },
    });
    const faults = (language: string) => runBin(['rules', '--rules', file, '--lang', language]).err;
    expect(faults('en')).toBe(
      `sabot: ${file} is not a valid rule profile:\n` +
        '  - source: expected string, received number\n' +
        '  - shoe: expected object, received array\n' +
        '  - dealer.standsOn: expected number, received string\n' +
        '  - double.allowed: expected boolean, received null (nothing)\n',
    );
    expect(faults('fr')).toBe(
      `sabot: ${file} n’est pas un profil de règles valide :\n` +
        '  - source : doit être de type texte, reçu : nombre\n' +
        '  - shoe : doit être de type objet, reçu : liste\n' +
        '  - dealer.standsOn : doit être de type nombre, reçu : texte\n' +
        '  - double.allowed : doit être de type booléen, reçu : null (rien)\n',
    );
    expect(faults('ru')).toBe(
      `sabot: ${file} — некорректный профиль правил:\n` +
        '  - source: должно быть: строка, получено: число\n' +
        '  - shoe: должно быть: объект, получено: список\n' +
        '  - dealer.standsOn: должно быть: число, получено: строка\n' +
        '  - double.allowed: должно быть: логическое значение, получено: null (ничего)\n',
    );
  });

  it('given --lang fr and a profile file under a shipped id with its own name, then it is refused in French: no screen may show it as that table', () => {
    const file = profileFile('salle.json', { ...classic6d, name: 'Salle privée, six jeux' });
    const { code, out, err } = runBin(['rules', '--rules', file, '--lang', 'fr']);
    expect(code).toBe(3);
    expect(out).toBe('');
    expect(err).toBe(
      `sabot: ${file} n’est pas un profil de règles valide :\n` +
        '  - id : est l’identifiant d’une table livrée avec Sabot (Classic six-deck (no hole card)) : donnez à votre table un identifiant à elle\n',
    );
  });

  it('given LANG=ru_RU.UTF-8, then sabot strategy titles its chart and its legend in Russian; --json stays the same', () => {
    const env = { LANG: 'ru_RU.UTF-8' };
    const { out } = runBin(['strategy', '--profile', 'home-1d'], { env });
    expect(out).toContain(
      'Базовая стратегия для home-1d — Домашняя игра, одна колода (проверка закрытой карты, фишки)',
    );
    expect(out).toMatch(/\nжёсткие +2 +3/);
    expect(out).toContain('Dh удвоить, иначе взять карту');
    const json = runBin(['strategy', '--profile', 'home-1d', '--json'], { env }).out;
    expect(json).toBe(runBin(['strategy', '--profile', 'home-1d', '--json', '--lang', 'en']).out);
    expect(JSON.parse(json).legend.Dh).toBe('double, else hit');
  });

  it('given --lang fr or ru, then sabot strategy says the rules its chart was derived for in that language; --json keeps the English', () => {
    const french = runBin(['strategy', '--profile', 'home-1d', '--lang', 'fr']).out;
    expect(french).toContain(
      '\nÉtablie pour : 1 jeu ; le croupier reste à 17 souple (S17) ; vérification : le croupier regarde s’il a un blackjack quand il montre A ou 10 ; doubler sur deux cartes quelconques, pas après une séparation ; séparer les paires d’un même rang (R-D non) une fois, as séparés une carte chacun ; pas d’abandon ; une main de 21 reste.\n',
    );
    const russian = runBin(['strategy', '--profile', 'open-6d', '--lang', 'ru']).out;
    expect(russian).toContain(
      '\nВычислена для: 6 колод; дилер стоит на мягких 17 (S17); без закрытой карты: блэкджек дилера забирает все ставки, включая удвоения и сплиты; удвоение на любых двух картах, и после сплита; сплит пар одного значения с повторным сплитом без ограничения, на разделённые тузы по одной карте, туз делится снова; сдача на любых двух картах, не против туза; рука с 21 останавливается.\n',
    );
    expect(JSON.parse(runBin(['strategy', '--profile', 'open-6d', '--json', '--lang', 'ru']).out).rules).toBe(
      '6 decks; dealer stands on soft 17 (S17); no hole card: a dealer blackjack takes every bet, doubles and splits too; double on any two cards, after a split too; split pairs of one value resplit without limit, split aces one card each, an ace resplits; surrender any two cards, not against an ace; a hand of 21 stands',
    );
  });

  it('given --lang ru, then sabot odds dealer heads its table in Russian, with the Russian plural of decks', () => {
    const { out } = runBin(['odds', 'dealer', '--profile', 'classic-6d', '--lang', 'ru']);
    expect(out).toContain(
      'Вероятности дилера для classic-6d — Классический, шесть колод (без закрытой карты)',
    );
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
