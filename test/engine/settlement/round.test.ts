import { describe, expect, it } from 'vitest';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { croupierInstruction } from '../../../engine/settlement/croupier-instruction.js';
import { handOf, insuranceOf, onlyLine, settle, stakeOf, units } from './table.js';

describe('a whole round at classic-6d', () => {
  // Dealer 10-8 = 18. Box 1: ann 20 wins 20. Box 2: ann 10 on 17 loses 10, bob 5 behind loses 5.
  // Box 3: cid 10 on 18 pushes. Box 4: dan 10 on a natural is paid 15, dan's insurance of 5 lost.
  const round = () =>
    settle(
      classic6d,
      ['TC', '8D'],
      [
        handOf(['TS', '9H'], { box: 1, stakes: [stakeOf('ann', 20)] }),
        handOf(['TH', '7S'], { box: 2, stakes: [stakeOf('ann', 10), stakeOf('bob', 5)] }),
        handOf(['9S', '9H'], { box: 3, stakes: [stakeOf('cid', 10)] }),
        handOf(['AD', 'JS'], { box: 4, stakes: [stakeOf('dan', 10)] }),
      ],
      [insuranceOf('dan', 5, 4)],
    );

  it('when settled, then there is one line per hand and bettor, then one per insurance bet', () => {
    expect(round().lines.map((line) => [line.box, line.bettor, line.kind])).toEqual([
      [1, 'ann', 'hand'],
      [2, 'ann', 'hand'],
      [2, 'bob', 'hand'],
      [3, 'cid', 'hand'],
      [4, 'dan', 'hand'],
      [4, 'dan', 'insurance'],
    ]);
  });

  it('when settled, then each bettor nets the sum of their lines, a push included as 0', () => {
    expect(round().netByBettor).toEqual({ ann: units(10), bob: units(-5), cid: 0, dan: units(10) });
  });

  it('when settled, then the bank nets the other side: 15 lost', () => {
    expect(round().bankNet).toBe(units(-15));
  });
});

describe('the croupier instruction for a line', () => {
  it('given a natural of 10 paid 3:2, then "pay ann 15"', () => {
    expect(croupierInstruction(onlyLine(classic6d, ['9C', '8D'], handOf(['AS', 'QH'])))).toBe('pay ann 15');
  });

  it('given a natural of 5, then the half unit is shown: "pay ann 7.50"', () => {
    const hand = handOf(['AS', 'QH'], { stakes: [stakeOf('ann', 5)] });
    expect(croupierInstruction(onlyLine(classic6d, ['9C', '8D'], hand))).toBe('pay ann 7.50');
  });

  it('given box2 losing 10, then "take box2 10"', () => {
    const hand = handOf(['TS', '7H'], { box: 2, stakes: [stakeOf('box2', 10)] });
    expect(croupierInstruction(onlyLine(classic6d, ['9C', 'KD'], hand))).toBe('take box2 10');
  });

  it('given box3 pushing with 10, then "push: box3 keeps 10"', () => {
    const hand = handOf(['9S', 'KH'], { box: 3, stakes: [stakeOf('box3', 10)] });
    expect(croupierInstruction(onlyLine(classic6d, ['9C', 'KD'], hand))).toBe('push: box3 keeps 10');
  });

  it('given 10 surrendered, then the croupier takes half: "take ann 5"', () => {
    const hand = handOf(['TS', '6H'], { surrendered: true });
    expect(croupierInstruction(onlyLine(classic6d, ['9C', 'KD'], hand))).toBe('take ann 5');
  });
});
