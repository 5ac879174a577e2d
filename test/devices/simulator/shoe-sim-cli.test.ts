import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registerShoeSimCommand } from '../../../app/cli/commands/shoe-sim.js';
import type { ShoeFrame } from '../../../devices/protocol/frame.js';
import { Sbt1Codec } from '../../../devices/protocol/sbt1-codec.js';
import { ShoeReader } from '../../../devices/serial/shoe-reader.js';
import { FULL_DECK } from '../../../engine/cards/card.js';
import { tempDir } from '../../core/log/log-fixtures.js';
import { DriverRecorder } from '../../support/pty.js';
import { runCommand } from './cli-harness.js';

const shoeSim = (...argv: string[]) => runCommand(registerShoeSimCommand, ['shoe-sim', ...argv]);

function decodeAll(text: string): ShoeFrame[] {
  const results = new Sbt1Codec().decode(Buffer.from(text, 'latin1'));
  expect(results.filter((result) => !result.ok)).toEqual([]);
  return results.flatMap((result) => (result.ok ? [result.frame] : []));
}

describe('sabot shoe-sim', () => {
  it('--print --seed 1 --profile home-1d prints 52 card frames that decode to a full deck', async () => {
    const { code, out, err } = await shoeSim('--print', '--seed', '1', '--profile', 'home-1d');
    expect(code).toBe(0);
    const frames = decodeAll(out);
    const cards = frames.flatMap((frame) => (frame.kind === 'card' ? [frame.card] : []));
    expect(cards).toHaveLength(52);
    expect([...cards].sort()).toEqual([...FULL_DECK].sort());
    expect(frames.map((frame) => frame.kind)).toEqual([
      'hello',
      'status',
      ...Array(52).fill('card'),
      'status',
    ]);
    expect(out.split('\r\n')[0]).toMatch(/^\$SBT1,0,V,Sabot,ShoeSim,1\.0\.0\*[0-9A-F]{4}$/);
    expect(err).toContain('1 deck shuffled with seed 1');
    expect((await shoeSim('--print', '--seed', '1', '--profile', 'home-1d')).out).toBe(out);
  });

  it('deals a script file in its order, whatever the spelling', async () => {
    const script = join(tempDir(), 'round.txt');
    writeFileSync(script, 'A♠\n10h # to the first box\nqc\n');
    const { code, out } = await shoeSim('--print', '--script', script);
    expect(code).toBe(0);
    expect(decodeAll(out).flatMap((frame) => (frame.kind === 'card' ? [frame.card] : []))).toEqual([
      'AS',
      'TH',
      'QC',
    ]);
  });

  it('refuses what it cannot do, with the documented exit codes', async () => {
    expect(await shoeSim('--profile', 'home-1d')).toMatchObject({
      code: 2,
      err: expect.stringContaining('say where the reader writes: --pty, --path PATH or --print'),
    });
    expect((await shoeSim('--print', '--disconnect-every', '5')).err).toContain('need a port');
    expect((await shoeSim('--print', '--corrupt', '2')).code).toBe(2);
    expect((await shoeSim('--print', '--profile', 'baccarat')).code).toBe(3);
    const script = join(tempDir(), 'bad.txt');
    writeFileSync(script, 'AS\nZZ\n');
    expect(await shoeSim('--print', '--script', script)).toMatchObject({
      code: 3,
      err: expect.stringContaining('bad.txt, line 2: "ZZ" is not a card'),
    });
  });

  it('--pty makes a port a waiting table opens, and deals the whole script to it', async () => {
    const dir = tempDir();
    const reader = ShoeReader.open({ path: join(dir, 'host') });
    const seen = new DriverRecorder(reader);
    try {
      // The table is started first and waits for the port, as at a real table.
      await seen.waitFor('disconnected');
      const script = join(dir, 'cards.txt');
      writeFileSync(script, 'AS\nKD\n5C\n9H\n');
      const run = await runCommand(registerShoeSimCommand, [
        'shoe-sim',
        '--pty',
        '--pty-dir',
        dir,
        '--script',
        script,
        '--pace',
        '10',
        '--power-on-delay',
        '600',
        '--exit-when-empty',
      ]);
      expect(run.code).toBe(0);
      expect(run.out).toContain(`The table opens: ${join(dir, 'host')}`);
      expect(run.out).toContain('4 cards left the shoe; 4 reached the line intact.');
      await seen.waitFor('frame', ({ frame }) => frame.kind === 'status' && frame.status === 'EMPTY');
      const frames = seen.of('frame').map((event) => event.frame);
      const said = frames.map((frame) =>
        frame.kind === 'card' ? frame.card : frame.kind === 'status' ? frame.status : frame.kind,
      );
      // classic-6d (the default table) puts the cut card at 75 %: after 3 of these 4 cards.
      expect(said).toEqual(['hello', 'SHOE_IN', 'AS', 'KD', '5C', 'CUT_CARD', '9H', 'EMPTY']);
    } finally {
      await reader.close();
    }
  });
});
