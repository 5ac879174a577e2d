import { describe, expect, it } from 'vitest';
import { countDeviations } from '../../../engine/protection/count-deviations.js';
import { open6d } from '../../../engine/rules/profiles/open-6d.js';
import { flatBasic, indexPlayer, sloppyPlayer, watchedSession } from './synthetic-players.js';

const SEEDS = [1, 2, 3, 4, 5, 6];
const ROUNDS = 2000;

describe('playing deviations that match count indices', () => {
  it('flags a player who stands on 16 and 15 against a 10 only on the index’s side of the count', () => {
    const signals = SEEDS.map(
      (seed) => countDeviations(watchedSession(open6d, indexPlayer, seed, ROUNDS))[0],
    );
    console.log(
      signals
        .map(
          (s) =>
            `${s?.observed}/${s?.trials} at the index's side, chance ${s?.expected.toFixed(1)}, p ${s?.p?.toExponential(1)}`,
        )
        .join('; '),
    );
    expect(signals.filter((signal) => signal?.flagged).length).toBeGreaterThanOrEqual(5);
    for (const signal of signals) expect(signal?.rate).toBe(1);
  }, 60_000);

  it('does not flag the same departures made without regard to the count', () => {
    const signals = SEEDS.map(
      (seed) => countDeviations(watchedSession(open6d, sloppyPlayer(seed), seed, ROUNDS))[0],
    );
    expect(signals.every((signal) => (signal?.trials ?? 0) > 20)).toBe(true);
    expect(signals.filter((signal) => signal?.flagged).length).toBeLessThanOrEqual(1);
  }, 60_000);

  it('gives a basic-strategy player no deviation to test', () => {
    const [signal] = countDeviations(watchedSession(open6d, flatBasic, 1, 2000));
    expect(signal?.trials).toBe(0);
    expect(signal?.flagged).toBe(false);
  });
});
