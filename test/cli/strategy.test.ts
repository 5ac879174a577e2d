import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classic6d } from '../../engine/rules/profiles/classic-6d.js';
import { runSabot } from '../support/run-cli.js';

const COLUMNS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'A'];

/** The cells of one printed row, by its label ("16", "A7", "8-8"). */
function printedRow(out: string, label: string): string[] {
  const line = out.split('\n').find((text) => text.trim().split(/\s+/)[0] === label);
  if (!line) throw new Error(`no row ${label} in:\n${out}`);
  return line.trim().split(/\s+/).slice(1);
}

describe('sabot strategy', () => {
  it('prints the chart of classic-6d with the rules it was derived for and a legend', async () => {
    const { code, out } = await runSabot('strategy', '--profile', 'classic-6d');
    expect(code).toBe(0);
    expect(out).toContain('classic-6d');
    expect(out).toMatch(/Derived for: 6 decks; dealer stands on soft 17 \(S17\); no hole card/);
    expect(out).toMatch(/^hard\s+2\s+3\s+4\s+5\s+6\s+7\s+8\s+9\s+10\s+A$/m);
    expect(out).toMatch(/^soft\s+2\s/m);
    expect(out).toMatch(/^pair\s+2\s/m);
    // No hole card, every bet lost to a natural: 11 hits against a 10 and an ace; 8-8 and A-A too.
    expect(printedRow(out, '11')).toEqual(['Dh', 'Dh', 'Dh', 'Dh', 'Dh', 'Dh', 'Dh', 'Dh', 'H', 'H']);
    expect(printedRow(out, '8-8').slice(-2)).toEqual(['H', 'H']);
    expect(printedRow(out, 'A-A').at(-1)).toBe('H');
    expect(printedRow(out, 'A7')).toEqual(['S', 'Ds', 'Ds', 'Ds', 'Ds', 'S', 'S', 'H', 'H', 'H']);
    expect(out).toContain('Dh double, else hit');
    expect(out).toContain('Rh surrender, else hit');
  });

  it('prints rows hard 5–21, soft A2–A9 and pairs 2-2 … A-A', async () => {
    const { out } = await runSabot('strategy', '--profile', 'open-6d');
    for (let total = 5; total <= 21; total++) expect(printedRow(out, String(total))).toHaveLength(10);
    for (let other = 2; other <= 9; other++) expect(printedRow(out, `A${other}`)).toHaveLength(10);
    for (const pair of ['2-2', '5-5', '10-10', 'A-A']) expect(printedRow(out, pair)).toHaveLength(10);
    // open-6d surrenders any two cards but not against an ace.
    expect(printedRow(out, '16').slice(-3)).toEqual(['Rh', 'Rh', 'H']);
  });

  it('prints JSON: the rules, each section keyed by row then up-card 2 … 10, A, and the values behind each cell', async () => {
    const { code, out } = await runSabot('strategy', '--profile', 'home-1d', '--json');
    expect(code).toBe(0);
    const parsed = JSON.parse(out) as {
      profile: string;
      rules: string;
      hard: Record<string, Record<string, string>>;
      soft: Record<string, Record<string, string>>;
      pairs: Record<string, Record<string, string>>;
      legend: Record<string, string>;
      values: { soft: Record<string, Record<string, Record<string, number>>> };
    };
    expect(parsed.profile).toBe('home-1d');
    expect(parsed.rules).toContain('1 deck');
    expect(parsed.rules).toContain('peek: the dealer checks for blackjack when showing A or 10');
    expect(Object.keys(parsed.hard['16'] ?? {})).toEqual(COLUMNS);
    expect(parsed.hard['11']?.A).toBe('Dh');
    expect(parsed.soft.A8?.['6']).toBe('Ds');
    expect(parsed.pairs['8-8']?.['10']).toBe('P');
    expect(parsed.legend.Ds).toBe('double, else stand');
    const a8AgainstSix = parsed.values.soft.A8?.['6'] ?? {};
    expect(a8AgainstSix.double).toBeGreaterThan(a8AgainstSix.stand ?? Number.POSITIVE_INFINITY);
  });

  it('derives the chart of a custom profile file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sabot-strategy-'));
    const file = join(dir, 'peek-6d.json');
    const peek = { holeCard: 'peek', peekUpcards: ['A', '10'], dealerNaturalTakes: 'all-bets' };
    writeFileSync(
      file,
      JSON.stringify({ ...classic6d, id: 'peek-6d', name: 'peek-6d table', dealing: peek }),
    );
    const { code, out } = await runSabot('strategy', '--rules', file);
    expect(code).toBe(0);
    expect(out).toContain('peek-6d');
    // With a peek, 11 doubles against a 10 and 8-8 splits against it again.
    expect(printedRow(out, '11')[8]).toBe('Dh');
    expect(printedRow(out, '8-8')[8]).toBe('P');
  });

  it('refuses an unknown profile with exit code 3, and asks for a table without one', async () => {
    const unknown = await runSabot('strategy', '--profile', 'vegas-8d');
    expect(unknown.code).toBe(3);
    expect(unknown.err).toContain('there is no rule profile "vegas-8d"');
    const missing = await runSabot('strategy');
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('--profile ID');
  });

  it('explains itself with --help', async () => {
    const { code, out } = await runSabot('strategy', '--help');
    expect(code).toBe(0);
    expect(out).toContain('--profile <id>');
    expect(out).toContain('--rules <file>');
    expect(out).toContain('--json');
    expect(out).toContain('sabot strategy --profile classic-6d');
  });
});
