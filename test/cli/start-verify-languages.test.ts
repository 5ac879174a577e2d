import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { progressLine } from '../../app/cli/simulation/progress-bar.js';
import { speak } from '../../app/cli/words.js';
import { tamper, tempDir } from '../core/log/log-fixtures.js';
import { runBin } from '../support/run-bin.js';
import { untilDashboard } from '../support/until-dashboard.js';

const bin = fileURLToPath(new URL('../../bin/sabot.js', import.meta.url));

/** A log of one round of two boxes, recorded by sabot play. */
function recordedLog(): string {
  const dir = tempDir();
  const script = join(dir, 'round.jsonl');
  const lines = [
    '{"type":"table","profile":"classic-6d"}',
    '{"type":"bet","box":1,"amount":10}',
    '{"type":"bet","box":2,"amount":10}',
    '{"type":"deal"}',
    ...['AS', '9h', '7D', 'KD', '5C'].map((card) => `{"type":"card","card":"${card}"}`),
    '{"type":"stand"}',
    '{"type":"card","card":"TC"}',
  ];
  writeFileSync(script, `${lines.join('\n')}\n`);
  const db = join(dir, 'table.db');
  expect(runBin(['play', '--script', script, '--db', db]).code).toBe(0);
  return db;
}

/** `sabot start` with the shoe simulator on any free port and a data folder of its own, until its Dashboard line. */
const startUntilDashboard = (args: readonly string[], env: NodeJS.ProcessEnv) =>
  untilDashboard(['start', '--port', '0', '--seed', '5', ...args], {
    env: { SABOT_DATA_DIR: tempDir(), ...env },
  });

