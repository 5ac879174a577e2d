import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../core/log/log-fixtures.js';
import { runSabot, runSabotWithInput } from '../support/run-cli.js';

/** Box 1 split to four hands [8S 8S] [8C TD] [8D 3S 9C] [8H 8S], box 2 9H 7H, dealer 6H TS 2D. */
const SCRIPT = join(import.meta.dirname, '../scenarios/classic-6d/resplit-to-four-hands.jsonl');
const PIN = '4829';

async function recordedSplitRound(): Promise<string> {
  const db = join(tempDir(), 'table.db');
  // The script's two refused splits (a fifth hand) exit 3, as `sabot play` says of refused lines.
  expect((await runSabot('play', '--script', SCRIPT, '--db', db)).code).toBe(3);
  expect((await runSabotWithInput([PIN], 'pin', 'set', '--db', db, '--operator', 'manager')).code).toBe(0);
  return db;
}

const correct = (db: string, pin: string[], ...place: string[]) =>
  runSabotWithInput(
    pin,
    ...['ruling', 'card', '--db', db, ...place],
    ...['--reason', 'the reader misread it', '--operator', 'ana'],
  );

describe('sabot ruling card, the card named by its round, hand and place', () => {
  it('given a box split into four hands, when the pit boss corrects card 2 of box 1.2, then replay shows that hand with the corrected card', async () => {
    const db = await recordedSplitRound();
    const ruled = await correct(db, [PIN], '--round', '1', '--hand', '1.2', '--card', '2', '--to', 'KD');
    expect(ruled.err).toBe('');
    expect(ruled.out).toBe('round 1: the card is corrected to K♦\n');
    expect(ruled.code).toBe(0);
    const replay = JSON.parse((await runSabot('replay', '--db', db, '--round', '1', '--json')).out);
    const hands = replay.rounds[0].boxes[0].hands.map((hand: { cards: string[] }) => hand.cards);
    expect(hands).toEqual([
      ['8S', '8S'],
      ['8C', 'KD'],
      ['8D', '3S', '9C'],
      ['8H', '8S'],
    ]);
    // The dealer's hand by its word, with --verbose naming the fact and its place in the log.
    const dealer = await correct(
      db,
      [PIN],
      '--round',
      '1',
      '--hand',
      'dealer',
      '--card',
      '2',
      '--to',
      'KS',
      '--verbose',
    );
    expect(dealer.code).toBe(0);
    expect(dealer.out).toMatch(
      /^round 1: the card is corrected to K♠ \[CardCorrected at position \d+, round-1\]\n$/,
    );
  });

  it('given a corrected card and a note, then replay says each ruling in a sentence, the card by its place', async () => {
    const db = await recordedSplitRound();
    // Box 2's 7♥ was a 9♣: 18 against the dealer's 18, a push where it lost 10 (settled again).
    expect((await correct(db, [PIN], '--round', '1', '--hand', '2', '--card', '2', '--to', '9C')).code).toBe(
      0,
    );
    const note = [
      'ruling',
      'note',
      '--db',
      db,
      '--round',
      '1',
      '--text',
      'box 2 disputed',
      '--operator',
      'ana',
    ];
    expect((await runSabotWithInput([PIN], ...note)).code).toBe(0);
    const replay = await runSabot('replay', '--db', db, '--round', '1');
    expect(replay.out).toContain('  correction by ana: card 2 of box 2 was the 9♣ (the reader misread it)\n');
    expect(replay.out).toContain('  ruling by ana: box 2 disputed\n');
    expect(replay.out).not.toMatch(/[{}]|CardCorrected|RulingRecorded|position/);
    const verbose = await runSabot('replay', '--db', db, '--round', '1', '--verbose');
    expect(verbose.out).toMatch(/the reader misread it\) \[CardCorrected at position \d+\]/);
    const french = await runSabot('replay', '--db', db, '--round', '1', '--lang', 'fr');
    expect(french.out).toContain(
      'correction par ana : la carte 2 de la boîte 2 était le 9♣ (the reader misread it)',
    );
    const russian = await runSabot('replay', '--db', db, '--round', '1', '--lang', 'ru');
    expect(russian.out).toContain('исправление от ana: карта 2 (бокс 2) была 9♣ (the reader misread it)');
    // The JSON keeps the facts as recorded, for a program.
    const json = JSON.parse((await runSabot('replay', '--db', db, '--round', '1', '--json')).out);
    expect(json.audit.rounds[0].corrections.map((c: { type: string }) => c.type)).toEqual([
      'CardCorrected',
      'RulingRecorded',
    ]);
    expect(json.audit.rounds[0].corrections[0].detail).toMatchObject({ card: '9C', author: 'ana' });
  });

  it('given a wrong place, then it says what the round or the hand holds, before any PIN is asked', async () => {
    const db = await recordedSplitRound();
    const split = await correct(db, [], '--round', '1', '--hand', '1', '--card', '1', '--to', 'KD');
    expect(split.code).toBe(3);
    expect(split.err).toContain('box 1 was split in round 1: name one of its 4 hands, 1.1 to 1.4');
    expect(split.err).not.toContain('PIN');
    const past = await correct(db, [], '--round', '1', '--hand', '2', '--card', '3', '--to', 'KD');
    expect(past.err).toContain('in round 1, box 2 has no card 3; its cards: 1: 9♥, 2: 7♥');
    const round = await correct(db, [], '--round', '4', '--hand', '2', '--card', '1', '--to', 'KD');
    expect(round.err).toContain('there is no round 4 in this log');
    const french = await correct(
      db,
      [],
      '--round',
      '1',
      '--hand',
      '7',
      '--card',
      '1',
      '--to',
      'KD',
      '--lang',
      'fr',
    );
    expect(french.err).toContain('le coup 1 n’a pas de mise sur la boîte 7 (boîtes jouées : 1, 2)');
    const russian = await correct(
      db,
      [],
      '--round',
      '1',
      '--hand',
      '2.2',
      '--card',
      '1',
      '--to',
      'KD',
      '--lang',
      'ru',
    );
    expect(russian.err).toContain('бокс 2 в раунде 1 не делился: назовите его 2');
    for (const refused of [split, past, round, french, russian]) expect(refused.err).not.toContain('    at ');
  });

  it('given a hand it cannot read or a place named in part, then it is bad usage with a sentence', async () => {
    const db = await recordedSplitRound();
    const unread = await correct(db, [], '--round', '1', '--hand', 'box three', '--card', '1', '--to', 'KD');
    expect(unread.code).toBe(2);
    expect(unread.err).toContain('box three names no hand: write dealer, a box (3) or a split box');
    const part = await correct(db, [], '--round', '1', '--card', '1', '--to', 'KD');
    expect(part.code).toBe(2);
    expect(part.err).toContain(
      'name the card by --round, --hand and --card together (or by --position alone)',
    );
  });

  it('says how hands are named in its help, in each language', async () => {
    for (const [lang, words] of [
      ['en', 'a hand of a split box, 3.1 for its first'],
      ['fr', 'une main d’une boîte séparée, 3.1 pour la première'],
      ['ru', 'рука разделённого бокса — 3.1 для первой'],
    ] as const) {
      const help = await runSabot('ruling', 'card', '--help', '--lang', lang);
      expect(help.out.replace(/\s+/g, ' '), lang).toContain(words);
      expect(help.out).toContain('--hand <hand>');
    }
  });
});
