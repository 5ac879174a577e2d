import { describe, expect, it } from 'vitest';
import { delayedBar } from '../../app/cli/facts-bar.js';

/** A bar of `total` facts on a clock the test moves, and what it drew. */
function barOn(total: number) {
  let clock = 0;
  const drawn: string[] = [];
  const bar = delayedBar(
    (text) => drawn.push(text),
    total,
    'facts',
    () => clock,
  );
  const at = (ms: number, done: number): void => {
    clock = ms;
    bar.update(done);
  };
  return { at, drawn, finish: () => bar.finish() };
}

describe('the bar of a long reading', () => {
  it('given a reading under two seconds, then nothing is drawn; past them, the bar counts from the start', () => {
    const { at, drawn, finish } = barOn(1_000_000);
    at(1_500, 300_000);
    expect(drawn).toEqual([]);
    at(2_500, 500_000);
    expect(drawn).toHaveLength(1);
    // 500,000 facts in 2.5 s since the reading began, not since the bar appeared.
    expect(drawn[0]).toContain('500,000 / 1,000,000 facts  200,000 facts/s  about 3 s left');
    finish();
    expect(drawn.at(-1)).toBe('\r\u001b[K');
  });

  it('given a short reading, then finishing it leaves the terminal untouched', () => {
    const { at, drawn, finish } = barOn(5_000);
    at(100, 5_000);
    finish();
    expect(drawn).toEqual([]);
  });
});
