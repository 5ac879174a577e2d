import { describe, expect, it } from 'vitest';
import { open6d } from '../../engine/rules/profiles/open-6d.js';
import { profileFile } from '../support/profile-file.js';
import { runSabot } from '../support/run-cli.js';
import { simulateJson } from '../support/simulate-json.js';
import type { SimulationJson } from '../support/simulation-json.js';

/** What the game gave, whichever engine played it. */
const figures = ({ rounds, ev, stderr, counts }: SimulationJson) => ({ rounds, ev, stderr, counts });

describe('sabot simulate --engine', () => {
  it('given --engine fast, then the figures are the statechart’s and the JSON reports the check', async () => {
    const argv = ['--profile', 'home-1d', '--rounds', '3000', '--seed', '12', '--boxes', '3'];
    const fast = await simulateJson(...argv, '--engine', 'fast');
    const statechart = await simulateJson(...argv, '--engine', 'statechart');
    expect(fast.engine).toBe('fast');
    expect(fast.check).toEqual({ rounds: 3000, identical: true });
    expect(statechart.engine).toBe('statechart');
    expect(statechart.check).toBeUndefined();
    expect(figures(fast)).toEqual(figures(statechart));
  });

  it('given two worker threads, then both engines play the same parts and merge to the same figures', async () => {
    const argv = ['--profile', 'classic-6d', '--rounds', '4001', '--seed', '3', '--workers', '2'];
    const fast = await simulateJson(...argv, '--engine', 'fast');
    const statechart = await simulateJson(...argv, '--engine', 'statechart');
    expect(fast.check?.rounds).toBe(2001); // the first part's rounds, fewer than the sample's 10,000
    expect(figures(fast)).toEqual(figures(statechart));
  });

  it('takes the statechart up to a million rounds and the fast path, checked on 10,000, above', async () => {
    const short = await simulateJson('--profile', 'open-6d', '--rounds', '500', '--seed', '1');
    expect(short.engine).toBe('statechart');
    const long = await simulateJson('--profile', 'open-6d', '--rounds', '1000001', '--seed', '1');
    expect(long.engine).toBe('fast');
    expect(long.check).toEqual({ rounds: 10_000, identical: true });
  }, 60_000);

  it('says the check in the text report', async () => {
    const argv = ['--profile', 'open-6d', '--rounds', '12000', '--seed', '5', '--engine', 'fast'];
    const { code, out } = await runSabot('simulate', ...argv);
    expect(code).toBe(0);
    expect(out).toMatch(
      /Check: +fast path; its first 10,000 rounds replayed through the statechart: identical/,
    );
  });

  it.each([
    [['--engine', 'quick'], '--engine takes fast or statechart, not "quick"'],
    [['--engine', 'fast', '--db', 'never.db'], '--db records the rounds through the statechart'],
  ])('refuses %j as bad usage with exit code 2', async (argv, reason) => {
    const { code, err } = await runSabot('simulate', '--profile', 'open-6d', '--rounds', '10', ...argv);
    expect(code).toBe(2);
    expect(err).toContain(reason);
  });

  it('given rules the fast path does not play (doubles on split aces), then --engine fast is refused with exit code 3', async () => {
    const file = profileFile('split-ace-doubles.json', {
      ...open6d,
      id: 'open-split-ace-doubles',
      name: 'Open, doubles on split aces',
      double: { ...open6d.double, onSplitAces: true },
    });
    const { code, err } = await runSabot('simulate', '--rules', file, '--rounds', '10', '--engine', 'fast');
    expect(code).toBe(3);
    expect(err).toContain(
      'the fast path cannot play these rules (open-split-ace-doubles doubles on split aces',
    );
    const statechart = await simulateJson('--rules', file, '--rounds', '200', '--seed', '1');
    expect(statechart.engine).toBe('statechart');
  });
});
