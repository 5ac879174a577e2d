import { describe, expect, it } from 'vitest';
import { croupierTable } from '../../../engine/protection/croupier-rates.js';
import { open6d } from '../../../engine/rules/profiles/open-6d.js';
import { CROUPIERS, flatBasic, shift, watchedSession } from './synthetic-players.js';

describe('the per-croupier table', () => {
  it('makes a croupier who misdeals ten times as often as the others stand out, and no one else', () => {
    const rates = { ana: 0.01, ben: 0.01, mia: 0.1, tom: 0.01 };
    const rounds = watchedSession(open6d, flatBasic, 5, 4000, shift(rates, 11));
    const table = croupierTable(rounds);
    console.log(
      table
        .map(
          (line) =>
            `${line.croupier}: ${line.rounds} rounds, ${line.counts.misdeals} misdeals, z ${line.z.misdeals?.toFixed(1)}`,
        )
        .join('; '),
    );
    expect(table.map((line) => line.croupier)).toEqual(CROUPIERS);
    const mia = table.find((line) => line.croupier === 'mia');
    expect(mia?.standsOut).toEqual(['misdeals']);
    expect(mia?.per100.misdeals).toBeGreaterThan(5);
    for (const line of table.filter((l) => l.croupier !== 'mia')) expect(line.standsOut).toEqual([]);
  });

  it('lets no croupier stand out when all misdeal alike', () => {
    const rates = { ana: 0.03, ben: 0.03, mia: 0.03, tom: 0.03 };
    const table = croupierTable(watchedSession(open6d, flatBasic, 6, 4000, shift(rates, 12)));
    expect(table.reduce((sum, line) => sum + line.counts.misdeals, 0)).toBeGreaterThan(60);
    expect(table.flatMap((line) => line.standsOut)).toEqual([]);
  });

  it('counts corrections and settlement mismatches the log reports for a round against its croupier', () => {
    const rounds = watchedSession(open6d, flatBasic, 7, 1000, shift({}, 13));
    const table = croupierTable(rounds, (round) => ({
      correction: round % 40 === 0,
      mismatch: round % 50 === 0,
    }));
    const corrections = table.reduce((sum, line) => sum + line.counts.corrections, 0);
    const mismatches = table.reduce((sum, line) => sum + line.counts.mismatches, 0);
    expect(corrections).toBe(rounds.filter((r) => r.number % 40 === 0).length);
    expect(mismatches).toBe(rounds.filter((r) => r.number % 50 === 0).length);
  });
});
