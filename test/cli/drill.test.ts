import { describe, expect, it } from 'vitest';
import { runSabot } from '../support/run-cli.js';

describe('sabot drill', () => {
  it('deals dealer hands card by card and ends each on STAND or BUST', async () => {
    const { code, out } = await runSabot('drill', '--seed', '7', '--hands', '4');
    expect(code).toBe(0);
    const hands = out.split(/\nHand \d+\n/).slice(1);
    expect(hands).toHaveLength(4);
    for (const hand of hands) {
      const steps = hand
        .trim()
        .split('\n')
        .filter((line) => /— (DRAW|STAND|BUST)$/.test(line));
      expect(steps.length).toBeGreaterThanOrEqual(2);
      expect(steps.slice(0, -1).every((line) => line.endsWith('DRAW'))).toBe(true);
      expect(steps.at(-1)).toMatch(/— (STAND|BUST)$/);
    }
  });

  it('repeats the same drill for the same seed and a different one for another', async () => {
    const first = await runSabot('drill', '--seed', '42', '--profile', 'home-1d');
    const again = await runSabot('drill', '--seed', '42', '--profile', 'home-1d');
    const other = await runSabot('drill', '--seed', '43', '--profile', 'home-1d');
    expect(first.out).toBe(again.out);
    expect(first.out).not.toBe(other.out);
    expect(first.out).toContain('1-deck shoe');
  });

  it('refuses a count that is not a whole number', async () => {
    const { code, err } = await runSabot('drill', '--hands', 'many');
    expect(code).toBe(2);
    expect(err).toContain('--hands takes a whole number');
  });
});
