import { describe, expect, it } from 'vitest';
import { dayHolds } from '../../../engine/protection/day-hold.js';
import { houseEdgeOf } from '../../../engine/protection/house-edge.js';
import { open6d } from '../../../engine/rules/profiles/open-6d.js';
import { flatBasic, watchedSession } from './synthetic-players.js';

const ROUNDS = 4000;

describe("a gaming day's hold against the interval its house edge gives", () => {
  it('leaves days of basic-strategy play inside their interval', () => {
    const days = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => {
      const rounds = watchedSession(open6d, flatBasic, seed, ROUNDS);
      return dayHolds(rounds, () => `day-${seed}`, houseEdgeOf('open-6d'))[0];
    });
    console.log(
      days
        .map((day) => `${day?.day}: hold ${day?.handleHold?.toFixed(4)} z ${day?.z?.toFixed(2)}`)
        .join('; '),
    );
    expect(days.every((day) => day?.rounds === ROUNDS && day.handle === ROUNDS * 5)).toBe(true);
    expect(days.filter((day) => day?.flagged).length).toBeLessThanOrEqual(1);
  }, 60_000);

  it('flags a day a croupier gave an accomplice one losing bet in four back, and not the day before it', () => {
    const honest = watchedSession(open6d, flatBasic, 21, ROUNDS);
    let won = 0;
    const sweetheart = watchedSession(open6d, flatBasic, 22, ROUNDS).map((round) => ({
      ...round,
      number: round.number + 1_000_000,
      // Every fourth round the house won is "lost" back: the stake pushed instead of taken.
      houseNet: round.houseNet !== null && round.houseNet > 0 && ++won % 4 === 0 ? 0 : round.houseNet,
    }));
    const days = dayHolds(
      [...honest, ...sweetheart],
      (n) => (n < 1_000_000 ? '2026-11-01' : '2026-11-02'),
      houseEdgeOf('open-6d'),
    );
    console.log(
      days
        .map(
          (day) =>
            `${day.day}: hold ${day.handleHold?.toFixed(4)} in ${day.interval?.low.toFixed(4)} to ${day.interval?.high.toFixed(4)}, z ${day.z?.toFixed(2)}`,
        )
        .join('; '),
    );
    expect(days.map((day) => [day.day, day.flagged])).toEqual([
      ['2026-11-01', false],
      ['2026-11-02', true],
    ]);
    expect(days[1]?.handleHold).toBeLessThan(days[1]?.interval?.low ?? 0);
  }, 60_000);

  it('leaves out rounds voided or never settled, and rounds of no day asked', () => {
    const rounds = watchedSession(open6d, flatBasic, 3, 200);
    const days = dayHolds(rounds, (n) => (n % 2 === 0 ? 'even' : null), houseEdgeOf('open-6d'));
    expect(days.map((day) => day.day)).toEqual(['even']);
    expect(days[0]?.rounds).toBe(
      rounds.filter((r) => r.number % 2 === 0 && r.houseNet !== null && !r.voided).length,
    );
  });
});
