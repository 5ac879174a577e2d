import { describe, expect, it } from 'vitest';
import { open6d } from '../../engine/rules/profiles/open-6d.js';
import { planParts } from '../../engine/sim/run-parts.js';
import { simulateRounds } from '../../engine/sim/simulate-rounds.js';
import { mergeTotals, summarize } from '../../engine/sim/simulation-summary.js';
import { runSabot } from '../support/run-cli.js';
import { simulateJson } from '../support/simulate-json.js';
import type { SimulationJson } from '../support/simulation-json.js';

/** A run's figures without the two that measure the machine rather than the game. */
const withoutTiming = ({ roundsPerSecond: _r, elapsedSeconds: _e, ...figures }: SimulationJson) => figures;

describe('sabot simulate', () => {
  it('prints the promised JSON: profile, rounds, ev, stderr and rounds per second first', async () => {
    const json = await simulateJson('--profile', 'open-6d', '--rounds', '2000', '--seed', '11');
    expect(Object.keys(json).slice(0, 5)).toEqual(['profile', 'rounds', 'ev', 'stderr', 'roundsPerSecond']);
    expect(json).toMatchObject({ profile: 'open-6d', rounds: 2000, seed: 11, workers: 1, boxes: 1 });
    expect(Number.isFinite(json.ev)).toBe(true);
    expect(json.stderr).toBeGreaterThan(0);
    expect(json.roundsPerSecond).toBeGreaterThan(0);
  });

  it('given the same seed and workers, then the same figures apart from timing; another seed, other figures', async () => {
    const seeded = (seed: string) => [
      '--profile',
      'home-1d',
      '--rounds',
      '1500',
      '--seed',
      seed,
      '--boxes',
      '2',
    ];
    const first = await simulateJson(...seeded('4'));
    const again = await simulateJson(...seeded('4'));
    expect(withoutTiming(again)).toEqual(withoutTiming(first));
    const other = await simulateJson(...seeded('5'));
    expect(other.ev).not.toBe(first.ev);
  });

  it('with --workers 2, plays its parts in worker threads and merges them exactly', async () => {
    const json = await simulateJson(
      '--profile',
      'open-6d',
      '--rounds',
      '3001',
      '--seed',
      '8',
      '--workers',
      '2',
    );
    expect(json.rounds).toBe(3001);
    expect(json.workers).toBe(2);
    // The same parts played here, in this thread, merge to the same figures.
    const parts = planParts(8, 3001, 2).map((part) =>
      simulateRounds({ profile: open6d, boxes: 1, rounds: part.rounds, seed: part.seed }),
    );
    const expected = summarize(mergeTotals(parts));
    expect(json.ev).toBe(expected.ev);
    expect(json.stderr).toBe(expected.stderr);
    expect(json.counts.hands).toBe(expected.hands);
  });

  it('prints the rules, the ev with its standard error and 95 % interval, and the speed as text', async () => {
    const { code, out } = await runSabot(
      'simulate',
      '--profile',
      'classic-6d',
      '--rounds',
      '500',
      '--seed',
      '2',
    );
    expect(code).toBe(0);
    expect(out).toContain('Simulation of classic-6d');
    expect(out).toMatch(/Rules: +6 decks, cut card at 75%, dealer stands on soft 17 \(S17\), no hole card/);
    expect(out).toMatch(/Play: +2 boxes at the minimum stake of 5, basic strategy/);
    expect(out).toMatch(/Rounds: +500 \(/);
    expect(out).toMatch(/EV: +[+−]\d+\.\d{3}% ± \d+\.\d{3}% of the initial stake per round/);
    expect(out).toMatch(/95%: +[+−]\d+\.\d{3}% to [+−]\d+\.\d{3}%/);
    expect(out).toMatch(/Speed: +[\d,]+ rounds\/s on 1 thread/);
    expect(out).toContain('--seed 2 --workers 1');
  });

  it('refuses one box at classic-6d, which deals only to two or more, with exit code 3', async () => {
    const { code, err } = await runSabot(
      'simulate',
      '--profile',
      'classic-6d',
      '--rounds',
      '10',
      '--boxes',
      '1',
    );
    expect(code).toBe(3);
    expect(err).toContain('classic-6d deals a round only with at least 2 occupied boxes');
  });

  it.each([
    [['--rounds', '0'], '--rounds takes a whole number at least 1, not "0"'],
    [['--rounds', '1.5'], '--rounds takes a whole number'],
    [['--rounds', '10', '--boxes', '8'], '--boxes takes a whole number from 1 to 7'],
    [['--rounds', '10', '--workers', '0'], '--workers takes a whole number from 1 to 64'],
    [['--rounds', '10', '--seed', '-1'], '--seed takes a whole number'],
  ])('refuses %j as bad usage with exit code 2', async (argv, reason) => {
    const { code, err } = await runSabot('simulate', '--profile', 'open-6d', ...argv);
    expect(code).toBe(2);
    expect(err).toContain(reason);
  });

  it('needs --rounds and explains itself with --help', async () => {
    expect((await runSabot('simulate', '--profile', 'open-6d')).code).toBe(2);
    const help = await runSabot('simulate', '--help');
    expect(help.code).toBe(0);
    for (const option of [
      '--rounds <n>',
      '--seed <n>',
      '--boxes <k>',
      '--workers <w>',
      '--json',
      '--rules <file>',
    ])
      expect(help.out).toContain(option);
    expect(help.out).toMatch(/same --seed and the same --workers/);
    expect(help.out).toContain('sabot simulate --profile open-6d --rounds 1000000 --workers 2');
  });
});
