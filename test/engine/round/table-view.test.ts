import { describe, expect, it } from 'vitest';
import { sentenceOf } from '../../../app/core/sentences.js';
import type { TableInput } from '../../../engine/round/inputs.js';
import type { TableSnapshot } from '../../../engine/round/table.js';
import { tableView } from '../../../engine/round/table-view.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { croupierView } from '../../../engine/views/croupier-view.js';
import { cards, playedTable } from './played-table.js';

const play = (inputs: TableInput[], profile: RuleProfile = classic6d): TableSnapshot =>
  playedTable(profile, inputs);

/** Where the croupier's screen says the next card goes (the view carries it as a message). */
const nextCard = (snapshot: TableSnapshot): string => {
  const { to, why } = croupierView(snapshot).nextCardTo;
  return sentenceOf(to ?? why);
};
const banner = (snapshot: TableSnapshot): string | null => {
  const said = tableView(snapshot).dealerSaid;
  return said && sentenceOf(said);
};

const dealt: TableInput[] = [
  { type: 'bet', box: 1, amount: 10 },
  { type: 'bet', box: 2, amount: 10 },
  { type: 'deal' },
];

describe("the croupier's view of the table", () => {
  it('says where each card of the initial deal goes', () => {
    expect(nextCard(play(dealt))).toBe('box 1');
    expect(nextCard(play([...dealt, ...cards('8S', '9H')]))).toBe('dealer');
  });

  it('shows the hand on turn with the decisions the rules allow, and the dealer banner', () => {
    const table = play([...dealt, ...cards('8S', '9H', '6D', '8D', '2C')]);
    const view = tableView(table);
    expect(view.onTurn).toMatchObject({ box: 1, total: 16, soft: false });
    // 8-8 may split; classic-6d surrenders only on 12.
    expect(view.onTurn?.decisions).toEqual(['hit', 'stand', 'double', 'split']);
    expect(banner(table)).toBe('6 — DRAW');
    expect(nextCard(table)).toBe('box 1');
  });

  it('leaves out what the hand may not do: box 2 at 11 must draw, may double, may not split or surrender', () => {
    const view = tableView(play([...dealt, ...cards('8S', '9H', '6D', '8D', '2C'), { type: 'stand' }]));
    expect(view.onTurn).toMatchObject({ box: 2, total: 11 });
    expect(view.onTurn?.decisions).toEqual(['hit', 'double']);
  });

  it("says the dealer's obligation at the dealer's turn, and the shoe's cut card", () => {
    const table = play([
      ...dealt,
      ...cards('TS', 'TH', '6D', '8D', '9C'),
      { type: 'stand' },
      { type: 'stand' },
      ...cards('TC'),
    ]);
    const view = tableView(table);
    expect(view.phase).toBe('dealer');
    expect(banner(table)).toBe('16 — DRAW');
    expect(nextCard(table)).toBe('dealer');
    expect(view.shoe).toEqual({ cardsOut: 6, cardsInShoe: 312, cutCardAt: 234, shuffleDue: false });
  });

  it('asks for the shuffle as soon as the round in which the cut card came out is settled', () => {
    // One deck cut at 10 %: the cut card comes out with the fifth card, in the initial deal.
    const shortShoe = { ...classic6d, shoe: { ...classic6d.shoe, decks: 1, penetration: 0.1 } };
    const inPlay = [...dealt, ...cards('TS', 'TH', '7D', '8D', '9C'), { type: 'stand' as const }];
    const during = tableView(play(inPlay, shortShoe));
    expect(during.round.cutCardCameOut).toBe(true);
    expect(during.shoe.shuffleDue).toBe(false);
    const settled = tableView(play([...inPlay, { type: 'stand' }, ...cards('KC')], shortShoe));
    expect(settled.phase).toBe('settled');
    expect(settled.shoe).toMatchObject({ cutCardAt: 5, shuffleDue: true });
  });
});
