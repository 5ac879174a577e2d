import { describe, expect, it } from 'vitest';
import { sentenceOf } from '../../../app/core/sentences.js';
import { say } from '../../../engine/refusals/message.js';
import type { TableInput } from '../../../engine/round/inputs.js';
import { contextOf, openTable } from '../../../engine/round/table.js';
import { tableView } from '../../../engine/round/table-view.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { home1d } from '../../../engine/rules/profiles/home-1d.js';
import { open6d } from '../../../engine/rules/profiles/open-6d.js';
import { hintFor } from '../../../engine/strategy/hint.js';
import { cards, playedTable as play } from '../round/played-table.js';

const betAndDeal = (profile: RuleProfile, boxes: number): TableInput[] => [
  ...Array.from(
    { length: boxes },
    (_, index): TableInput => ({
      type: 'bet',
      box: index + 1,
      amount: profile.table.minStake,
    }),
  ),
  { type: 'deal' },
];

describe('the hint for the hand on turn', () => {
  it('home-1d: given 5-6 against a 6, then basic strategy says double, in a sentence for the player', () => {
    // Deal order at the peek table: box 1, the up-card, box 1, the hole card.
    const snapshot = play(home1d, [...betAndDeal(home1d, 1), ...cards('5S', '6D', '6H', 'KC')]);
    expect(hintFor(contextOf(snapshot))).toEqual({
      kind: 'basic-strategy',
      box: 1,
      hand: 0,
      choice: 'double',
      said: {
        code: 'hint.basic-strategy',
        params: {
          choice: { code: 'choice.double', params: {} },
          hand: { code: 'hint.hand-hard', params: { total: 11 } },
          upcard: { code: 'hint.upcard', params: { value: 6 } },
        },
      },
    });
    expect(sentenceOf(tableView(snapshot).hint?.said ?? say('round.not-now'))).toBe(
      'basic strategy: double — 11 against a 6',
    );
  });

  it('home-1d: given 8-8 against a 10, then it says split and names the pair', () => {
    const snapshot = play(home1d, [...betAndDeal(home1d, 1), ...cards('8S', 'TD', '8H', '7C')]);
    expect(tableView(snapshot).hint).toMatchObject({
      choice: 'split',
    });
  });

  it('home-1d: given a split 8 that draws a 3, then the hint is what the table allows: hit, not double', () => {
    const snapshot = play(home1d, [
      ...betAndDeal(home1d, 1),
      ...cards('8S', '6D', '8H', 'KC'),
      { type: 'split' },
      ...cards('3C'),
    ]);
    expect(tableView(snapshot).hint).toMatchObject({
      hand: 0,
      choice: 'hit',
    });
  });

  it('open-6d: given 4-6 against a 6, then the dealer suggests a double', () => {
    const snapshot = play(open6d, [...betAndDeal(open6d, 1), ...cards('4S', '6D', '6H')]);
    expect(tableView(snapshot).hint).toMatchObject({
      kind: 'double-suggested',
      box: 1,
      hand: 0,
      choice: 'double',
      said: { code: 'hint.double-suggested' },
    });
  });

  it('open-6d: no suggestion on 12, nor on a 10 of three cards', () => {
    expect(tableView(play(open6d, [...betAndDeal(open6d, 1), ...cards('6S', '6D', '6H')])).hint).toBeNull();
    const threeCards = play(open6d, [...betAndDeal(open6d, 1), ...cards('4S', '9D', '3H'), ...cards('3C')]);
    expect(tableView(threeCards).onTurn?.total).toBe(10);
    expect(tableView(threeCards).hint).toBeNull();
  });

  it('classic-6d: no hint, even on 11', () => {
    const snapshot = play(classic6d, [...betAndDeal(classic6d, 2), ...cards('5S', 'TS', '6D', '6H', '7H')]);
    expect(tableView(snapshot).onTurn?.total).toBe(11);
    expect(tableView(snapshot).hint).toBeNull();
  });

  it('shows no hint before the players decide: bets open, the initial deal', () => {
    expect(tableView(openTable(home1d)).hint).toBeNull();
    expect(tableView(play(home1d, [...betAndDeal(home1d, 1), ...cards('5S', '6D')])).hint).toBeNull();
  });
});
