import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../core/log/log-fixtures.js';
import { runSabot } from '../support/run-cli.js';

const CROUPIERS = ['ana', 'ben', 'cy'];
const PUSH = join(import.meta.dirname, '../scenarios/classic-6d/push.jsonl');

describe('sabot protection', () => {
  it('prints every signal and the per-croupier table of a simulated gaming day, from the log alone', async () => {
    const db = join(tempDir(), 'day.db');
    const day = `simulate --profile classic-6d --days 1 --hours 3 --seed 5 --croupiers ${CROUPIERS.join(',')}`;
    const simulated = await runSabot(...day.split(' '), '--db', db, '--from', '2026-11-01T18:00:00Z');
    expect(simulated.code).toBe(0);

    // The simulation enrols its staff and signs its croupiers in: every round is a badge's.
    const listed = JSON.parse((await runSabot('rounds', '--db', db, '--json', '--limit', '500')).out);
    const badgeOf = Object.fromEntries(CROUPIERS.map((name, turn) => [name, String(1001 + turn)]));
    expect(listed.rounds.length).toBeGreaterThan(50);
    for (const round of listed.rounds) expect(round.croupier.badge).toBe(badgeOf[round.croupier.name]);

    const read = await runSabot('protection', '--db', db, '--json');
    expect(read.code).toBe(0);
    const report = JSON.parse(read.out);
    expect(report.profile).toBe('classic-6d');
    expect(report.gamingDays).toEqual(['2026-11-01']);
    expect(report.croupiers.map((line: { croupier: string }) => line.croupier)).toEqual(CROUPIERS);
    const dealt = report.croupiers.reduce((sum: number, line: { rounds: number }) => sum + line.rounds, 0);
    expect(dealt).toBe(report.rounds);
    for (const line of report.croupiers) expect(line.roundsPerHour).toBeGreaterThan(10);
    // The simulated players bet one stake each and play basic strategy: nothing to flag.
    expect(report.countBetting.some((signal: { flagged: boolean }) => signal.flagged)).toBe(false);
    expect(report.countDeviations.every((signal: { trials: number }) => signal.trials === 0)).toBe(true);
    expect(report.days).toHaveLength(1);
    expect(report.days[0].rounds).toBe(report.rounds);
    // The house's net against the stakes has its own name: "hold" is the books' win ÷ drop alone.
    const [held] = report.days;
    expect(held.handleHold).toBeCloseTo(held.houseNet / held.handle, 10);
    expect(held.expectedHandleHold).toBe(report.edge);
    expect(held).not.toHaveProperty('hold');
    expect(report.edge).toBeGreaterThan(0);
    // simulate --days records the exact edge of the rules: the hold is expected from it.
    expect(report.edgeSource).toBe('exact');
    expect(report.edge).toBeCloseTo(0.00657, 4);
    expect((await runSabot('protection', '--db', db)).out).toContain(
      "the house edge is the exact figure of the table's rules, recorded in its log",
    );

    const text = await runSabot('protection', '--db', db, '--edge', '0.5');
    expect(text.code).toBe(0);
    for (const name of CROUPIERS) expect(text.out).toContain(`${name}: `);
    expect(text.out).toContain('house edge 0.500 %');
    expect(text.out).toMatch(/2026-11-01: win ÷ handle -?\d+\.\d\d % of /);
    expect(text.out).not.toMatch(/\bhold\b/);
    expect(text.out).toContain('the house edge is the one given with --edge');

    const otherDay = JSON.parse(
      (await runSabot('protection', '--db', db, '--day', '2026-11-05', '--json')).out,
    );
    expect(otherDay.rounds).toBe(0);
    expect(otherDay.croupiers).toEqual([]);
  }, 120_000);

  it("given a log with no house edge recorded, then the hold is expected from the profile's figure, said in words in each language", async () => {
    const db = join(tempDir(), 'played.db');
    expect((await runSabot('play', '--script', PUSH, '--db', db)).code).toBe(0);
    const json = JSON.parse((await runSabot('protection', '--db', db, '--json')).out);
    expect(json.edgeSource).toBe('profile');
    expect(json.edge).toBe(0.00647);
    const said = {
      en: "no house edge is recorded in the log: the hold is expected from the profile's simulated figure; sabot edge record records the exact one",
      fr: 'aucun avantage de la maison n’est enregistré dans le journal',
      ru: 'в журнале не записано преимущество заведения',
    };
    for (const [lang, sentence] of Object.entries(said))
      expect((await runSabot('protection', '--db', db, '--lang', lang)).out).toContain(sentence);
  });

  it('refuses an edge that is not a percentage and a day that is not one', async () => {
    const db = join(tempDir(), 'none.db');
    expect((await runSabot('protection', '--db', db, '--edge', 'lots')).code).toBe(2);
    expect((await runSabot('protection', '--db', db, '--day', '11/02')).code).toBe(2);
    expect((await runSabot('protection', '--db', db)).code).toBe(3);
  });
});
