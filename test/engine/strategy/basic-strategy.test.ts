import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../../app/core/sentences.js';
import { seededRandom } from '../../../engine/random/seeded.js';
import { findHand, handOnTurn } from '../../../engine/round/hands.js';
import {
  contextOf,
  openTable,
  phaseOf,
  submitInput,
  type TableSnapshot,
} from '../../../engine/round/table.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { home1d } from '../../../engine/rules/profiles/home-1d.js';
import { BUILT_IN_PROFILES } from '../../../engine/rules/profiles.js';
import { AutoTable, type PlayerChoice, type Strategy } from '../../../engine/sim/auto-table.js';
import { basicStrategyFor } from '../../../engine/strategy/basic-strategy.js';
import { cards, playedTable as play } from '../round/played-table.js';

const ROUNDS = 2000;

/** Plays `rounds` rounds through the statechart, counting the choices the strategy made. */
function playRounds(profile: RuleProfile, seed: number, rounds: number): Map<PlayerChoice, number> {
  const strategy = basicStrategyFor(profile);
  const made = new Map<PlayerChoice, number>();
  const counting: Strategy = (hand, up, context) => {
    const choice = strategy(hand, up, context);
    made.set(choice, (made.get(choice) ?? 0) + 1);
    return choice;
  };
  const driver = new AutoTable({ boxes: 5, strategy: counting, random: seededRandom(seed) });
  let snapshot = openTable(profile);
  let settled = 0;
  for (let step = 0; settled < rounds; step++) {
    const input = driver.nextInput(phaseOf(snapshot), contextOf(snapshot));
    const result = submitInput(snapshot, input);
    if (!result.ok) throw new Error(`step ${step}: ${JSON.stringify(input)} refused: ${reasonOf(result)}`);
    if (phaseOf(result.snapshot) === 'settled' && phaseOf(snapshot) !== 'settled') settled++;
    snapshot = result.snapshot;
  }
  return made;
}

/** The strategy's choice for the hand on turn of a table played so far. */
function choiceOnTurn(profile: RuleProfile, snapshot: TableSnapshot): PlayerChoice {
  const context = contextOf(snapshot);
  const ref = handOnTurn(context.round, profile);
  const up = context.round.dealer[0];
  if (!ref || !up) throw new Error('no hand on turn');
  return basicStrategyFor(profile)(findHand(context.round, ref).hand, up, context);
}

describe('basic strategy at the auto table', () => {
  it.each(BUILT_IN_PROFILES.map((profile, index) => [profile.id, profile, index] as const))(
    `%s: ${ROUNDS} seeded rounds of five boxes, and the table refuses none of its choices`,
    (_id, profile, index) => {
      const made = playRounds(profile, 20 + index, ROUNDS);
      // Every kind of decision the profile offers was taken, so each was checked for legality.
      for (const choice of ['hit', 'stand', 'double', 'split'] as const)
        expect(made.get(choice)).toBeGreaterThan(0);
      if (profile.id === 'open-6d') expect(made.get('surrender')).toBeGreaterThan(0);
    },
  );

  it('given home-1d 5-6 after a split (no double after a split), when the chart says double, then it hits', () => {
    // Box 1 holds 8-8 against a 6 and splits; its first hand draws a 3: 11, which doubles on two
    // cards unsplit, but no hand made by a split doubles at home-1d.
    const snapshot = play(home1d, [
      { type: 'bet', box: 1, amount: 2 },
      { type: 'deal' },
      ...cards('8S', '6D', '8H', 'KC'),
      { type: 'split' },
      ...cards('3C'),
    ]);
    expect(choiceOnTurn(home1d, snapshot)).toBe('hit');
  });

  it('given classic-6d 9 on three cards against a 5, when the chart says double, then it hits', () => {
    const snapshot = play(classic6d, [
      { type: 'bet', box: 1, amount: 10 },
      { type: 'bet', box: 2, amount: 10 },
      { type: 'deal' },
      ...cards('2S', 'TS', '5D', '3H', 'TH'),
      ...cards('4C'),
    ]);
    expect(choiceOnTurn(classic6d, snapshot)).toBe('hit');
  });

  it('given home-1d split once, when the second hand draws 8-8 again, then it plays 16 by its total (no resplit)', () => {
    const snapshot = play(home1d, [
      { type: 'bet', box: 1, amount: 2 },
      { type: 'deal' },
      ...cards('8S', '7D', '8H', 'KC'),
      { type: 'split' },
      ...cards('8D'),
    ]);
    // 8-8 against a 7 splits, but home-1d allows one split: 16 against a 7 hits.
    expect(choiceOnTurn(home1d, snapshot)).toBe('hit');
  });
});
