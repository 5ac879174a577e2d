import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../../app/core/sentences.js';
import type { TableInput } from '../../../engine/round/inputs.js';
import { RoundEndTracker, sessionResults } from '../../../engine/round/session-results.js';
import {
  applyEvent,
  contextOf,
  openTable,
  submitInput,
  type TableSnapshot,
} from '../../../engine/round/table.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { home1d } from '../../../engine/rules/profiles/home-1d.js';
import { cards } from './played-table.js';

/** A table played input by input, every table it passes through shown to the tracker. */
function table(profile: RuleProfile) {
  let snapshot: TableSnapshot = openTable(profile);
  const tracker = new RoundEndTracker(200);
  const step = (next: TableSnapshot) => {
    snapshot = next;
    tracker.observe(contextOf(snapshot));
  };
  const play = (...inputs: TableInput[]) => {
    for (const input of inputs) {
      const result = submitInput(snapshot, input);
      if (!result.ok) throw new Error(`${JSON.stringify(input)}: ${reasonOf(result)}`);
      step(result.snapshot);
    }
  };
  const voidRound = () => {
    const result = applyEvent(snapshot, { type: 'RoundVoided', reason: 'wrong shoe', author: 'pit' });
    if (!result.ok) throw new Error(reasonOf(result));
    step(result.value);
  };
  const shoe = () => contextOf(snapshot).shoe.shoeNumber;
  return { play, voidRound, shoe, tracker };
}

const stand: TableInput = { type: 'stand' };
const twoBoxes: TableInput[] = [
  { type: 'bet', box: 1, amount: 10 },
  { type: 'bet', box: 2, amount: 10, bettor: 'ann' },
  { type: 'deal' },
];

describe("the session's results, as the dashboard's charts draw them", () => {
  it("given classic-6d rounds, lists the house's result of each and its running total, and the cards out of the shoe", () => {
    const classic = table(classic6d);
    // Round 1: 18 and 19 stand, the dealer busts on 6-T-9: the house pays both boxes.
    classic.play(...twoBoxes, ...cards('TS', 'TH', '6D', '8D', '9C'), stand, stand, ...cards('TC', '9S'));
    // Round 2: 18 pushes against the dealer's 18, 16 loses.
    classic.play(...twoBoxes, ...cards('9H', '7C', 'TD', '9D', '9S'), stand, stand, ...cards('8C'));
    // Round 3: void before the deal; then a new shoe, and round 4 is still in play.
    classic.play({ type: 'bet', box: 1, amount: 10 }, { type: 'bet', box: 2, amount: 10 });
    classic.voidRound();
    classic.play({ type: 'shuffle' }, ...twoBoxes, ...cards('2S'));

    const results = sessionResults(classic.tracker.finished(), classic.shoe(), 200);
    expect(results.shoe).toBe(2);
    expect(results.bankBefore).toBeNull();
    expect(results.rounds).toEqual([
      { round: 1, shoe: 1, cardsOut: 7, houseNet: -20, houseTotal: -20, voided: false, bank: null },
      { round: 2, shoe: 1, cardsOut: 13, houseNet: 10, houseTotal: -10, voided: false, bank: null },
      { round: 3, shoe: 1, cardsOut: 13, houseNet: 0, houseTotal: -10, voided: true, bank: null },
    ]);
  });

  it('keeps only the last rounds asked for, the running total starting at the first one kept', () => {
    const classic = table(classic6d);
    classic.play(...twoBoxes, ...cards('TS', 'TH', '6D', '8D', '9C'), stand, stand, ...cards('TC', '9S'));
    classic.play(...twoBoxes, ...cards('9H', '7C', 'TD', '9D', '9S'), stand, stand, ...cards('8C'));
    const results = sessionResults(classic.tracker.finished(), classic.shoe(), 1);
    expect(results.rounds).toHaveLength(1);
    expect(results.rounds[0]).toMatchObject({ round: 2, houseNet: 10, houseTotal: 10 });
  });

  it("given a home game whose bank runs short, shows the bank's chips after each round and marks the fictitious top-ups", () => {
    const session = home1d.session;
    if (!session) throw new Error('home-1d has a session');
    // A bank of 3 chips covers no round of a 2-chip stake (it must hold twice the stakes).
    const home = table({ ...home1d, session: { ...session, bankChips: 3 } });
    const bet: TableInput = { type: 'bet', box: 1, amount: 2, bettor: 'ann' };
    // Round 1: topped up by 1 to cover 4; ann's 20 stands, the dealer's 16 draws and busts.
    home.play(bet, { type: 'deal' }, ...cards('TS', '9H', 'QS', '7C'), stand, ...cards('8D'));
    // Round 2: 2 chips left, topped up by 2; ann stands on 11 and the dealer's 19 wins.
    home.play(bet, { type: 'deal' }, ...cards('5S', 'TD', '6S', '9C'), stand);

    const results = sessionResults(home.tracker.finished(), home.shoe(), 200);
    expect(results.bankBefore).toBe(3);
    expect(
      results.rounds.map(({ round, houseNet, houseTotal, bank }) => ({ round, houseNet, houseTotal, bank })),
    ).toEqual([
      { round: 1, houseNet: -2, houseTotal: -2, bank: { chips: 2, toppedUp: 1, fictitious: 1 } },
      { round: 2, houseNet: 2, houseTotal: 0, bank: { chips: 6, toppedUp: 2, fictitious: 3 } },
    ]);
    // The deck is gathered and shuffled after every round: each round has a shoe of its own.
    expect(results.rounds.map(({ shoe, cardsOut }) => [shoe, cardsOut])).toEqual([
      [1, 5],
      [2, 4],
    ]);
  });
});
