import { describe, expect, it } from 'vitest';
import type { RuleProfile } from '../../../../engine/rules/profile-schema.js';
import { classic6d } from '../../../../engine/rules/profiles/classic-6d.js';
import { home1d } from '../../../../engine/rules/profiles/home-1d.js';
import { open6d } from '../../../../engine/rules/profiles/open-6d.js';
import { FastChoices } from '../../../../engine/sim/fast/fast-choices.js';
import { FastLayout, FROM_SPLIT } from '../../../../engine/sim/fast/fast-layout.js';
import { type FastRules, fastRulesOf } from '../../../../engine/sim/fast/fast-rules.js';
import { StrategyTable } from '../../../../engine/sim/fast/strategy-table.js';
import { peerProfile } from '../../../bench/peers/peer-profile.js';

/** A card index of each value, 1 (ace) … 10 (ten): the spades, in deck order. */
const cardOfValue = (value: number): number => value - 1;
const VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
/** Chips that never run short, where they are counted: the walk then answers for a casino table. */
const PLENTY = 1_000_000_000;

/** The hand's next step at every up-card, or 'refused' where no choice of the cell is open. */
function stepsOf(rules: FastRules, table: StrategyTable, values: readonly number[], flags: number): string[] {
  const layout = new FastLayout(1);
  layout.open(rules.minStake);
  for (const value of values) layout.give(0, cardOfValue(value));
  layout.flags[0] = flags;
  if ((flags & FROM_SPLIT) !== 0) layout.handCount[0] = 2;
  const choices = new FastChoices(layout, rules, table);
  return VALUES.map((upcard) => {
    try {
      return String(choices.nextStep(0, 0, upcard, PLENTY));
    } catch {
      return 'refused';
    }
  });
}

/** Every hand a resolved table answers: two cards not a pair (fresh or from a split), and three cards. */
function handsAsked(): { values: number[]; flags: number }[] {
  const hands: { values: number[]; flags: number }[] = [];
  for (const first of VALUES)
    for (const second of VALUES) {
      if (first !== second) {
        hands.push({ values: [first, second], flags: 0 });
        hands.push({ values: [first, second], flags: FROM_SPLIT });
      }
      for (const third of VALUES) hands.push({ values: [first, second, third], flags: 0 });
    }
  return hands;
}

describe('the resolved choices beside the walk of the chart', () => {
  const profiles: readonly RuleProfile[] = [classic6d, open6d, home1d, peerProfile];
  for (const profile of profiles) {
    it(`given ${profile.id}, then every hand it resolves gets the walk's choice at every up-card`, () => {
      const table = new StrategyTable(profile);
      const rules = fastRulesOf(profile);
      const casino = { ...rules, playerChips: null };
      const counted = { ...rules, playerChips: PLENTY };
      let resolvedByWalk = 0;
      for (const { values, flags } of handsAsked()) {
        const resolved = stepsOf(casino, table, values, flags);
        const walked = stepsOf(counted, table, values, flags);
        expect(resolved, `${values.join(',')} flags ${flags}`).toEqual(walked);
        resolvedByWalk += walked.length;
      }
      expect(resolvedByWalk).toBe(handsAsked().length * VALUES.length);
    });
  }
});