describe('sabot verify, start and serve in French and Russian', () => {
  it('given --lang fr, then sabot verify gives its verdict and its count of events in French', () => {
    const db = recordedLog();
    const { code, out } = runBin(['verify', '--db', db, '--lang', 'fr']);
    expect(code).toBe(0);
    expect(out).toMatch(
      new RegExp(
        `^${db.replaceAll('.', '\\.')} : intact — \\d+ événements, tête de chaîne à \\d+ \\([0-9a-f]{12}…\\)\\n$`,
      ),
    );
  });

  it('given LANG=ru_RU.UTF-8, then a changed log is "НЕ цел" at its position, and a missing one was not verified', () => {
    const db = recordedLog();
    const env = { LANG: 'ru_RU.UTF-8' };
    expect(runBin(['verify', '--db', db], { env }).out).toMatch(
      /: цел — \d+ (событие|события|событий), голова цепочки на \d+/,
    );
    tamper(db, `UPDATE events SET data = '{"card":"2C"}' WHERE type = 'CardDrawn'`);
    const changed = runBin(['verify', '--db', db], { env });
    expect(changed.code).toBe(3);
    expect(changed.err).toMatch(new RegExp(`^sabot: ${db.replaceAll('.', '\\.')} НЕ цел на позиции \\d+: `));
    const missing = runBin(['verify', '--db', join(tempDir(), 'none.db')], { env });
    expect(missing.code).toBe(3);
    expect(missing.err).toContain('(ничего не проверено)');
  });

  it('given --lang fr, then sabot start says in French where the journal is, the mode and why, and keeps the Dashboard line', {
    timeout: 40_000,
  }, async () => {
    const { out, code } = await startUntilDashboard(['--lang', 'fr'], {});
    expect(code).toBe(0);
    expect(out).toMatch(/^Sabot — journal de la table : .+classic-6d\.db\n/);
    expect(out).toMatch(
      /\nSabot — mode web : (le binaire d’Electron (n’a jamais été téléchargé|manque)|l’application de bureau n’est pas (installée|construite)) /,
    );
    expect(out).toContain('Ouvrez l’adresse Dashboard ci-dessous dans un navigateur de cette machine.');
    expect(out).toContain(
      'Sabot — table classic-6d en mode web sur la boucle locale seulement (cette machine) : sans identification, avec le simulateur de sabot sur un pseudo-terminal.',
    );
    expect(out).toMatch(
      /\nDashboard: http:\/\/127\.0\.0\.1:\d+\/\nJournal de la table : .+\nArrêt avec Ctrl-C\.\n/,
    );
    expect(out).toMatch(/Sabot — la table est fermée\.\n$/);
    expect(out).not.toMatch(/web mode|database:|Stop with|is closed/);
  });

  it('given LANG=ru_RU.UTF-8, then sabot start (as sabot serve) speaks Russian, from the journal to the closing', {
    timeout: 40_000,
  }, async () => {
    const { out, code } = await startUntilDashboard([], { LANG: 'ru_RU.UTF-8' });
    expect(code).toBe(0);
    expect(out).toMatch(/^Sabot — журнал стола: .+classic-6d\.db\n/);
    expect(out).toMatch(
      /\nSabot — веб-режим: (двоичный файл Electron (так и не был загружен|нет)|настольное приложение не (установлено|собрано)) /,
    );
    expect(out).toContain(
      'Sabot — стол classic-6d в веб-режиме только на loopback (эта машина): без входа, с симулятором шуза на псевдотерминале.',
    );
    expect(out).toMatch(/\nDashboard: http:\/\/127\.0\.0\.1:\d+\/\nЖурнал стола: .+\nОстановка: Ctrl-C\.\n/);
    expect(out).toMatch(/Sabot — стол закрыт\.\n$/);
  });

  it('given --lang fr beyond loopback without TLS, then sabot serve warns in French that PINs travel in clear; the Dashboard line stays', {
    timeout: 40_000,
  }, async () => {
    const db = join(tempDir(), 'salle.db');
    const args = ['serve', '--db', db, '--profile', 'classic-6d', '--port', '0', '--listen-beyond-loopback'];
    const { out, err, code } = await untilDashboard([...args, '--lang', 'fr'], { stdin: '2468 1357\n' });
    expect(code).toBe(0);
    expect(err).toBe(
      'sabot serve : attention : ce serveur écoute hors de la boucle locale sans TLS, les codes PIN circulent donc en clair sur le réseau (quiconque s’y trouve peut les lire) ; donnez --tls-cert et --tls-key pour servir en HTTPS et WSS\n',
    );
    expect(out).toMatch(
      /^Sabot — table classic-6d en mode web hors de la boucle locale \(toutes les interfaces\)/,
    );
    expect(out).toMatch(/\nDashboard: http:\/\/127\.0\.0\.1:\d+\/\n/);
    const english = await untilDashboard(args, { stdin: '2468 1357\n' });
    expect(english.err).toContain(
      'sabot serve: warning: this server listens beyond loopback without TLS, so PINs travel in clear over the network',
    );
  });

  it('given session PINs that are refused, then sabot serve says why in French and in Russian, exit 3', () => {
    const db = join(tempDir(), 't.db');
    const args = ['serve', '--db', db, '--profile', 'classic-6d', '--port', '0', '--listen-beyond-loopback'];
    const short = runBin([...args, '--lang', 'fr'], { stdin: '2468 13\n' });
    expect(short.code).toBe(3);
    expect(short.err).toBe('sabot: le code PIN de la revue : un code PIN a de 4 à 12 chiffres\n');
    const same = runBin(args, { stdin: '2468 2468\n', env: { LANG: 'ru_RU.UTF-8' } });
    expect(same.code).toBe(3);
    expect(same.err).toBe('sabot: PIN-коды дилера и проверки должны различаться\n');
    const croupier = runBin([...args, '--lang', 'ru'], { stdin: '24x8 1357\n' });
    expect(croupier.err).toBe('sabot: PIN-код дилера: PIN-код — это от 4 до 12 цифр\n');
  });

  it('given --lang ru and a busy port, then sabot serve refuses in Russian, naming another port', async () => {
    const first = spawn(
      process.execPath,
      [bin, 'serve', '--db', join(tempDir(), 'a.db'), '--profile', 'classic-6d', '--port', '0'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    const port = await new Promise<number>((resolve) =>
      first.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const found = /^Dashboard: http:\/\/127\.0\.0\.1:(\d+)\/$/m.exec(out);
        if (found?.[1]) resolve(Number(found[1]));
      }),
    );
    try {
      const busy = runBin([
        'serve',
        '--db',
        join(tempDir(), 'b.db'),
        '--profile',
        'classic-6d',
        '--port',
        String(port),
        '--lang',
        'ru',
      ]);
      expect(busy.code).toBe(3);
      expect(busy.err).toContain(`sabot: порт ${port} уже занят`);
      expect(busy.err).toMatch(/например --port \d+, или --port 0 для любого свободного порта\n$/);
    } finally {
      first.kill('SIGINT');
    }
  }, 40_000);
});

