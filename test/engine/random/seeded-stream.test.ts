import { describe, expect, it } from 'vitest';
import { SeededStream, seededRandom } from '../../../engine/random/seeded.js';

describe('the seeded stream beside the seeded generator', () => {
  it('given one seed, then the stream gives the generator’s draws, draw for draw', () => {
    const random = seededRandom(2026);
    const stream = new SeededStream(2026);
    const draws = Array.from({ length: 1_000 }, () => [random(), stream.next()]);
    for (const [expected, actual] of draws) expect(actual).toBe(expected);
  });

  it('given n draws skipped, then the next draw is the one after n draws, past 2^32 wraps too', () => {
    for (const skipped of [0, 1, 51, 311, 123_457]) {
      const random = seededRandom(7);
      for (let n = 0; n < skipped; n++) random();
      const stream = new SeededStream(7);
      stream.skip(skipped);
      expect(stream.next()).toBe(random());
    }
  });

  it('given a whole n, then below(n) is the floor of the next draw times n, for every n a shoe asks', () => {
    const random = seededRandom(11);
    const stream = new SeededStream(11);
    for (let draw = 0; draw < 20_000; draw++) {
      const n = 1 + (draw % 416);
      expect(stream.below(n)).toBe(Math.floor(random() * n));
    }
    // The largest n it takes, and draws whose low bits carry into the high ones.
    const wide = seededRandom(12);
    const wideStream = new SeededStream(12);
    for (let draw = 0; draw < 2_000; draw++)
      expect(wideStream.below(65_536)).toBe(Math.floor(wide() * 65_536));
  });
});
