import { describe, expect, it } from 'vitest';
import type { Card, FactPlace, ReplayStep, RoundReport } from '../../app/contract.js';
import { handsWithCards, pointAtStep } from '../../app/renderer/src/review/card-places.js';

const hand = (cards: Card[]) => ({ cards, total: 0, soft: false, status: 'open', stakes: [] });
const box = (number: number, ...hands: Card[][]) => ({
  box: number,
  decider: 'ann',
  bettors: [],
  insurance: [],
  hands: hands.map(hand),
});
/** A round with only what the correction form reads: the dealer's cards and the boxes' hands. */
const roundOf = (dealer: Card[], boxes: ReturnType<typeof box>[]) =>
  ({ dealer: { cards: dealer, total: 0, soft: false, blackjack: false }, boxes }) as unknown as RoundReport;
const drawn = (card: Card, at: FactPlace, round: RoundReport) =>
  ({ type: 'CardDrawn', data: { card }, at, round }) as unknown as ReplayStep;

describe('a card named by hand and place, as the correction form lists it', () => {
  const ending = roundOf(
    ['6D', '8S', '5C'],
    [box(1, ['TH', '7C']), box(3, ['8H', '2S'], ['8C', 'KD']), box(5, [])],
  );
  const hands = handsWithCards(ending);

  it('lists the dealer, then each box, a split box hand by hand, and leaves out a hand with no card', () => {
    expect(hands.map((held) => held.key)).toEqual(['dealer', '1', '3.1', '3.2']);
    expect(hands[2]?.hand).toEqual({ kind: 'box', box: 3, hand: 1 });
    expect(hands[1]?.hand).toEqual({ kind: 'box', box: 1 });
  });

  it('opens on the card of the step: its hand and its count there when the card is still in that place', () => {
    const step = drawn('7C', { kind: 'hand', box: 1, hand: 1 }, roundOf(['6D'], [box(1, ['TH', '7C'])]));
    expect(pointAtStep(hands, step)).toEqual({ key: '1', place: 2 });
    const dealt = drawn('5C', { kind: 'dealer', hole: false }, roundOf(['6D', '8S', '5C'], []));
    expect(pointAtStep(hands, dealt)).toEqual({ key: 'dealer', place: 3 });
  });

  it('finds a card a split moved to the next hand, or the misdealt card the dealer took, by the card itself', () => {
    // Box 3's second 8 was its second card when drawn; the split made it the first of hand 2.
    const split = drawn('8C', { kind: 'hand', box: 3, hand: 1 }, roundOf(['6D'], [box(3, ['8H', '8C'])]));
    expect(pointAtStep(hands, split)).toEqual({ key: '3.2', place: 1 });
    const misdealt = drawn(
      '8S',
      { kind: 'hand', box: 1, hand: 1 },
      roundOf(['6D'], [box(1, ['TH', '7C', '8S'])]),
    );
    expect(pointAtStep(hands, misdealt)).toEqual({ key: 'dealer', place: 2 });
  });

  it('opens on nothing for a fact that is not a card, or a card the round holds twice elsewhere', () => {
    expect(
      pointAtStep(hands, { type: 'HandStood', data: {}, at: null, round: ending } as unknown as ReplayStep),
    ).toBeNull();
    const twice = roundOf(['8H'], [box(3, ['8H', '2S'])]);
    const burned = drawn('8H', { kind: 'burned' }, twice);
    expect(pointAtStep(handsWithCards(twice), burned)).toBeNull();
  });
});
