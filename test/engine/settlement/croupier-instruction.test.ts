import { describe, expect, it } from 'vitest';
import { readInstruction } from '../../../engine/settlement/croupier-instruction.js';

describe("the croupier's instruction read back into its parts", () => {
  it('given each of the three forms, then the kind, the bettor (spaces and colons included) and the amount', () => {
    expect(readInstruction('pay ann 15')).toEqual({ kind: 'pay', bettor: 'ann', amount: '15' });
    expect(readInstruction('take box2 7.50')).toEqual({ kind: 'take', bettor: 'box2', amount: '7.50' });
    expect(readInstruction('push: ann marie: 2 keeps 10')).toEqual({
      kind: 'push',
      bettor: 'ann marie: 2',
      amount: '10',
    });
  });

  it('given anything else, then nothing', () => {
    expect(readInstruction('pay ann')).toBeNull();
    expect(readInstruction('payer ann 15')).toBeNull();
  });
});
