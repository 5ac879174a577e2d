import { describe, expect, it } from 'vitest';
import { countDeviations } from '../../../engine/protection/count-deviations.js';
import type { WatchedRound } from '../../../engine/protection/watched-round.js';
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

describe('insurance at the count', () => {
  const offered = (
    identity: string,
    counts: readonly number[],
    taken: (count: number) => boolean,
  ): WatchedRound[] =>
    counts.map((trueCount, number) => ({
      number,
      trueCount,
      bets: [],
      decisions: [],
      insurance: [{ identity, box: 1, trueCount, taken: taken(trueCount) }],
      holeCard: null,
      upCard: null,
      peekUpcards: [],
      croupier: null,
      misdeal: false,
      voided: false,
      houseNet: null,
      netByBettor: null,
    }));
  // Insurance offered at true counts spread as a shoe spreads them: a fifth at +3 or more.
  const counts = Array.from({ length: 400 }, (_, index) => (index % 5) * 1.6 - 3);

  it('flags a player who insures only from +3', () => {
    const [signal] = countDeviations(offered('box2', counts, (count) => count >= 3));
    expect(signal?.trials).toBe(counts.filter((count) => count >= 3).length);
    expect(signal?.flagged).toBe(true);
  });

  it('does not flag one who insures every seventh time whatever the count', () => {
    let offers = 0;
    const [signal] = countDeviations(offered('box2', counts, () => offers++ % 7 === 0));
    expect(signal?.trials).toBe(Math.ceil(counts.length / 7));
    expect(signal?.observed).toBeGreaterThan(0);
    expect(signal?.flagged).toBe(false);
  });
});
