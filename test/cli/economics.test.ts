import { beforeAll, describe, expect, it } from 'vitest';
import { profileFile } from '../support/profile-file.js';
import { runSabot } from '../support/run-cli.js';

interface Side {
  profile: string;
  exact: { basic: number; composition: number };
  simulated: { ev: number; stderr: number; low: number; high: number; rounds: number; check: unknown };
}
interface EconomicsJson {
  a: Side;
  b: Side;
  difference: {
    exact: { basic: number; composition: number };
    simulated: { ev: number; low: number; high: number };
  };
  per100k: { drop: number; a: number; b: number; difference: number; bet: number };
}

const ROUNDS = '40000';

async function edgeOf(profile: string, strategy: string): Promise<number> {
  const { out } = await runSabot('edge', 'exact', '--profile', profile, '--strategy', strategy, '--json');
  return (JSON.parse(out) as { ev: number }).ev;
}

/** classic-6d against open-6d, the pair the report's documentation shows. */
const compare = (...options: string[]) =>
  runSabot('economics', '--profile', 'classic-6d', '--vs', 'open-6d', ...options);

describe('sabot economics', () => {
  let report: EconomicsJson;
  beforeAll(async () => {
    const run = await compare('--rounds', ROUNDS, '--seed', '5', '--json');
    expect(run.code).toBe(0);
    report = JSON.parse(run.out) as EconomicsJson;
  }, 120_000);

  it('gives each side the figures of sabot edge exact, and the difference is theirs', async () => {
    for (const strategy of ['basic', 'composition'] as const) {
      const a = await edgeOf('classic-6d', strategy);
      const b = await edgeOf('open-6d', strategy);
      expect(report.a.exact[strategy]).toBe(a);
      expect(report.b.exact[strategy]).toBe(b);
      expect(report.difference.exact[strategy]).toBeCloseTo(b - a, 12);
    }
  }, 120_000);

  it('simulates each side with an interval that holds the exact figure, checked against the statechart', () => {
    for (const side of [report.a, report.b]) {
      expect(side.simulated.rounds).toBe(Number(ROUNDS));
      expect(side.simulated.check).toEqual({ rounds: expect.any(Number), identical: true });
      expect(side.simulated.low).toBeLessThan(side.exact.basic);
      expect(side.simulated.high).toBeGreaterThan(side.exact.basic);
    }
    const { simulated } = report.difference;
    expect(simulated.ev).toBeCloseTo(report.b.simulated.ev - report.a.simulated.ev, 12);
    expect(simulated.low).toBeLessThan(report.difference.exact.basic);
    expect(simulated.high).toBeGreaterThan(report.difference.exact.basic);
  });

  it("turns the exact difference into the house's win per 100,000 wagered", () => {
    expect(report.per100k.drop).toBe(100_000);
    expect(report.per100k.a).toBeCloseTo(-report.a.exact.basic * 100_000, 6);
    expect(report.per100k.difference).toBeCloseTo(-report.difference.exact.basic * 100_000, 6);
  });

  it('prints the rule differences in words and the money figures', async () => {
    const { code, out } = await compare('--rounds', '2000');
    expect(code).toBe(0);
    expect(out).toContain('Rule economics: classic-6d against open-6d');
    expect(out).toContain('  resplit aces: no → yes\n');
    expect(out).toContain('  insurance stake: exactly half the bet → up to half the bet\n');
    expect(out).toContain('  player must draw below: 12 → never: a player may always stand\n');
    expect(out).toContain('  surrender on: 12 → any total\n');
    expect(out).toContain('  smallest insurance, share of the table minimum: 0% → 50%\n');
    expect(out).toMatch(/House win per 100,000(\.00)? wagered: /);
    // A rule that changes says two values; a group both tables have says nothing by itself.
    expect(out).not.toMatch(/: (.+) → \1\n/);
    // No word of the profile file: no null, no enum id, no field's path.
    const rules = out.slice(out.indexOf('Rules that change'), out.indexOf('Difference'));
    expect(rules).not.toMatch(
      /null|`|exactly-half|up-to-half|seat-holder|offer-then-dealer|[a-z]+\.[a-z]+[A-Z]/,
    );
  }, 120_000);

  it('says the rules that change in French and Russian, and a group of rules one table lacks by its own line', async () => {
    const french = await compare('--rounds', '2000', '--lang', 'fr');
    expect(french.out).toContain(
      '  mise d’assurance : exactement la moitié de la mise → jusqu’à la moitié de la mise\n',
    );
    const russian = await compare('--rounds', '2000', '--lang', 'ru');
    expect(russian.out).toContain('  ставка страховки: ровно половина ставки → до половины ставки\n');
    const home = await runSabot(...'economics --profile classic-6d --vs home-1d --rounds 2000'.split(' '));
    expect(home.code).toBe(0);
    expect(home.out).toContain('  surrender: yes → not offered\n');
    expect(home.out).toContain('  home game session: none (a casino table) → yes\n');
    // The rules of a group one table lacks are said by the group's line alone.
    expect(home.out).not.toContain('surrender on:');
    expect(home.out).not.toContain('rounds in a session');
  }, 240_000);

  it('refuses the same table twice, an unknown profile, a missing side and a bad rule file', async () => {
    const same = await runSabot('economics', '--profile', 'classic-6d', '--vs', 'classic-6d');
    expect(same.code).toBe(2);
    expect(same.err).toContain('both sides are classic-6d');
    const unknown = await runSabot('economics', '--profile', 'classic-6d', '--vs', 'nowhere-9d');
    expect(unknown.code).toBe(3);
    expect(unknown.err).toContain('nowhere-9d');
    const missing = await runSabot('economics', '--profile', 'classic-6d');
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('--vs ID or --rules FILE');
    const bad = profileFile('bad.json', { id: 'x' });
    const refused = await runSabot('economics', '--profile', 'classic-6d', '--rules', bad);
    expect(refused.code).toBe(3);
    expect(refused.err).toContain('is not a valid rule profile');
  });

  it("says each default once, in the command's language", async () => {
    const help = await runSabot('economics', '--help', '--lang', 'fr');
    // Commander wraps the help to the terminal's width: read it as one line.
    expect(help.out.replace(/\s+/g, ' ')).toContain('(par défaut : 10 000 000)');
    expect(help.out).not.toMatch(/\(default: \d/);
  });
});
