import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../app/i18n/index.js';
import { serialLine } from '../../devices/simulator/serial-line.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { runSabot } from '../support/run-cli.js';

const bin = fileURLToPath(new URL('../../bin/sabot.js', import.meta.url));

/**
 * The built command in its own process, stopped by Ctrl-C once it printed `until`: the shoe-sim
 * that stays on the line after the shoe is empty, as an operator runs it.
 */
function runUntil(args: readonly string[], until: string): Promise<{ out: string; code: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`never printed ${until}: ${out}`));
    }, 20_000);
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      if (out.includes(until)) child.kill('SIGINT');
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ out, code });
    });
  });
}

describe('sabot shoe-sim in the operator’s language', () => {
  it('French: the help, its options and its examples', async () => {
    const { out } = await runSabot('--lang', 'fr', 'shoe-sim', '--help');
    expect(out).toContain('simule un sabot lecteur de cartes (SBT1) sur une ligne série');
    expect(out).toContain('part des trames abîmées sur la ligne, de 0 à 1');
    expect(out).toContain('pendant ce temps');
    expect(out).toContain('Exemples :\n  sabot shoe-sim --pty');
    expect(out).not.toMatch(/share of frames|for this long|Examples:/);
  });

  it('Russian: the usage errors', async () => {
    expect(await runSabot('--lang', 'ru', 'shoe-sim', '--profile', 'home-1d')).toMatchObject({
      code: 2,
      err: 'sabot: укажите, куда пишет считыватель: --pty, --path ПУТЬ или --print (что-то одно)\n',
    });
    expect((await runSabot('--lang', 'ru', 'shoe-sim', '--print', '--keypress')).err).toBe(
      'sabot: --keypress нужен порт: используйте --pty или --path\n',
    );
    expect((await runSabot('--lang', 'ru', 'shoe-sim', '--print', '--silence-every', '5')).err).toBe(
      'sabot: для пауз и отключений нужен порт: используйте --pty или --path\n',
    );
  });

  it('French: a card script it cannot read and a port it cannot open, exit 3', async () => {
    const dir = tempDir();
    const script = join(dir, 'bad.txt');
    writeFileSync(script, 'AS\nZZ\n');
    const bad = await runSabot('--lang', 'fr', 'shoe-sim', '--print', '--script', script);
    expect(bad.code).toBe(3);
    expect(bad.err).toMatch(
      new RegExp(`^sabot: ${script.replaceAll('.', '\\.')}, ligne 2 : « ZZ » n’est pas une carte`),
    );
    writeFileSync(script, '# nothing\n');
    expect((await runSabot('--lang', 'fr', 'shoe-sim', '--print', '--script', script)).err).toBe(
      `sabot: ${script} ne contient aucune carte\n`,
    );
    const port = join(dir, 'no-such-tty');
    const closed = await runSabot('--lang', 'ru', 'shoe-sim', '--path', port, '--power-on-delay', '0');
    expect(closed).toMatchObject({ code: 3 });
    expect(closed.err).toBe(
      `sabot: имитатор считывателя не может открыть ${port}: No such file or directory\n`,
    );
  });

  it('French and Russian: pseudo-terminals it cannot make, and a line it cannot write to', async () => {
    const file = join(tempDir(), 'a-file');
    writeFileSync(file, '');
    const noDir = await runSabot('--lang', 'fr', 'shoe-sim', '--pty', '--pty-dir', join(file, 'pty'));
    expect(noDir.code).not.toBe(0);
    expect(noDir.err).toMatch(
      new RegExp(
        `^sabot: impossible de créer le dossier ${file.replaceAll('.', '\\.')}/pty des pseudo-terminaux : `,
      ),
    );
    const line = serialLine({ path: join(file, 'tty') });
    const written = await line.write(new Uint8Array([36]));
    expect(written).toMatchObject({ ok: false, refusal: { code: 'simulator.not-open' } });
    if (written.ok) return;
    expect(translatorFor('ru').say(written.refusal ?? { code: 'none', params: {} })).toBe(
      `писать некуда: порт ${join(file, 'tty')} имитатора считывателя не открыт`,
    );
  });

  it('French: the shoe it loads, where it writes, and its tally', async () => {
    const { code, err } = await runSabot(
      '--lang',
      'fr',
      'shoe-sim',
      '--print',
      '--seed',
      '1',
      '--profile',
      'home-1d',
    );
    expect(code).toBe(0);
    expect(err).toBe(
      [
        'Lecteur de sabot simulé : 1 jeu mélangé avec la graine 1, écrit sur la sortie standard',
        'Trames envoyées : 52 de carte, 2 d’état, 0 de battement et 1 de bonjour.',
        'Défauts : 0 abîmées, 0 perdues, 0 envoyées deux fois, 0 octets de bruit, 0 silences, 0 déconnexions, 0 non envoyées.',
        '52 cartes sont sorties du sabot ; 52 ont atteint la ligne intactes.',
        '',
      ].join('\n'),
    );
    const six = await runSabot(
      '--lang',
      'ru',
      'shoe-sim',
      '--print',
      '--seed',
      '3',
      '--profile',
      'classic-6d',
    );
    expect(six.err).toContain(
      'Имитатор считывателя шуза: 6 колод, перемешанных с зерном 3, подрезная карта после 234 карт, пишет в стандартный вывод',
    );
  });

  it('Russian on a pty: the path the table opens, each frame, the empty shoe staying on line, the tally', async () => {
    const dir = tempDir();
    const script = join(dir, 'cards.txt');
    writeFileSync(script, 'AS\nKD\n');
    const { out } = await runUntil(
      `--lang ru shoe-sim --pty --pty-dir ${dir} --script ${script} --pace 10 --power-on-delay 0 --seed 5`.split(
        ' ',
      ),
      'Ctrl-C выключает его.',
    );
    expect(out).toContain(
      `Имитатор считывателя шуза: 2 заданные карты, подрезная карта после 1 карты (сбои с зерном 5), пишет в pty ${join(dir, 'reader')} (стол открывает ${join(dir, 'host')})`,
    );
    expect(out).toContain(`Стол открывает: ${join(dir, 'host')}`);
    expect(out).toContain('  №0 приветствие\n');
    expect(out).toContain('  №2 карта A♠\n');
    expect(out).toContain('Шуз пуст; считыватель остаётся на линии (пульс). Ctrl-C выключает его.');
    expect(out).toContain('Из шуза вышли 2 карты; целыми до линии дошли 2.');
    expect(out).not.toMatch(/Simulated|The table opens|card A|cards left/);
  }, 30_000);
});
