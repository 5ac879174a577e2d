import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { profileFile } from '../support/profile-file.js';
import { runSabot } from '../support/run-cli.js';

interface EdgeJson {
  profile: string;
  ev: number;
  strategy: string;
  seconds: number;
  byUpcard: { upcard: string; probability: number; ev: number }[];
}

describe('sabot edge exact', () => {
  it('prints the exact edge of classic-6d by up-card, with the rules and the strategy it was played by', async () => {
    const { code, out } = await runSabot('edge', 'exact', '--profile', 'classic-6d');
    expect(code).toBe(0);
    expect(out).toContain('Exact house edge for classic-6d');
    expect(out).toMatch(/Rules: 6 decks; dealer stands on soft 17 \(S17\); no hole card/);
    expect(out).toContain("the profile's basic strategy chart");
    expect(out).toMatch(/^\s+T\s+30\.7692%\s+-\d+\.\d{4}%$/m);
    expect(out).toMatch(
      /Player's expected return: -0\.6\d{3}% of the initial stake \(house edge 0\.6\d{3}%\)/,
    );
  });

  it('prints JSON: the profile, the strategy, the figure and each up-card A, 2 … 9, T with its chance', async () => {
    const { code, out } = await runSabot(
      'edge',
      'exact',
      '--profile',
      'home-1d',
      '--strategy',
      'composition',
      '--json',
    );
    expect(code).toBe(0);
    const parsed = JSON.parse(out) as EdgeJson;
    expect(parsed.profile).toBe('home-1d');
    expect(parsed.strategy).toBe('composition');
    expect(parsed.seconds).toBeGreaterThan(0);
    expect(parsed.byUpcard.map((row) => row.upcard)).toEqual([
      'A',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      'T',
    ]);
    const weighted = parsed.byUpcard.reduce((sum, row) => sum + row.probability * row.ev, 0);
    expect(weighted).toBeCloseTo(parsed.ev, 12);
    expect(parsed.byUpcard.find((row) => row.upcard === 'T')?.probability).toBeCloseTo(16 / 52, 12);
  });

  it('computes a published rule set given as a file, and refuses a file that is no rule profile', async () => {
    const published = new URL('../fixtures/rules/wizard-1d-s17.json', import.meta.url).pathname;
    const { code, out } = await runSabot('edge', 'exact', '--rules', published, '--json');
    expect(code).toBe(0);
    expect((JSON.parse(out) as EdgeJson).profile).toBe('wizard-1d-s17');
    const bad = profileFile('bad.json', { id: 'x' });
    const refused = await runSabot('edge', 'exact', '--rules', bad);
    expect(refused.code).toBe(3);
    expect(refused.err).toContain('is not a valid rule profile');
  });

  it('refuses a table whose late natural takes only the original bets: the analysis does not cover it', async () => {
    const published = new URL('../fixtures/rules/wizard-6d-h17-enhc.json', import.meta.url).pathname;
    const profile = JSON.parse(readFileSync(published, 'utf8')) as {
      dealing: { dealerNaturalTakes: string };
    };
    profile.dealing.dealerNaturalTakes = 'original-bets';
    const file = profileFile('obo.json', profile);
    const { code, err } = await runSabot('edge', 'exact', '--rules', file);
    expect(code).toBe(3);
    expect(err).toContain('takes only the original bets: the exact analysis does not cover it');
  });

  it('is a command group: its help lists exact, whose help says the method and its approximation', async () => {
    const group = await runSabot('edge', '--help');
    expect(group.code).toBe(0);
    expect(group.out).toMatch(/^\s+exact \[options\]/m);
    const exact = await runSabot('edge', 'exact', '--help');
    expect(exact.code).toBe(0);
    expect(exact.out).toContain('--strategy <name>');
    expect(exact.out).toContain('not the other hands');
  });

  it('refuses a strategy it does not know, naming the two it does', async () => {
    const { code, err } = await runSabot('edge', 'exact', '--profile', 'home-1d', '--strategy', 'counting');
    expect(code).toBe(2);
    expect(err).toContain('there is no strategy counting: basic or composition');
  });

  it('speaks French: decimal commas and the French headings', async () => {
    const { code, out } = await runSabot('--lang', 'fr', 'edge', 'exact', '--profile', 'home-1d');
    expect(code).toBe(0);
    expect(out).toContain('Avantage exact de la maison pour home-1d');
    expect(out).toMatch(/carte visible\s+probabilité\s+espérance/);
    expect(out).toMatch(/\d,\d{4}\s%/);
  });
});
