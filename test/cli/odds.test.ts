import { describe, expect, it } from 'vitest';
import { classic6d } from '../../engine/rules/profiles/classic-6d.js';
import { h17Classic, profileFile } from '../support/profile-file.js';
import { runSabot } from '../support/run-cli.js';

const UPCARDS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10'];
const RESULTS = ['17', '18', '19', '20', '21', 'blackjack', 'bust'];

describe('sabot odds dealer', () => {
  it('prints JSON with the profile and, for each up-card A, 2 … 10, seven results summing to 1', async () => {
    const { code, out } = await runSabot('odds', 'dealer', '--profile', 'home-1d', '--json');
    expect(code).toBe(0);
    const parsed = JSON.parse(out) as { profile: string; upcards: Record<string, Record<string, number>> };
    expect(Object.keys(parsed)).toEqual(['profile', 'upcards']);
    expect(parsed.profile).toBe('home-1d');
    expect(Object.keys(parsed.upcards).sort()).toEqual([...UPCARDS].sort());
    for (const upcard of UPCARDS) {
      const odds = parsed.upcards[upcard] ?? {};
      expect(Object.keys(odds)).toEqual(RESULTS);
      const total = RESULTS.reduce((sum, result) => sum + (odds[result] ?? Number.NaN), 0);
      expect(Math.abs(total - 1)).toBeLessThan(1e-12);
    }
    // One deck, ace up: a natural needs one of the 16 tens among the 51 cards left.
    expect(parsed.upcards.A?.blackjack).toBeCloseTo(16 / 51, 15);
    expect(parsed.upcards['7']?.blackjack).toBe(0);
  });

  it('writes the up-cards in the order A, 2 … 10 in the JSON text itself', async () => {
    // JSON.parse reorders integer-like keys, so the order is read from the text.
    const { out } = await runSabot('odds', 'dealer', '--profile', 'classic-6d', '--json');
    const positions = UPCARDS.map((upcard) => out.indexOf(`"${upcard}": {`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('prints a table in percent, titled with the profile, decks and rule, and says it ignores the peek', async () => {
    const { code, out } = await runSabot('odds', 'dealer', '--profile', 'classic-6d');
    expect(code).toBe(0);
    expect(out).toContain('classic-6d');
    expect(out).toContain('6 decks');
    expect(out).toContain('S17');
    expect(out).toMatch(/not conditioned on a peek/i);
    expect(out).toMatch(/up-card\s+17\s+18\s+19\s+20\s+21\s+blackjack\s+bust/);
    // Six decks, 6 up: bust about 42.3 %, no natural possible.
    expect(out).toMatch(/^\s*6\s+(\d+\.\d\d%\s+){5}—\s+42\.\d\d%$/m);
    const rows = out.split('\n').filter((line) => /^\s*(A|\d+)\s+\d/.test(line));
    expect(rows.map((line) => line.trim().split(/\s+/)[0])).toEqual(UPCARDS);
  });

  it('names the H17 rule of a custom profile file and shows its higher bust behind an ace', async () => {
    const file = profileFile('h17.json', h17Classic);
    const hits = await runSabot('odds', 'dealer', '--rules', file, '--json');
    const stands = await runSabot('odds', 'dealer', '--profile', 'classic-6d', '--json');
    expect(hits.code).toBe(0);
    const bustBehindAce = (out: string): number => JSON.parse(out).upcards.A.bust;
    expect(bustBehindAce(hits.out)).toBeGreaterThan(bustBehindAce(stands.out));
    const text = await runSabot('odds', 'dealer', '--rules', file);
    expect(text.out).toContain('H17');
  });

  it('refuses an unknown profile with exit code 3', async () => {
    const { code, out, err } = await runSabot('odds', 'dealer', '--profile', 'vegas-8d');
    expect(code).toBe(3);
    expect(out).toBe('');
    expect(err).toContain('there is no rule profile "vegas-8d"');
  });

  it('refuses a dealer who stands below 17 with exit code 3 and the reason', async () => {
    const file = profileFile('s16.json', {
      ...classic6d,
      id: 's16-6d',
      name: 's16-6d table',
      dealer: { ...classic6d.dealer, standsOn: 16 },
    });
    const { code, err } = await runSabot('odds', 'dealer', '--rules', file);
    expect(code).toBe(3);
    expect(err).toContain('stands on 16');
  });

  it('asks for a table when neither --profile nor --rules is given', async () => {
    const { code, err } = await runSabot('odds', 'dealer');
    expect(code).toBe(2);
    expect(err).toContain('--profile ID');
  });

  it('explains itself with --help', async () => {
    const group = await runSabot('odds', '--help');
    expect(group.code).toBe(0);
    expect(group.out).toMatch(/dealer/);
    const command = await runSabot('odds', 'dealer', '--help');
    expect(command.code).toBe(0);
    expect(command.out).toContain('--profile <id>');
    expect(command.out).toContain('--rules <file>');
    expect(command.out).toContain('--json');
  });
});