describe('the files and numbers a command is given, refused in French and Russian', () => {
  it('given --lang fr, then a script that does not exist and a rule profile too large are refused in French', () => {
    const missing = join(tempDir(), 'nope.jsonl');
    expect(runBin(['play', '--script', missing, '--lang', 'fr']).err).toBe(
      `sabot: impossible de lire le script ${missing} : ce fichier n’existe pas (vérifiez son nom)\n`,
    );
    expect(runBin(['rules', '--rules', '/dev/zero', '--lang', 'fr']).err).toContain(
      'le profil de règles /dev/zero dépasse 1 Mio : ce n’est pas un profil de règles',
    );
  });

  it('given LANG=ru_RU.UTF-8, then a folder for a TLS certificate and a port out of range are refused in Russian', () => {
    const env = { LANG: 'ru_RU.UTF-8' };
    const folder = tempDir();
    const tls = runBin(['serve', '--db', join(folder, 't.db'), '--tls-cert', folder, '--tls-key', folder], {
      env,
    });
    expect(tls.code).toBe(3);
    expect(tls.err).toContain(`нельзя прочитать сертификат TLS ${folder}: это папка, а не файл`);
    const port = runBin(['serve', '--db', join(folder, 't.db'), '--port', '70000'], { env });
    expect(port.code).toBe(2);
    expect(port.err).toContain('--port принимает целое число от 0 до 65535, а не «70000»');
  });
});

