import { describe, expect, it } from 'vitest';
import { runSabot } from '../support/run-cli.js';

/** `sabot odds dealer --simulate`: the dealer's odds at `profile`, `hands` simulated per up-card. */
const simulatedOdds = (profile: string, hands: number, seed: number, ...more: string[]) =>
  runSabot(
    'odds',
    'dealer',
    '--profile',
    profile,
    '--simulate',
    String(hands),
    '--seed',
    String(seed),
    ...more,
  );

describe('sabot odds dealer --simulate', () => {
  it('sets each exact figure beside the simulated one and their difference in standard errors, as JSON', async () => {
    const { code, out } = await simulatedOdds('home-1d', 20_000, 3, '--json');
    expect(code).toBe(0);
    const json = JSON.parse(out) as {
      profile: string;
      simulated: { trialsPerUpcard: number; seed: number };
      upcards: Record<string, Record<string, Record<string, number | null>>>;
    };
    expect(json.profile).toBe('home-1d');
    expect(json.simulated).toEqual({ trialsPerUpcard: 20000, seed: 3 });
    expect(out.indexOf('"A": {')).toBeLessThan(out.indexOf('"2": {'));
    expect(Object.keys(json.upcards)).toHaveLength(10);
    const bust = json.upcards['6']?.bust ?? {};
    expect(Object.keys(bust)).toEqual(['exact', 'simulated', 'standardError', 'differenceInStandardErrors']);
    expect(Math.abs(Number(bust.differenceInStandardErrors))).toBeLessThan(5);
    // A blackjack behind a 7 is impossible: no standard error to measure against.
    expect(json.upcards['7']?.blackjack).toMatchObject({
      exact: 0,
      simulated: 0,
      differenceInStandardErrors: null,
    });
    const again = await simulatedOdds('home-1d', 20_000, 3, '--json');
    expect(again.out).toBe(out);
  });

  it('prints three lines per up-card: exact, simulated and the difference in σ', async () => {
    const { code, out } = await simulatedOdds('classic-6d', 5000, 1);
    expect(code).toBe(0);
    expect(out).toContain('Simulated: 5,000 dealer hands per up-card (seed 1)');
    expect(out).toMatch(/^\s+A\s+exact(\s+\d+\.\d\d%){7}$/m);
    expect(out.match(/^\s+simulated\s/gm)).toHaveLength(10);
    expect(out.match(/^\s+diff \(σ\)\s/gm)).toHaveLength(10);
  });

  it('refuses a simulation of no hands, and a seed without a simulation', async () => {
    const none = await runSabot('odds', 'dealer', '--profile', 'classic-6d', '--simulate', '0');
    expect(none.code).toBe(2);
    expect(none.err).toContain('--simulate takes a whole number from 1');
    const seedOnly = await runSabot('odds', 'dealer', '--profile', 'classic-6d', '--seed', '4');
    expect(seedOnly.code).toBe(2);
  });
});
