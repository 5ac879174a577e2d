import { describe, expect, it } from 'vitest';
import { countBetting } from '../../../engine/protection/count-betting.js';
import { PROTECTION_THRESHOLDS } from '../../../engine/protection/thresholds.js';
import { open6d } from '../../../engine/rules/profiles/open-6d.js';
import {
  counter,
  flatBasic,
  randomSpreader,
  type SyntheticPlayer,
  watchedSession,
} from './synthetic-players.js';

const SESSIONS = 100;
const ROUNDS = 2000;

/** Sessions flagged, and the largest p among them (how far inside the threshold the weakest stays). */
const flaggedSessions = (player: (seed: number) => SyntheticPlayer): { flagged: number; worstP: number } => {
  let flagged = 0;
  let worstP = 0;
  for (let seed = 1; seed <= SESSIONS; seed++) {
    const [signal] = countBetting(watchedSession(open6d, player(seed), seed, ROUNDS));
    if (signal?.flagged) flagged += 1;
    worstP = Math.max(worstP, signal?.p ?? 1);
  }
  return { flagged, worstP };
};

describe('bets following the count (Hi-Lo true count against the initial stake)', () => {
  it(`flags a counter spreading 1 to 12 units in at least 95 of ${SESSIONS} sessions of ${ROUNDS} rounds, a flat basic player in at most 5`, () => {
    const counters = flaggedSessions(() => counter);
    const flat = flaggedSessions(() => flatBasic);
    const random = flaggedSessions((seed) => randomSpreader(seed * 7919));
    console.log(
      `count betting at p < ${PROTECTION_THRESHOLDS.significance}: counter flagged in ${counters.flagged}/${SESSIONS} (largest p ${counters.worstP.toExponential(1)}), flat bettor in ${flat.flagged}/${SESSIONS}, random 1–12 spreader in ${random.flagged}/${SESSIONS}`,
    );
    expect(counters.flagged).toBeGreaterThanOrEqual(95);
    expect(flat.flagged).toBeLessThanOrEqual(5);
    // Bets that vary without the count are flagged about as often as the threshold says, not more.
    expect(random.flagged).toBeLessThanOrEqual(6);
  }, 240_000);

  it('gives a flat bettor no correlation at all: no variance, no signal', () => {
    const [signal] = countBetting(watchedSession(open6d, flatBasic, 3, 300));
    expect(signal?.rounds).toBe(300);
    expect(signal?.r).toBeNull();
    expect(signal?.flagged).toBe(false);
  });
});