describe('sabot simulate in French and Russian; --json stays the same', () => {
  afterEach(() => speak('en'));

  // Four runs of the simulator, one recording 1,500 rounds: a minute on two busy cores.
  it('given --lang fr and --db, then the report and the recorded log are told in French, in French digits', {
    timeout: 90_000,
  }, () => {
    const db = join(tempDir(), 'month.db');
    const args = ['simulate', '--profile', 'home-1d', '--rounds', '1500', '--seed', '3', '--boxes', '2'];
    const { code, out } = runBin([...args, '--db', db, '--from', '2026-11-01T18:00:00Z', '--lang', 'fr']);
    expect(code).toBe(0);
    expect(out).toMatch(/^Simulation de home-1d — /);
    expect(out).toMatch(
      /\nRègles : +1 jeu, mélangé après chaque coup, le croupier reste à 17 souple \(S17\), vérification du blackjack sur A et 10, /,
    );
    expect(out).toMatch(
      /\nJeu : +2 boîtes à la mise minimale de 2, stratégie de base, assurance et paiement égal refusés ; \d+ parties de 10 coups/,
    );
    expect(out).toMatch(/\nCoups : +1\u202f500 \([\d\u202f]+ mains : blackjack \d+,\d\d%/);
    expect(out).toMatch(/\nEspérance : +[+−]\d+,\d{3}% ± \d+,\d{3}% de la mise initiale par coup/);
    expect(out).toMatch(/\nVitesse : +[\d\u202f]+ coups\/s sur 1 fil d’exécution, \d+,\d s\n/);
    expect(out).toMatch(
      new RegExp(
        `\\nJournal : +1\u202f500 coups inscrits au journal de la table ${db.replaceAll('.', '\\.')} \\(`,
      ),
    );
    const json = (lang: string): unknown => {
      const run = runBin([...args, '--json', '--lang', lang]).out;
      const { roundsPerSecond: _speed, elapsedSeconds: _elapsed, ...figures } = JSON.parse(run);
      return figures;
    };
    expect(json('ru')).toEqual(json('en'));
    expect(json('fr')).toMatchObject({
      rules: expect.stringMatching(/^1 deck, shuffled after every round, dealer stands/),
    });
  });

  it('given LANG=ru_RU.UTF-8, then the report is in Russian and a bad --from is refused in Russian', () => {
    const env = { LANG: 'ru_RU.UTF-8' };
    const { out } = runBin(['simulate', '--profile', 'classic-6d', '--rounds', '300', '--seed', '3'], {
      env,
    });
    expect(out).toMatch(/\nИгра: +2 бокса с минимальной ставкой 5, базовая стратегия/);
    expect(out).toMatch(/\nСкорость: +[\d\u00a0]+ раундов\/с на 1 потоке, \d+,\d с\n/);
    expect(out).toMatch(/\nПовтор: +--seed 3 --workers 1 сыграет те же раунды снова\n$/);
    const bad = runBin(
      [
        'simulate',
        '--profile',
        'classic-6d',
        '--rounds',
        '3',
        '--db',
        join(tempDir(), 'x.db'),
        '--from',
        'soon',
      ],
      { env },
    );
    expect(bad.code).toBe(2);
    expect(bad.err).toBe('sabot: --from принимает время вида 2026-11-01T18:00:00Z, а не «soon»\n');
  });

  it('given --lang ru --help, then sabot simulate explains itself in Russian; sabot start and verify in French', () => {
    const simulate = runBin(['simulate', '--help', '--lang', 'ru']).out;
    expect(simulate).toContain('сыграть раунды по базовой стратегии');
    expect(simulate).toContain('Ctrl-C останавливает после записываемого раунда.');
    expect(simulate).toContain('\nПримеры:\n  sabot simulate --profile classic-6d');
    expect(runBin(['start', '--help', '--lang', 'fr']).out).toContain(
      'La table sur le terminal à la place : sabot table --db FICHIER [--profile ID]',
    );
    expect(runBin(['verify', '--help', '--lang', 'fr']).out).toContain(
      'Codes de sortie : 0 le journal est intact, 3 il ne l’est pas',
    );
  });

  it('given French, then the progress bar counts and tells the time left in French', () => {
    speak('fr');
    expect(progressLine(4500, 10_000, 'coups', 3)).toBe(
      `[${'█'.repeat(14)}${'░'.repeat(16)}]  45%` +
        '  4\u202f500 / 10\u202f000 coups  1\u202f500 coups/s  encore environ 4 s',
    );
    speak('en');
    expect(progressLine(4500, 10_000, 'rounds', 3)).toBe(
      `[${'█'.repeat(14)}${'░'.repeat(16)}]  45%  4,500 / 10,000 rounds  1,500 rounds/s  about 4 s left`,
    );
  });

  it('given --lang fr or ru, then a log that cannot be used is said in that language', () => {
    const dir = tempDir();
    const missing = join(dir, 'tabel.db');
    expect(runBin(['replay', '--db', missing, '--lang', 'fr']).err).toContain(
      `${missing} n’existe pas : vérifier le nom du journal`,
    );
    expect(runBin(['rounds', '--db', missing, '--lang', 'ru']).err).toContain(
      `${missing} не существует: проверьте имя журнала`,
    );
    const foreign = join(dir, 'notes.txt');
    writeFileSync(foreign, 'not a database at all, a note from the cage');
    expect(runBin(['replay', '--db', foreign, '--lang', 'fr']).err).toContain(
      `${foreign} n’est pas un journal Sabot (le fichier n’est pas une base de données)`,
    );
    expect(runBin(['replay', '--db', dir, '--lang', 'ru']).err).toContain(
      `${dir} — папка, а не файл журнала`,
    );
  });

  it("given --lang fr or ru, then commander's usage errors are said in that language; English stays commander's", () => {
    expect(runBin(['rounds', '--lang', 'fr']).err).toBe(
      'erreur : l’option --db <file> est obligatoire\n(lancer avec --help pour l’usage)\n',
    );
    expect(runBin(['bogus', '--lang', 'ru']).err).toContain('ошибка: неизвестная команда bogus');
    expect(runBin(['rounds', '--db', 'x', 'extra', '--lang', 'fr']).err).toContain(
      'erreur : trop d’arguments pour rounds : elle en prend 0, 1 a été donné',
    );
    const english = runBin(['rounds', '--db', 'x', '--bogus']);
    expect(english.code).toBe(2);
    expect(english.err).toBe("error: unknown option '--bogus'\n(run with --help for usage)\n");
  });
});
