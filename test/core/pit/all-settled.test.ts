import { describe, expect, it } from 'vitest';
import { allSettled } from '../../../app/pit/center/all-settled.js';

const resolvedIn = <T>(ms: number, value: T): Promise<T> =>
  new Promise((resolve) => setTimeout(() => resolve(value), ms));

describe('allSettled', () => {
  it('gives every value in order once all are done', async () => {
    const [one, two] = await allSettled([resolvedIn(20, 1), resolvedIn(5, 'two')]);
    expect([one, two]).toEqual([1, 'two']);
  });

  it('tells the first failure only once every other promise has settled', async () => {
    let slowDone = false;
    const slow = resolvedIn(40, 'slow').then((value) => {
      slowDone = true;
      return value;
    });
    const failing = Promise.reject(new Error('the center went away'));
    await expect(allSettled([failing, slow])).rejects.toThrow('the center went away');
    expect(slowDone).toBe(true);
  });
});
