import { describe, expect, it } from 'vitest';
import { playScript } from '../../../engine/script/play-script.js';

/** The hands of round 1 of a script as `sabot play --json` reports them. */
function handsOf(lines: readonly object[], profile: string) {
  const script = [{ type: 'table', profile }, ...lines].map((line) => JSON.stringify(line)).join('\n');
  const report = playScript(script);
  expect(report.rejected).toEqual([]);
  const round = report.rounds[0];
  if (!round) throw new Error('the script played no round');
  return { state: round.state, hands: round.boxes.flatMap((box) => box.hands) };
}

const card = (code: string) => ({ type: 'card', card: code });

describe('the status of a hand in the round report', () => {
  it('given open-6d, when a hand reaches 21 by a hit, then it stood without a stand', () => {
    // box1 7S 4D, dealer 9H; the TC makes 21 and the table stands it; the dealer's 8C makes 17.
    const { state, hands } = handsOf(
      [{ type: 'bet', box: 1, amount: 10 }, { type: 'deal' }, ...['7S', '9H', '4D', 'TC', '8C'].map(card)],
      'open-6d',
    );
    expect(state).toBe('settled');
    expect(hands.map((hand) => [hand.total, hand.status])).toEqual([[21, 'stood']]);
  });

  it('given classic-6d, when aces are split, then each ace stood on its one card', () => {
    // box1 AS AC, dealer 7H; split: AS 9D, AC 8C; the dealer's 6S 5C make 18.
    const { state, hands } = handsOf(
      [
        { type: 'bet', box: 1, amount: 10 },
        { type: 'bet', box: 2, amount: 10 },
        { type: 'deal' },
        ...['AS', 'TD', '7H', 'AC', 'TH'].map(card),
        { type: 'split' },
        ...['9D', '8C'].map(card),
        { type: 'stand' },
        ...['6S', '5C'].map(card),
      ],
      'classic-6d',
    );
    expect(state).toBe('settled');
    expect(hands.map((hand) => [hand.total, hand.status])).toEqual([
      [20, 'stood'],
      [19, 'stood'],
      [20, 'stood'],
    ]);
  });

  it("given home-1d, when the dealer's peek finds a natural, then the hands that never acted are not open", () => {
    // ann 9S 8D, the dealer AH up and KC down; insurance closes, the peek finds blackjack.
    const { state, hands } = handsOf(
      [
        { type: 'bet', box: 1, amount: 2, bettor: 'ann' },
        { type: 'deal' },
        ...['9S', 'AH', '8D', 'KC'].map(card),
        { type: 'insurance-closed' },
      ],
      'home-1d',
    );
    expect(state).toBe('settled');
    expect(hands.map((hand) => [hand.total, hand.status])).toEqual([[17, 'stood']]);
  });

  it('given a round in play, then the hand on turn and the hands after it are still open', () => {
    const { state, hands } = handsOf(
      [
        { type: 'bet', box: 1, amount: 10 },
        { type: 'bet', box: 2, amount: 10 },
        { type: 'deal' },
        ...['9S', 'TD', '7H', '5C', '8H'].map(card),
      ],
      'classic-6d',
    );
    expect(state).toBe('players');
    expect(hands.map((hand) => hand.status)).toEqual(['open', 'open']);
  });
});

describe('the settlement in the round report, bet by bet for the boxes', () => {
  it('given classic-6d, an insurance, a split and a double against a dealer blackjack, then each bet has its line on its box', () => {
    // ann 8S 8D splits (18, 17), bob 5H 6C insures 12.50 and doubles to 20, cy holds AC KC; the
    // dealer's AD KD is a natural: it takes every bet on a box, the insurance pays 2:1.
    const script = [
      { type: 'table', profile: 'classic-6d' },
      { type: 'bet', box: 1, amount: 10, bettor: 'ann' },
      { type: 'bet', box: 2, amount: 25, bettor: 'bob' },
      { type: 'bet', box: 3, amount: 10, bettor: 'cy' },
      { type: 'deal' },
      ...['8S', '5H', 'AC', 'AD', '8D', '6C', 'KC'].map(card),
      { type: 'insurance', box: 2, amount: 12.5, bettor: 'bob' },
      { type: 'insurance-closed' },
      { type: 'split' },
      card('TS'),
      { type: 'stand' },
      card('9H'),
      { type: 'stand' },
      { type: 'double' },
      card('9D'),
      card('KD'),
    ];
    const report = playScript(script.map((line) => JSON.stringify(line)).join('\n'));
    expect(report.rejected).toEqual([]);
    const round = report.rounds[0];
    expect(round?.state).toBe('settled');
    expect(round?.boxes.map((box) => box.insurance)).toEqual([[], [{ bettor: 'bob', amount: 12.5 }], []]);
    expect(
      round?.settlementLines.map(({ box, hand, bettor, kind, net }) => [box, hand, bettor, kind, net]),
    ).toEqual([
      [1, 0, 'ann', 'hand', -10],
      [1, 1, 'ann', 'hand', -10],
      [2, 0, 'bob', 'hand', -50],
      [3, 0, 'cy', 'hand', 0],
      [2, 0, 'bob', 'insurance', 25],
    ]);
    // The English lines say the same, in the same order.
    expect(round?.settlement).toEqual([
      'take ann 10',
      'take ann 10',
      'take bob 50',
      'push: cy keeps 10',
      'pay bob 25',
    ]);
  });
});

describe("the dealer's total in the round report", () => {
  /** The dealer's part of round 1 at open-6d: box 1 TS 9C stands on 19 against the dealer's AH. */
  const dealerAfter = (dealerCards: readonly string[]) => {
    const script = [
      { type: 'table', profile: 'open-6d' },
      { type: 'bet', box: 1, amount: 10 },
      { type: 'deal' },
      ...['TS', 'AH', '9C'].map(card),
      // The ace up opens the insurance window: closed untaken.
      { type: 'insurance-closed' },
      { type: 'stand' },
      ...dealerCards.map(card),
    ];
    const report = playScript(script.map((line) => JSON.stringify(line)).join('\n'));
    expect(report.rejected).toEqual([]);
    return report.rounds[0]?.dealer;
  };

  it('given a dealer holding A 2, then the report says soft 13; a 9 after it makes hard 12', () => {
    expect(dealerAfter(['2D'])).toMatchObject({ cards: ['AH', '2D'], total: 13, soft: true });
    expect(dealerAfter(['2D', '9S'])).toMatchObject({ cards: ['AH', '2D', '9S'], total: 12, soft: false });
  });
});
