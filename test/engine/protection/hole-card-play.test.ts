import { describe, expect, it } from 'vitest';
import { holeCardPlay } from '../../../engine/protection/hole-card-play.js';
import { home1d } from '../../../engine/rules/profiles/home-1d.js';
import { open6d } from '../../../engine/rules/profiles/open-6d.js';
import { flatBasic, holeCardReader, indexPlayer, watchedSession } from './synthetic-players.js';

describe('hole-card play at a peek table', () => {
  it('flags a player whose departures from basic strategy follow the face-down card', () => {
    for (const seed of [1, 2, 3]) {
      const [signal] = holeCardPlay(watchedSession(home1d, holeCardReader, seed, 1000));
      console.log(
        `hole-card reader, seed ${seed}: ${signal?.observed}/${signal?.trials} departures right given the hole card, chance ${signal?.expected.toFixed(1)}, z ${signal?.z?.toFixed(1)}`,
      );
      expect(signal?.flagged).toBe(true);
      expect(signal?.rate).toBe(1);
      expect(signal?.chanceRate).toBeLessThan(0.6);
    }
  });

  it('leaves a basic-strategy player alone: no departure, no trial', () => {
    for (const seed of [1, 2, 3]) {
      const signals = holeCardPlay(watchedSession(home1d, flatBasic, seed, 1000));
      expect(signals.every((signal) => !signal.flagged)).toBe(true);
    }
  });

  it('does not take a counter’s departures for hole-card play: they do not know the card', () => {
    const flagged = [1, 2, 3, 4, 5].filter((seed) => {
      const rounds = watchedSession(home1d, indexPlayer, seed, 2000);
      return holeCardPlay(rounds).some((signal) => signal.flagged);
    });
    expect(flagged.length).toBeLessThanOrEqual(1);
  });

  it('reads nothing at a table without a hole card', () => {
    expect(holeCardPlay(watchedSession(open6d, holeCardReader, 1, 300))).toEqual([]);
  });
});
