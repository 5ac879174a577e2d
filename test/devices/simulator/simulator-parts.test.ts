import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { reasonOf, sentenceOf } from '../../../app/core/sentences.js';
import { Sbt1Codec } from '../../../devices/protocol/sbt1-codec.js';
import { corruptFrame } from '../../../devices/simulator/fault-plan.js';
import { dealOnKeypress } from '../../../devices/simulator/keypress-dealer.js';
import { serialLine } from '../../../devices/simulator/serial-line.js';
import { parseCardScript } from '../../../devices/simulator/shoe-load.js';
import { ShoeSimulator } from '../../../devices/simulator/shoe-simulator.js';
import { printLine } from '../../../devices/simulator/simulator-line.js';
import { seededRandom } from '../../../engine/random/seeded.js';
import { inEnglish } from '../../support/in-english.js';

describe('a corrupted frame', () => {
  it('is always refused as a bad checksum, whichever character was damaged', () => {
    const codec = new Sbt1Codec();
    const random = seededRandom(5);
    const frames = [
      codec.encode({ kind: 'card', seq: 65535, card: 'TH' }),
      codec.encode({ kind: 'status', seq: 7, status: 'CUT_CARD' }),
      codec.encode({ kind: 'hello', seq: 0, vendor: 'Acme', model: 'Shoe-6', firmware: '2.4.1' }),
    ];
    for (let round = 0; round < 600; round++) {
      const frame = frames[round % frames.length] ?? new Uint8Array();
      const damaged = corruptFrame(frame, random);
      expect(damaged).not.toEqual(frame);
      const [result, ...rest] = new Sbt1Codec().decode(damaged);
      expect(rest).toEqual([]);
      expect(result?.ok === false && sentenceOf(result.said)).toMatch(/^bad checksum /);
    }
  });
});

describe('a card script', () => {
  it('reads any spelling Sabot accepts, skipping blank lines and comments', () => {
    expect(parseCardScript('# opening round\nA♠\n10h\n\n  qc  # the dealer\nTd\n')).toEqual({
      ok: true,
      value: ['AS', 'TH', 'QC', 'TD'],
    });
  });

  it('names the line of a card it cannot read', () => {
    const parsed = parseCardScript('AS\n11x\n', 'round.txt');
    expect(parsed.ok === false && reasonOf(parsed)).toMatch(/^round\.txt, line 2: "11x" is not a card/);
    expect(inEnglish(parseCardScript('# nothing\n'))).toMatchObject({
      ok: false,
      reason: 'the card script holds no card',
    });
  });
});

describe('the keypress mode', () => {
  function keypressShoe(cards: readonly ('AS' | 'KD' | '5C' | '9H')[]) {
    const created = ShoeSimulator.create({ line: printLine(() => {}), cards, heartbeatMs: 0 });
    if (!created.ok) throw new Error(reasonOf(created));
    return created.value;
  }

  it('deals one card per key, Enter counting once, until q', async () => {
    const shoe = keypressShoe(['AS', 'KD', '5C', '9H']);
    await shoe.open();
    const keys = new PassThrough();
    const dealing = dealOnKeypress(shoe, keys);
    keys.write('a');
    keys.write('\r\n');
    keys.write(' q');
    expect(await dealing).toBe(3);
    expect(shoe.tally.cardsDealt).toEqual(['AS', 'KD', '5C']);
  });

  it('stops by itself when the shoe is empty', async () => {
    const shoe = keypressShoe(['AS', 'KD']);
    await shoe.open();
    const keys = new PassThrough();
    const dealing = dealOnKeypress(shoe, keys);
    keys.write('xxxxx');
    expect(await dealing).toBe(2);
    expect(shoe.tally.framesSent.status).toBe(2); // SHOE_IN and EMPTY
  });
});

describe('a serial line with nothing behind it', () => {
  it('says so instead of throwing, for a write and for an open', async () => {
    const line = serialLine({ path: '/nonexistent/ttyUSB9' });
    expect(inEnglish(await line.write(Uint8Array.of(0x24)))).toEqual({
      ok: false,
      reason: "nothing to write to: the simulated reader's port /nonexistent/ttyUSB9 is not open",
      refusal: { code: 'simulator.not-open', params: { path: '/nonexistent/ttyUSB9' } },
    });
    const opened = await line.open();
    expect(inEnglish(opened)).toMatchObject({
      ok: false,
      reason: 'the simulated reader cannot open /nonexistent/ttyUSB9: No such file or directory',
    });
    expect(line.unplugLooksLike).toBe('silence');
  });
});
